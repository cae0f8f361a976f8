import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { pointsDebts, pointsLedger } from './points.table.ts';

export type LedgerRow = typeof pointsLedger.$inferSelect;

export async function findBalance(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId));
  return row?.balance;
}

export async function findLedgerByKey(db: Executor, idempotencyKey: string): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(pointsLedger).where(eq(pointsLedger.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

export async function insertLedgerRow(
  db: Executor,
  row: { userId: number; delta: number; balanceAfter: number; reason: string; idempotencyKey: string; createdAt: Date },
): Promise<LedgerRow> {
  const [inserted] = await db.insert(pointsLedger).values(row).returning();
  return inserted!;
}

export type DebtRow = typeof pointsDebts.$inferSelect;

/** Records a debt once per key; answers whether it was new. */
export async function insertDebt(tx: Executor, row: { userId: number; points: number; reason: string; idempotencyKey: string; createdAt: Date }): Promise<boolean> {
  const inserted = await tx.insert(pointsDebts).values(row).onConflictDoNothing({ target: pointsDebts.idempotencyKey }).returning({ id: pointsDebts.id });
  return inserted.length > 0;
}

/** The user's debts not paid off, oldest first, locked until the transaction ends (two grants collect one after the other). */
export function lockOpenDebts(tx: Executor, userId: number): Promise<DebtRow[]> {
  return tx
    .select()
    .from(pointsDebts)
    .where(and(eq(pointsDebts.userId, userId), lt(pointsDebts.collected, pointsDebts.points)))
    .orderBy(asc(pointsDebts.id))
    .for('update');
}

export async function collectDebt(tx: Executor, id: number, points: number): Promise<void> {
  await tx.update(pointsDebts).set({ collected: sql`${pointsDebts.collected} + ${points}` }).where(eq(pointsDebts.id, id));
}
