import { DASHBOARD_DAYS } from '@emall/contract';
import { chinaDateStamp } from '@emall/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOrder, placeOrder } from '../../test/payments.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { users } from '../auth/auth.table.ts';
import { dashboard } from './dashboard.service.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const dashed = (at: Date) => chinaDateStamp(at).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');

describe('the dashboard', () => {
  it('lists the last 30 China days, oldest first, today last', async () => {
    const answer = await dashboard(app.ctx);
    expect(answer.days).toHaveLength(DASHBOARD_DAYS);
    expect(answer.today).toEqual(answer.days.at(-1));
    expect(answer.today.date).toBe(dashed(app.clock.now()));
  });

  it('counts an order placed today, and its cash once paid, and its goods among the top sellers', async () => {
    const before = await dashboard(app.ctx);
    const placed = await placeOrder(app, { priceFen: 12_300 });
    const afterPlacing = await dashboard(app.ctx);
    expect(afterPlacing.today.orderCount).toBe(before.today.orderCount + 1);
    expect(afterPlacing.today.paidCount).toBe(before.today.paidCount);
    expect(afterPlacing.today.salesFen).toBe(before.today.salesFen);

    await payOrder(app, placed);
    const afterPaying = await dashboard(app.ctx);
    expect(afterPaying.today.paidCount).toBe(before.today.paidCount + 1);
    expect(afterPaying.today.salesFen).toBe(before.today.salesFen + placed.payAmount);
    expect(afterPaying.days.slice(0, -1)).toEqual(before.days.slice(0, -1));
    const top = afterPaying.topGoods.find((g) => g.pieces === 1 && g.amountFen === 12_300);
    expect(top, JSON.stringify(afterPaying.topGoods)).toBeDefined();
    expect(top!.orderCount).toBe(1);
  });

  it('counts E-value paid with an order as E-value sales', async () => {
    const before = await dashboard(app.ctx);
    const placed = await placeOrder(app, { integral: 500, points: 5_000 });
    await payOrder(app, placed);
    const after = await dashboard(app.ctx);
    expect(after.today.salesEValue).toBe(before.today.salesEValue + 500);
    expect(after.today.salesFen).toBe(before.today.salesFen + placed.payAmount);
  });

  it('counts a shopper signing up now as a new user of today', async () => {
    const before = await dashboard(app.ctx);
    await loginAs(app, '13912340001');
    expect((await dashboard(app.ctx)).today.newUsers).toBe(before.today.newUsers + 1);
  });

  it('starts a day at midnight China time: 16:00 UTC belongs to the next day', async () => {
    const before = await dashboard(app.ctx);
    const midnight = new Date(`${before.today.date}T00:00:00+08:00`);
    await app.ctx.db.insert(users).values([
      { phone: '13912340002', nickname: 'a', registerSource: 'test', createdAt: midnight },
      { phone: '13912340003', nickname: 'b', registerSource: 'test', createdAt: new Date(midnight.getTime() - 1) },
    ]);
    const after = await dashboard(app.ctx);
    expect(after.today.newUsers).toBe(before.today.newUsers + 1);
    expect(after.days.at(-2)!.newUsers).toBe(before.days.at(-2)!.newUsers + 1);
  });
});
