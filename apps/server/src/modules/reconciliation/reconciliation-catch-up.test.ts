import { StatementState } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startWechatpayStandin, type WechatpayStandin } from '../../test/wechatpay-standin.ts';
import { CATCH_UP_DAYS, catchUpStatements, daysWithBillsOut, reconcileDay } from './reconciliation.service.ts';
import { statementDays } from './reconciliation-admin.service.ts';
import * as repo from './reconciliation.repository.ts';

/** 对账 on a fresh start (issue 20): the last week's bills of a real channel compared at once, not at the daily job's hour. */
let wechat: WechatpayStandin;
let app: TestApp;

beforeAll(async () => {
  let now = () => new Date();
  wechat = await startWechatpayStandin(() => now());
  app = await createTestApp({ seed: false, env: { ...wechat.env(), PAY_PROVIDER: 'wechatpay' } });
  now = () => app.clock.now();
});
afterAll(async () => {
  await app.close();
  await wechat.close();
});

describe('the start’s catch-up of statements', () => {
  it('answers the last days whose bills are out: yesterday only from 10:00 China time', () => {
    expect(daysWithBillsOut(new Date('2026-11-28T09:30:00+08:00'), 3)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(daysWithBillsOut(new Date('2026-11-28T10:00:00+08:00'), 3)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(daysWithBillsOut(new Date('2026-03-01T12:00:00+08:00'), 2)).toEqual(['2026-02-27', '2026-02-28']);
  });

  it('compares the missing days once, not the days done, and a second instance starting adds nothing', async () => {
    const days = daysWithBillsOut(app.clock.now(), CATCH_UP_DAYS);
    expect(days).toHaveLength(CATCH_UP_DAYS);
    const [done1, done2] = [days[1]!, days[4]!];
    for (const day of [done1, done2]) await reconcileDay(app.ctx, day, { channel: 'wechatpay' });
    // A day whose bill was not ready when last asked is pending: the catch-up asks it again.
    wechat.billsNotReady.add(days[6]!);
    await reconcileDay(app.ctx, days[6]!, { channel: 'wechatpay' });
    wechat.billsNotReady.delete(days[6]!);
    expect((await repo.findStatement(app.ctx.db, days[6]!, 'wechatpay'))?.state).toBe(StatementState.pending);
    // Bills asked of the channel (a day without trades has no file to download: NO_STATEMENT_EXIST, an empty bill).
    const fetched = vi.spyOn(globalThis, 'fetch');
    const asked = () => fetched.mock.calls.filter(([url]) => String(url instanceof Request ? url.url : url).includes('/v3/bill/tradebill')).length;

    const first = await catchUpStatements(app.ctx);
    expect(first.reconciled).toEqual(days.filter((d) => d !== done1 && d !== done2));
    expect(asked()).toBe(CATCH_UP_DAYS - 2);
    for (const day of days) expect((await repo.findStatement(app.ctx.db, day, 'wechatpay'))?.state, day).toBe(StatementState.done);

    // Another instance starting (or this one again): every day is done, no bill is asked.
    expect(await catchUpStatements(app.ctx)).toEqual({ reconciled: [] });
    expect(asked()).toBe(CATCH_UP_DAYS - 2);
    fetched.mockRestore();
    expect((await statementDays(app.ctx, {})).sandboxOnly).toBe(false);
  });
});
