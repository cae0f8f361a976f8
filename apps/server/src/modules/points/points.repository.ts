import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { pointsLedger } from './points.table.ts';

export type LedgerRow = typeof pointsLedger.$inferSelect;

export async function findBalance(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId));
  return row?.balance;
}

export async function findLedgerByKey(db: Executor, idempotencyKey: string): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(pointsLedger).where(eq(pointsLedger.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

/**
 * Takes `amount` off the balance only if it is there: one conditional UPDATE, so concurrent
 * spends of one user can never take it below zero. Returns the new balance, or undefined.
 */
export async function deductBalance(db: Executor, userId: number, amount: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ pointsBalance: sql`${users.pointsBalance} - ${amount}` })
    .where(and(eq(users.id, userId), gte(users.pointsBalance, amount)))
    .returning({ balance: users.pointsBalance });
  return row?.balance;
}

/** Adds `amount` to the balance; returns the new balance, or undefined without the user. */
export async function creditBalance(db: Executor, userId: number, amount: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ pointsBalance: sql`${users.pointsBalance} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ balance: users.pointsBalance });
  return row?.balance;
}

export async function insertLedgerRow(
  db: Executor,
  row: { userId: number; delta: number; balanceAfter: number; reason: string; idempotencyKey: string; createdAt: Date },
): Promise<LedgerRow> {
  const [inserted] = await db.insert(pointsLedger).values(row).returning();
  return inserted!;
}
