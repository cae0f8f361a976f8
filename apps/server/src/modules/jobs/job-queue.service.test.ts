import { DeductType, JobName, MainOrderStatus, PAY_TIMEOUT_MINUTES } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/concurrency.ts';
import { insertGoods } from '../../test/cart.ts';
import { insertAddress, ordersOf, stockOf, submit } from '../../test/orders.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeExpiredOrders } from '../orders/order-expiry.service.ts';
import { createJobQueue, JOB_SCHEMA, type JobQueue, type ScheduledJob } from './job-queue.service.ts';

/**
 * The job queue on the test's own database (PGlite, or PostgreSQL with DATABASE_URL): two queues
 * stand for two server instances, each a pg-boss of its own with its own clocks and workers.
 */
let app: TestApp;
const instances: JobQueue[] = [];

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(async () => {
  await Promise.all(instances.map((q) => q.stop()));
  await app.close();
});

function instance(): JobQueue {
  const queue = createJobQueue(app.ctx.database, app.ctx.log);
  instances.push(queue);
  return queue;
}

interface JobRow {
  state: string;
  singleton_on: string | null;
  retry_count: number;
}
async function jobRows(name: string): Promise<JobRow[]> {
  const { rows } = await app.ctx.database.executeSql(`select state, singleton_on::text, retry_count from ${JOB_SCHEMA}.job where name = $1`, [name]);
  return rows as JobRow[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled jobs on two instances', () => {
  it('runs each tick once, on one of them', async () => {
    const runs: string[] = [];
    const job = (who: string): ScheduledJob => ({ name: JobName.invoiceSweep, everyMs: 1_000, run: async () => void runs.push(who) });
    const [a, b] = [instance(), instance()];
    // On PostgreSQL they start together, as a deploy starts them; PGlite is one session, which one process owns.
    if (app.ctx.database.kind === 'postgres') await Promise.all([a.start([job('a')]), b.start([job('b')])]);
    else for (const [queue, who] of [[a, 'a'], [b, 'b']] as const) await queue.start([job(who)]);
    await sleep(4_000);
    await Promise.all([a.stop(), b.stop()]);
    const rows = await jobRows(JobName.invoiceSweep);
    const done = rows.filter((r) => r.state === 'completed');
    // One job per one-second slot whoever offered it, and each ran once: as many runs as completed jobs.
    expect(new Set(rows.map((r) => r.singleton_on)).size).toBe(rows.length);
    expect(done.length).toBeGreaterThanOrEqual(2);
    expect(done.length).toBeLessThanOrEqual(6);
    expect(runs).toHaveLength(done.length);
  });

  it('runs a start’s catch-up once however many instances start, and never on a clock', async () => {
    const runs: string[] = [];
    const job = (who: string): ScheduledJob => ({ name: JobName.payStatementCatchUp, everyMs: 3_600_000, atStartOnly: true, run: async () => void runs.push(who) });
    const [a, b] = [instance(), instance()];
    if (app.ctx.database.kind === 'postgres') await Promise.all([a.start([job('a')]), b.start([job('b')])]);
    else for (const [queue, who] of [[a, 'a'], [b, 'b']] as const) await queue.start([job(who)]);
    await until(async () => (await jobRows(JobName.payStatementCatchUp)).some((r) => r.state === 'completed'));
    await sleep(2_000);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toHaveLength(1);
    expect(await jobRows(JobName.payStatementCatchUp)).toEqual([expect.objectContaining({ state: 'completed' })]);
  });
});

describe('a run that fails midway', () => {
  it('is retried and its effect happens once', async () => {
    const { skuIds } = await insertGoods(app, { priceFen: 20_000, deductType: DeductType.cash }, [{ stock: 10 }]);
    const user = await newUser(app, 0);
    await insertAddress(app, user.userId);
    const placed = await submit(app, user.token, { productSpecsId: String(skuIds[0]), purchaseCount: 2, payMethod: 'evalue' });
    expect(placed.code, placed.body).toBe(0);
    expect(await stockOf(app, skuIds[0]!)).toBe(8);
    app.clock.advance(PAY_TIMEOUT_MINUTES * 60_000);

    // The first run closes the order and then crashes before it can report; the retry finds nothing left to do.
    const closedPerRun: number[] = [];
    const crashing: ScheduledJob = {
      name: JobName.orderExpiry,
      everyMs: 60_000,
      run: async () => {
        closedPerRun.push(await closeExpiredOrders(app.ctx));
        if (closedPerRun.length === 1) throw new Error('crashed after closing');
        return { closed: closedPerRun.at(-1) };
      },
    };
    const queue = instance();
    await queue.start([crashing]);
    await queue.boss()!.send(JobName.orderExpiry, null, { retryDelay: 1 });
    await until(async () => (await jobRows(JobName.orderExpiry)).some((r) => r.state === 'completed'));

    expect(closedPerRun).toEqual([1, 0]);
    expect(await jobRows(JobName.orderExpiry)).toEqual([expect.objectContaining({ state: 'completed', retry_count: 1 })]);
    expect(await stockOf(app, skuIds[0]!)).toBe(10);
    expect((await ordersOf(app, user.userId))[0]).toMatchObject({ status: MainOrderStatus.close });
  });
});
