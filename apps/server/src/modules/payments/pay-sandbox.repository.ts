import { and, asc, eq, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paySandboxRefunds, paySandboxTrades } from './payments.table.ts';

export type SandboxTradeRow = typeof paySandboxTrades.$inferSelect;

export async function findSandboxTrade(db: Executor, outTradeNo: string): Promise<SandboxTradeRow | undefined> {
  const [row] = await db.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, outTradeNo)).limit(1);
  return row;
}

/**
 * Records what the shopper did on the sandbox gateway, or the shop's close of the trade; a trade
 * once paid stays paid (a channel never takes a success back) and one once closed stays closed (it
 * can no longer be paid), so the row answers what the channel's books say now.
 */
export async function upsertSandboxTrade(db: Executor, row: typeof paySandboxTrades.$inferInsert, ended: { success: string; closed: string }): Promise<SandboxTradeRow> {
  const [saved] = await db
    .insert(paySandboxTrades)
    .values(row)
    .onConflictDoUpdate({
      target: paySandboxTrades.outTradeNo,
      set: {
        status: sql`case when ${paySandboxTrades.status} in (${ended.success}, ${ended.closed}) then ${paySandboxTrades.status} else excluded.status end`,
        // The moment its status last changed (a paid trade's payment time, its bill's day): a repeat leaves it.
        updatedAt: sql`case when ${paySandboxTrades.status} in (${ended.success}, ${ended.closed}) then ${paySandboxTrades.updatedAt} else excluded.updated_at end`,
      },
    })
    .returning();
  return saved!;
}

export type SandboxRefundRow = typeof paySandboxRefunds.$inferSelect;

/** The trade, locked: refunds of one trade are decided one at a time, so two cannot both take its last fen. */
export async function lockSandboxTrade(tx: Executor, outTradeNo: string): Promise<SandboxTradeRow | undefined> {
  const [row] = await tx.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, outTradeNo)).for('update');
  return row;
}

export async function findSandboxRefund(db: Executor, outRefundNo: string): Promise<SandboxRefundRow | undefined> {
  const [row] = await db.select().from(paySandboxRefunds).where(eq(paySandboxRefunds.outRefundNo, outRefundNo)).limit(1);
  return row;
}

/** Fen refunded (or being refunded) of a trade. */
export async function sandboxRefundedFen(tx: Executor, outTradeNo: string, failedStatus: string): Promise<number> {
  const [row] = await tx
    .select({ fen: sql<string>`coalesce(sum(${paySandboxRefunds.amountFen}), 0)` })
    .from(paySandboxRefunds)
    .where(and(eq(paySandboxRefunds.outTradeNo, outTradeNo), ne(paySandboxRefunds.status, failedStatus)));
  return Number(row?.fen ?? 0);
}

export async function insertSandboxRefund(tx: Executor, row: typeof paySandboxRefunds.$inferInsert): Promise<SandboxRefundRow> {
  const [saved] = await tx.insert(paySandboxRefunds).values(row).returning();
  return saved!;
}

/** A refund the sandbox has accepted and not yet paid out. */
export const SANDBOX_REFUND_PROCESSING = 'PROCESSING';

/** Pays out the refunds whose delay has passed and answers every ended one (paid or failed) not yet acknowledged. */
export async function dueSandboxRefunds(db: Executor, paidBy: Date, ended: { success: string; failed: string }, limit: number): Promise<SandboxRefundRow[]> {
  await db
    .update(paySandboxRefunds)
    .set({ status: ended.success })
    .where(and(eq(paySandboxRefunds.status, SANDBOX_REFUND_PROCESSING), lte(paySandboxRefunds.createdAt, paidBy)));
  return db
    .select()
    .from(paySandboxRefunds)
    .where(and(inArray(paySandboxRefunds.status, [ended.success, ended.failed]), isNull(paySandboxRefunds.notifiedAt)))
    .orderBy(asc(paySandboxRefunds.createdAt))
    .limit(limit);
}

/** Fails a refund the sandbox has not paid out yet (its money stays with the trade); answers whether it did. */
export async function failSandboxRefund(db: Executor, outRefundNo: string, failedStatus: string): Promise<boolean> {
  const failed = await db
    .update(paySandboxRefunds)
    .set({ status: failedStatus })
    .where(and(eq(paySandboxRefunds.outRefundNo, outRefundNo), eq(paySandboxRefunds.status, SANDBOX_REFUND_PROCESSING)))
    .returning({ outRefundNo: paySandboxRefunds.outRefundNo });
  return failed.length > 0;
}

export async function acknowledgeSandboxRefund(db: Executor, outRefundNo: string, now: Date): Promise<void> {
  await db
    .update(paySandboxRefunds)
    .set({ notifiedAt: now })
    .where(and(eq(paySandboxRefunds.outRefundNo, outRefundNo), isNull(paySandboxRefunds.notifiedAt)));
}

/** The sandbox's bill of [from, to): trades paid (by the time of their payment) and refunds paid out (by their request), in that window. */
export async function sandboxBillRows(db: Executor, from: Date, to: Date, paid: { trade: string; refund: string }) {
  const trades = await db
    .select({ outTradeNo: paySandboxTrades.outTradeNo, channelTradeNo: paySandboxTrades.channelTradeNo, amountFen: paySandboxTrades.amountFen, at: paySandboxTrades.updatedAt })
    .from(paySandboxTrades)
    .where(and(eq(paySandboxTrades.status, paid.trade), gte(paySandboxTrades.updatedAt, from), lt(paySandboxTrades.updatedAt, to)))
    .orderBy(asc(paySandboxTrades.updatedAt));
  const refunds = await db
    .select({ outTradeNo: paySandboxRefunds.outTradeNo, outRefundNo: paySandboxRefunds.outRefundNo, amountFen: paySandboxRefunds.amountFen, at: paySandboxRefunds.createdAt })
    .from(paySandboxRefunds)
    .where(and(eq(paySandboxRefunds.status, paid.refund), gte(paySandboxRefunds.createdAt, from), lt(paySandboxRefunds.createdAt, to)))
    .orderBy(asc(paySandboxRefunds.createdAt));
  return { trades, refunds };
}
