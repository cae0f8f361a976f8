import { ActivityType, AfterSalesReason, CrowdfundStatus, CrowdfundTargetType, DeductType, JobName } from '@emall/contract';
import { crowdfundRefundKey } from '@emall/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/concurrency.ts';
import { backgroundJobs } from '../../background-jobs.ts';
import type { AppContext } from '../../context.ts';
import { insertGoods } from '../../test/cart.ts';
import { insertAddress, newKey, rightOf, stockOf, submit } from '../../test/orders.ts';
import { orderRow, payOrder, refundsOf, type PlacedOrder } from '../../test/payments.ts';
import { balanceAndLedger, claim, insertPool, newUser } from '../../test/storefront.ts';
import { createTestApp, secondInstance, type TestApp } from '../../test/test-app.ts';
import { afterSalesCases } from '../after-sales/after-sales.table.ts';
import { goodsCrowdfunds } from '../catalogue/catalogue.table.ts';
import { settleCrowdfund, settleEndedCrowdfunds } from '../crowdfund/crowdfund-settlement.service.ts';
import { JOB_SCHEMA, type ScheduledJob } from './job-queue.service.ts';

/**
 * Issue 19, "Prove it": two server instances on one PostgreSQL database, each with its own context,
 * pool, pg-boss and clocks running every background job as `npm start` does (crowdfund settlement
 * every second here, CROWDFUND_SETTLE_SECONDS). PostgreSQL only: PGlite is one process's own
 * connection, so a second instance cannot open it (job-queue.service.test.ts covers PGlite).
 */
