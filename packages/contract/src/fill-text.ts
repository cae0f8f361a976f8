// Apart from the texts (texts.ts): a page that fills its own texts' placeholders does not load
// every text of the shop (issue 16 item 2).

/** Fills `{name}` placeholders of a spec text. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
