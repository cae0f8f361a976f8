import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shareRecords } from './share.table.ts';

export type NewShareRecordRow = typeof shareRecords.$inferInsert;

/** Serialises the shares of one user (or guest address) until the transaction ends, so a cap holds under races. */
export async function lockSharer(tx: Executor, sharerKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share:${sharerKey}`}))`);
}

/** Shares since `since` by the user, or by guests from the address when there is no user. */
export async function countSharesSince(db: Executor, sharer: { userId: number | null; clientIp: string }, since: Date): Promise<number> {
  const who = sharer.userId === null ? and(isNull(shareRecords.userId), eq(shareRecords.clientIp, sharer.clientIp)) : eq(shareRecords.userId, sharer.userId);
  const [row] = await db
    .select({ n: count() })
    .from(shareRecords)
    .where(and(who, gt(shareRecords.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertShareRecord(db: Executor, row: NewShareRecordRow): Promise<void> {
  await db.insert(shareRecords).values(row);
}