const HOUR_MS = 3_600_000;
const PRICE_FEN = 20_000;
const EVALUE = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL (skipped on PGlite: one process owns it)', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondInstance>>;
  /** Finished runs per job across both instances. */
  const runs = new Map<string, number>();
  /** Armed, the settlement job dies after its second order (refund or close), once, on whichever instance runs it. */
  const crash = { armed: false, orders: 0, fired: 0 };

  function jobsOf(who: string, server: FastifyInstance, ctx: AppContext): ScheduledJob[] {
    const afterOrder = () => {
      if (!crash.armed || ++crash.orders < 2) return;
      crash.armed = false;
      crash.fired++;
      throw new Error(`instance ${who} died between two refunds`);
    };
    return backgroundJobs(server, ctx).map((job) => ({
      ...job,
      run: async () => {
        const output = job.name === JobName.crowdfundSettle ? await settleEndedCrowdfunds(ctx, { afterOrder }) : await job.run();
        runs.set(job.name, (runs.get(job.name) ?? 0) + 1);
        return output;
      },
    }));
  }

  async function jobRows(name: string) {
    const { rows } = await a.ctx.database.executeSql(`select state, singleton_on::text as slot, retry_count from ${JOB_SCHEMA}.job where name = $1`, [name]);
    return rows as { state: string; slot: string | null; retry_count: number }[];
  }

  beforeAll(async () => {
    a = await createTestApp({ seed: false, env: { CROWDFUND_SETTLE_SECONDS: '1' } });
    b = await secondInstance(a);
    // Started together, as a deploy starts them.
    await Promise.all([a.ctx.jobs.start(jobsOf('a', a.server, a.ctx)), b.ctx.jobs.start(jobsOf('b', b.server, b.ctx))]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** A running crowdfund of the test's own, until an hour from now, its amount target out of reach. */
  async function failingCrowdfund() {
    const now = a.clock.now().getTime();
    const { goodsId, skuIds } = await insertGoods(
      a,
      { priceFen: PRICE_FEN, deductType: DeductType.cash, deductAmountFen: 3_000, activityType: ActivityType.CROWDFUNDING },
      [{ stock: 100 }],
      { status: CrowdfundStatus.CrowdfundPreheat, startAt: new Date(now - 24 * HOUR_MS), endAt: new Date(now + HOUR_MS) },
    );
    await a.ctx.db.update(goodsCrowdfunds).set({ targetType: CrowdfundTargetType.Amount, targetValue: 100_000_000 }).where(eq(goodsCrowdfunds.goodsId, goodsId));
    const [cf] = await a.ctx.db.select().from(goodsCrowdfunds).where(eq(goodsCrowdfunds.goodsId, goodsId));
    return { goodsId, skuId: skuIds[0]!, crowdfundNo: cf!.crowdfundNo };
  }

  /** A supporter paying with cash, E-value (¥3) and a ¥10 coupon. */
  async function support(skuId: number, pieces: number, pay = true): Promise<PlacedOrder & { rightId: number }> {
    const user = await newUser(a, EVALUE);
    await insertAddress(a, user.userId);
    const pool = await insertPool(a, { kind: 'coupon', cardName: '众筹测试券', eachReductionFen: 1_000, useConditionFen: 0 });
    const rightId = Number(JSON.parse((await claim(a, user.token, pool)).body).result.rightsAccountId);
    const body = { productSpecsId: String(skuId), purchaseCount: pieces, useIntegral: true, payMethod: 'evalue', integral: 300, rightsAccountId: String(rightId) };
    const placed = await submit(a, user.token, body, { key: newKey() });
    expect(placed.code, placed.body).toBe(0);
    const order = { user, orderNo: placed.result.orderNo, orderId: Number(placed.result.orderId), skuId, payAmount: placed.result.payAmount, rightId };
    if (pay) await payOrder(a, order);
    return order;
  }

  const settledAt = async (goodsId: number) => (await a.ctx.db.select().from(goodsCrowdfunds).where(eq(goodsCrowdfunds.goodsId, goodsId)))[0]!.settledAt;

  /** Each order refunded once, to the fen, under its crowdfund's key; its E-value and coupon back, the order closed. */
  async function expectRefundedOnce(crowdfundNo: string, paid: readonly (PlacedOrder & { rightId: number })[]) {
    for (const order of paid) {
      expect((await refundsOf(a, order.orderId)).map((r) => r.amountFen), order.orderNo).toEqual([order.payAmount]);
      const cases = await a.ctx.db.select().from(afterSalesCases).where(eq(afterSalesCases.orderId, order.orderId));
      expect(cases.map((c) => [c.idempotencyKey, c.reason])).toEqual([[crowdfundRefundKey(crowdfundNo, order.orderId), AfterSalesReason.crowdfundFail]]);
      expect((await orderRow(a, order.orderId)).cancelledAt).not.toBeNull();
      expect(await balanceAndLedger(a, order.user.userId)).toMatchObject({ balance: EVALUE, ledgerSum: EVALUE });
      expect((await rightOf(a, order.rightId)).status).toBe(0);
    }
  }

  it('runs each scheduled job once per tick across both', async () => {
    const started = Date.now();
    await sleep(3_000);
    const seconds = (Date.now() - started) / 1000;
    const rows = await jobRows(JobName.crowdfundSettle);
    const settleRuns = runs.get(JobName.crowdfundSettle) ?? 0;
    // One job per one-second slot, whichever instance offered it (each offers twice a slot) ...
    expect(new Set(rows.map((r) => r.slot)).size).toBe(rows.length);
    // ... and each ran once: a finished run per completed job (one may be finishing as we read).
    const completed = rows.filter((r) => r.state === 'completed').length;
    expect(settleRuns).toBeGreaterThanOrEqual(completed);
    expect(settleRuns).toBeLessThanOrEqual(completed + 1);
    expect(settleRuns).toBeGreaterThanOrEqual(2);
    expect(settleRuns).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    // Every other job too: never two runs of one slot.
    const { rows: doubled } = await a.ctx.database.executeSql(
      `select name, singleton_on from ${JOB_SCHEMA}.job group by name, singleton_on having count(*) > 1`,
    );
    expect(doubled).toEqual([]);
  });

  it('retries a settlement that died between two refunds; every supporter is refunded once', async () => {
    const { goodsId, skuId, crowdfundNo } = await failingCrowdfund();
    const stockBefore = await stockOf(a, skuId);
    const paid = await Promise.all([support(skuId, 1), support(skuId, 2), support(skuId, 1), support(skuId, 3)]);
    const unpaid = await support(skuId, 2, false);
    crash.armed = true;
    a.clock.advance(2 * HOUR_MS);
    await until(async () => (await settledAt(goodsId)) !== null);

    expect(crash.fired).toBe(1);
    // The pass that died is run again by the queue (the next slot's pass may finish the work first): it finds nothing left.
    await until(async () => (await jobRows(JobName.crowdfundSettle)).some((r) => r.retry_count > 0 && r.state === 'completed'));
    await expectRefundedOnce(crowdfundNo, paid);
    expect((await orderRow(a, unpaid.orderId)).cancelledAt).not.toBeNull();
    expect(await refundsOf(a, unpaid.orderId)).toEqual([]);
    expect(await balanceAndLedger(a, unpaid.user.userId)).toMatchObject({ balance: EVALUE });
    expect((await rightOf(a, unpaid.rightId)).status).toBe(0);
    expect(await stockOf(a, skuId)).toBe(stockBefore);
  });

  it('refunds each order once when both instances settle the same crowdfund at once', async () => {
    const { goodsId, skuId, crowdfundNo } = await failingCrowdfund();
    const stockBefore = await stockOf(a, skuId);
    const paid = await Promise.all(Array.from({ length: 6 }, (_, i) => support(skuId, (i % 3) + 1)));
    a.clock.advance(2 * HOUR_MS);
    // Both instances' settlement at once, beside their own scheduled jobs.
    const reports = await Promise.all([settleCrowdfund(a.ctx, goodsId), settleCrowdfund(b.ctx, goodsId)]);
    expect(reports.map((r) => r.outcome)).toEqual([CrowdfundStatus.CrowdfundFail, CrowdfundStatus.CrowdfundFail]);
    await until(async () => (await settledAt(goodsId)) !== null);
    await expectRefundedOnce(crowdfundNo, paid);
    expect(await stockOf(a, skuId)).toBe(stockBefore);
  });
});
