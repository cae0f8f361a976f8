import { and, count, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chinaDayOf } from '../../db/china-day.ts';
import { users } from './auth.table.ts';

/** Users who signed up per China day within the span. */
export async function countSignUpsByDay(db: Executor, span: { from: Date; to: Date }): Promise<Map<number, number>> {
  const day = chinaDayOf(users.createdAt);
  const rows = await db
    .select({ day, n: count() })
    .from(users)
    .where(and(gte(users.createdAt, span.from), lt(users.createdAt, span.to)))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}
