import { CHINA_OFFSET_MS, MainOrderStatus, StatementState } from '@emall/contract';
import { and, count, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboard } from '../modules/dashboard/dashboard.service.ts';
import { orders } from '../modules/orders/orders.table.ts';
import { mismatchesOf } from '../modules/reconciliation/reconciliation.repository.ts';
import { reconcileDay } from '../modules/reconciliation/reconciliation.service.ts';
import { rightsPools, userRights } from '../modules/rights/rights.table.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoActivity } from './demo-activity.ts';

let app: TestApp;
beforeAll(async () => {
  // The demo data as seedIfEmpty leaves it (without drawing the pictures again), then the month.
  app = await createTestApp();
  await seedDemoActivity(app.ctx);
}, 120_000);
afterAll(() => app.close());

describe('the demo month (npm start)', () => {
  it('fills the dashboard: orders, paid sales and new users on most of the last 30 days, and best sellers', async () => {
    const board = await dashboard(app.ctx);
    const days = board.days;
    expect(days.filter((d) => d.orderCount > 0).length).toBeGreaterThanOrEqual(15);
    expect(days.filter((d) => d.salesFen > 0).length).toBeGreaterThanOrEqual(15);
    expect(days.reduce((a, d) => a + d.newUsers, 0)).toBeGreaterThanOrEqual(40);
    const placed = days.reduce((a, d) => a + d.orderCount, 0);
    const paid = days.reduce((a, d) => a + d.paidCount, 0);
    expect(placed).toBeGreaterThanOrEqual(40);
    expect(paid).toBeGreaterThan(placed / 2);
    expect(paid).toBeLessThan(placed);
    expect(board.topGoods.length).toBeGreaterThan(0);
    expect(board.topGoods[0]!.amountFen).toBeGreaterThan(0);
  });

  it('leaves no unpaid order past its deadline: those are closed before the shop opens', async () => {
    const [late] = await app.ctx.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, MainOrderStatus.waitPay), lt(orders.payDeadline, app.clock.now())));
    expect(late!.n).toBe(0);
  });

  it('has shoppers hold every right a pool has handed out, so claimed counts match the stock gone', async () => {
    const pools = await app.ctx.db.select().from(rightsPools);
    const held = await app.ctx.db.select({ poolId: userRights.poolId, n: count() }).from(userRights).groupBy(userRights.poolId);
    const heldOf = new Map(held.map((h) => [h.poolId, h.n]));
    for (const pool of pools) expect(heldOf.get(pool.id) ?? 0, pool.cardName).toBe(pool.stockTotal - pool.stockLeft);
    expect(pools.find((p) => p.cardName === '限量免单券')).toMatchObject({ stockLeft: 0 });
  });

  it("dates the sandbox channel's trades as ours, so 对账 of a seeded day finds nothing amiss", async () => {
    const days = (await dashboard(app.ctx)).days.filter((d) => d.paidCount > 0);
    const today = new Date(app.clock.now().getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
    const day = days.map((d) => d.date).find((d) => d < today)!;
    const statement = await reconcileDay(app.ctx, day);
    expect(statement).toMatchObject({ state: StatementState.done });
    expect(statement.trades).toBeGreaterThan(0);
    expect(await mismatchesOf(app.ctx.db, statement.id)).toEqual([]);
  });
});
