import { CHINA_OFFSET_MS } from '@emall/contract';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The SQL of the domain's chinaDayNumber: the China day an instant falls on, so a query groups by it. */
export function chinaDayOf(column: AnyColumn): SQL<number> {
  // Constants written into the SQL, not bound, so the grouped expression is the selected one.
  return sql<number>`floor((extract(epoch from ${column}) * 1000 + ${sql.raw(String(CHINA_OFFSET_MS))}) / 86400000)::int`.mapWith(Number);
}
