import { ID_PATTERN } from '@emall/contract';

const idPattern = new RegExp(ID_PATTERN);

/** An id as the API writes it (a row's positive bigint as text); anything else names no row. */
export function isValidId(text: string): boolean {
  return idPattern.test(text);
}
