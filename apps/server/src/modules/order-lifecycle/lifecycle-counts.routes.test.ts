import { ErrorCode, MainOrderStatus, OrderFamily, OrderKind, OrderListTab } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/goods.ts';
import { lifecycleGoods, orderDetail, place, shopper, urlConfigs } from '../../test/lifecycle.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
let skus: Awaited<ReturnType<typeof lifecycleGoods>>;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  skus = await lifecycleGoods(app);
});

afterAll(() => app.close());

describe('the order url config', () => {
  it('answers the seeded bar in order with the routes, and the user’s counts', async () => {
    const guest = await urlConfigs(app, null, 'displayPlatform=H5&_t=1');
    expect(guest.code, guest.body).toBe(0);
    expect(guest.result.map((c) => [c.title, c.tab, c.url, c.count])).toEqual([
      ['全部订单', OrderListTab.all, '/order/list?status=all', 0],
      ['待付款', OrderListTab.waitPay, '/order/list?status=waitPay', 0],
      ['待发货', OrderListTab.waitSend, '/order/list?status=waitSend', 0],
      ['待收货', OrderListTab.waitReceive, '/order/list?status=waitReceive', 0],
      ['待评价', OrderListTab.waitAppraise, '/order/list?status=waitAppraise', 0],
      ['退款/售后', OrderListTab.afterSales, '/order/list?status=afterSales', 0],
    ]);

    const user = await shopper(app);
    await place(app, user, skus.cash);
    await place(app, user, skus.virtual);
    await place(app, user, skus.eValue);
    await place(app, user, skus.homeCharging);
    const counts = Object.fromEntries((await urlConfigs(app, user.token)).result.map((c) => [c.tab, c.count]));
    expect(counts).toEqual({ all: 0, waitPay: 2, waitSend: 2, waitReceive: 0, waitAppraise: 0, afterSales: 0 });
    expectError(await urlConfigs(app, null, `displayPlatform=${'x'.repeat(30)}`), ErrorCode.BAD_REQUEST, 400);
  });

  it('counts only the asking user’s orders (the 我的 page’s badges)', async () => {
    const buyer = await shopper(app);
    const other = await shopper(app);
    await place(app, buyer, skus.cash);
    await place(app, other, skus.cash);
    await place(app, other, skus.cash);
    const countsOf = async (token: string) => Object.fromEntries((await urlConfigs(app, token)).result.map((c) => [c.tab, c.count]));
    expect((await countsOf(buyer.token)).waitPay).toBe(1);
    expect((await countsOf(other.token)).waitPay).toBe(2);
    const stranger = await shopper(app);
    expect(Object.values(await countsOf(stranger.token))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('main orders', () => {
  it('lists a home charging order as a main order in stocking', async () => {
    const user = await shopper(app);
    const id = await place(app, user, skus.homeCharging);
    const { result } = await orderDetail(app, user.token, id);
    expect(result).toMatchObject({ kind: OrderKind.homeCharging, family: OrderFamily.main, status: MainOrderStatus.stocking, statusText: '备货中' });
  });
});
