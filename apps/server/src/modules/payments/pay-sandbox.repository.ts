import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paySandboxTrades } from './payments.table.ts';

export type SandboxTradeRow = typeof paySandboxTrades.$inferSelect;

export async function findSandboxTrade(db: Executor, outTradeNo: string): Promise<SandboxTradeRow | undefined> {
  const [row] = await db.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, outTradeNo)).limit(1);
  return row;
}

/**
 * Records what the shopper did on the sandbox gateway; a trade once paid stays paid (a channel
 * never takes a success back), so the row answers what the channel's books say now.
 */
export async function upsertSandboxTrade(db: Executor, row: typeof paySandboxTrades.$inferInsert, successStatus: string): Promise<SandboxTradeRow> {
  const [saved] = await db
    .insert(paySandboxTrades)
    .values(row)
    .onConflictDoUpdate({
      target: paySandboxTrades.outTradeNo,
      set: {
        status: sql`case when ${paySandboxTrades.status} = ${successStatus} then ${paySandboxTrades.status} else excluded.status end`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  return saved!;
}
