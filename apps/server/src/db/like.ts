import { ilike, type AnyColumn, type SQL } from 'drizzle-orm';

/** A LIKE pattern matching `text` literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitively contains `text`, its wildcards taken literally. */
export const containsText = (column: AnyColumn | SQL, text: string): SQL => ilike(column, `%${likeLiteral(text)}%`);
