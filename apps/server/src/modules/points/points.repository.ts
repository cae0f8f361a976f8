import { eq } from 'drizzle-orm';
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

export async function insertLedgerRow(
  db: Executor,
  row: { userId: number; delta: number; balanceAfter: number; reason: string; idempotencyKey: string; createdAt: Date },
): Promise<LedgerRow> {
  const [inserted] = await db.insert(pointsLedger).values(row).returning();
  return inserted!;
}
