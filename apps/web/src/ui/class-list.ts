/** One `className` from its parts, leaving out those not given (`false`, `''`, `null`, `undefined`). */
export function classList(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
