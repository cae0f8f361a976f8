/** A header as one string: '' when absent or repeated (a repeated auth header is never trusted). */
export function headerText(raw: string | string[] | undefined): string {
  return typeof raw === 'string' ? raw.trim() : '';
}
