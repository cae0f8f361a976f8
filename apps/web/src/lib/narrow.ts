/**
 * Narrows a number from the wire to one of a contract code set (`BuyerType`, `DeductType`…),
 * or the fallback when the server sent a code this client does not know.
 */
export function codeOf<T extends number>(codes: Readonly<Record<string, T>>, value: number, fallback: T): T {
  return (Object.values(codes) as number[]).includes(value) ? (value as T) : fallback;
}
