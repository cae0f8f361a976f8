import { ErrorCode, fillPath, Paths, type DevPayDeadlineResult, type PayCountdown } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from '../../test/goods.ts';
import { stockOf } from '../../test/orders.ts';
import { orderRow, payOrder, placeOrder } from '../../test/payments.ts';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../../test/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

const move = (token: string | null, payload: unknown) => call<DevPayDeadlineResult>(app, 'POST', Paths.devPayDeadline, { token, payload });
const countdownOf = (token: string, orderNo: string) =>
  call<PayCountdown>(app, 'GET', fillPath(Paths.payCountdown, { id: orderNo }), { token });

describe('POST /dev/orders/pay-deadline', () => {
  it('gives an unpaid order `seconds` to be paid; its countdown then runs out and closes it as usual', async () => {
    const placed = await placeOrder(app, { stock: 5 });
    const moved = await move(placed.user.token, { orderNo: placed.orderNo, seconds: 20 });
    expect(moved.code, moved.body).toBe(0);
    expect(Date.parse(moved.result.payDeadline) - app.clock.now().getTime()).toBe(20_000);
    expect((await countdownOf(placed.user.token, placed.orderNo)).result).toMatchObject({ remainSeconds: 20, closed: false });

    app.clock.advance(20_000);
    expect((await countdownOf(placed.user.token, placed.orderNo)).result).toMatchObject({ remainSeconds: 0, closed: true });
    expect(await stockOf(app, placed.skuId)).toBe(5);
  });

  it('refuses another user’s order, as an unknown one, and moves nothing', async () => {
    const mine = await placeOrder(app);
    const other = await placeOrder(app);
    const before = (await orderRow(app, mine.orderId))!.payDeadline;
    expectError(await move(other.user.token, { orderNo: mine.orderNo, seconds: 0 }), ErrorCode.ORDER_NOT_FOUND, 404);
    expect((await orderRow(app, mine.orderId))!.payDeadline).toEqual(before);
  });

  it('refuses a paid or closed order', async () => {
    const paid = await placeOrder(app);
    await payOrder(app, paid);
    expectError(await move(paid.user.token, { orderNo: paid.orderNo, seconds: 10 }), ErrorCode.ORDER_NOT_PAYABLE, 200);

    const closed = await placeOrder(app);
    expect((await move(closed.user.token, { orderNo: closed.orderNo, seconds: 0 })).code).toBe(0);
    expect((await countdownOf(closed.user.token, closed.orderNo)).result.closed).toBe(true);
    expectError(await move(closed.user.token, { orderNo: closed.orderNo, seconds: 10 }), ErrorCode.ORDER_NOT_PAYABLE, 200);
  });

  it('needs a login and a well-formed body', async () => {
    const placed = await placeOrder(app);
    expectError(await move(null, { orderNo: placed.orderNo, seconds: 10 }), ErrorCode.SESSION_EXPIRED, 401);
    for (const payload of [
      { orderNo: placed.orderNo, seconds: -1 },
      { orderNo: placed.orderNo, seconds: 86_401 },
      { orderNo: placed.orderNo, seconds: 1.5 },
      { orderNo: 'EM1', seconds: 10 },
      { orderNo: placed.orderNo },
      { orderNo: placed.orderNo, seconds: 10, extra: 1 },
    ]) {
      expectError(await move(placed.user.token, payload), ErrorCode.BAD_REQUEST, 400);
    }
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ seed: false, env: PRODUCTION_TEST_ENV });
    try {
      const res = await prod.server.inject({ method: 'POST', url: `/api-gateway${Paths.devPayDeadline}`, payload: { orderNo: 'YC20261122000000000001', seconds: 1 } });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
