import {
  ErrorCode,
  LogisticsStatus,
  MainOrderStatus,
  OrderAction,
  SandboxPaths,
  ShopOrderStatus,
  VoucherStatus,
  type ApiEnvelope,
  type VoucherRedeemResult,
} from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError } from '../../test/goods.ts';
import {
  confirmOrder,
  deleteOrder,
  lifecycleGoods,
  logisticsByExpressNo,
  logisticsCalls,
  orderDetail,
  orderRow,
  place,
  placePickup,
  shopper,
  voucherOf,
} from '../../test/lifecycle.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderParcels, orderParcelTraces, orderStatusEvents } from './lifecycle.table.ts';
import { advanceOrders } from './warehouse.service.ts';

let app: TestApp;
let skus: Awaited<ReturnType<typeof lifecycleGoods>>;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  skus = await lifecycleGoods(app);
});

afterAll(() => app.close());

const config = () => app.ctx.config.lifecycle;
const DAY_MS = 86_400_000;

/** Moves the test clock on and runs one lifecycle tick. */
async function tick(ms: number) {
  app.clock.advance(ms);
  return advanceOrders(app.ctx);
}

async function redeem(voucherCode: unknown) {
  const res = await app.server.inject({ method: 'POST', url: SandboxPaths.storeVoucherRedeem, payload: { voucherCode } });
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json<ApiEnvelope<VoucherRedeemResult>>();
  return { status: res.statusCode, code: body.code, message: body.message, result: body.result, body: res.body };
}

describe('the sandbox warehouse and carrier', () => {
  it('ships a paid posted order after the delay, then carries it to signed, then it finishes', async () => {
    const user = await shopper(app);
    const id = await place(app, user, skus.eValue);
    const { orderNo } = await orderRow(app, id);

    await tick(config().shipDelayMs - 1_000);
    expect((await orderRow(app, id)).status).toBe(ShopOrderStatus.waitSend);
    for (const answer of await logisticsCalls(app, user.token, id, orderNo)) expect(answer.result).toEqual([]);

    const shippedAt = new Date(app.clock.now().getTime() + 1_000);
    expect(await tick(1_000)).toMatchObject({ shipped: 1 });
    let detail = (await orderDetail(app, user.token, id)).result;
    expect(detail).toMatchObject({ status: ShopOrderStatus.waitReceive, statusText: '待收货' });
    expect(detail.actions).toEqual([OrderAction.logistics, OrderAction.buyAgain, OrderAction.confirm]);
    expect(detail.logistics).toMatchObject({ carrierName: '曜川速运', status: LogisticsStatus.collected, statusText: '已揽收' });
    expect(detail.logistics!.expressNo).toMatch(/^YCS\d{12}$/);
    expect(detail.logistics!.latest).toMatchObject({ status: LogisticsStatus.collected, at: shippedAt.toISOString() });

    const calls = await logisticsCalls(app, user.token, id, orderNo);
    for (const answer of calls) {
      expect(answer.code, answer.body).toBe(0);
      expect(answer.result).toEqual(calls[0]!.result);
    }
    const [parcel] = calls[0]!.result;
    expect(parcel).toMatchObject({ orderId: String(id), orderNo, carrierPhone: '95338', shippedAt: shippedAt.toISOString(), signedAt: null });
    expect(parcel!.lines.map((l) => l.productSpecsId)).toEqual([String(skus.eValue)]);
    expect(parcel!.traces.map((t) => t.statusText)).toEqual(['已揽收']);
    expect((await logisticsByExpressNo(app, user.token, parcel!.expressNo)).result).toEqual(parcel);

    await tick(config().carrierStepMs);
    await tick(config().carrierStepMs);
    expect((await orderRow(app, id)).status).toBe(ShopOrderStatus.waitReceive);
    const moving = (await logisticsByExpressNo(app, user.token, parcel!.expressNo)).result;
    expect(moving.traces.map((t) => t.statusText)).toEqual(['派送中', '运输中', '已揽收']);
    expect(moving.traces[0]!.description).toContain('上海市浦东新区');

    expect(await tick(config().carrierStepMs)).toMatchObject({ signed: 1 });
    detail = (await orderDetail(app, user.token, id)).result;
    expect(detail).toMatchObject({ status: ShopOrderStatus.waitAppraise, logistics: { status: LogisticsStatus.signed, statusText: '已签收' } });
    expect(detail.timeline.map((t) => t.statusText)).toEqual(['待发货', '待收货', '待评价']);
    expect((await logisticsByExpressNo(app, user.token, parcel!.expressNo)).result.signedAt).not.toBeNull();
    // Signed parcels are not followed again.
    expect(await tick(config().carrierStepMs)).toMatchObject({ signed: 0 });

    expectError(await deleteOrder(app, user.token, id), ErrorCode.ORDER_ACTION_NOT_ALLOWED);
    await tick(config().autoFinishDays * DAY_MS);
    detail = (await orderDetail(app, user.token, id)).result;
    expect(detail).toMatchObject({ status: ShopOrderStatus.finish, statusText: '已完成' });
    expect(detail.actions).toEqual([OrderAction.delete, OrderAction.logistics, OrderAction.buyAgain]);
    expect((await deleteOrder(app, user.token, id)).code).toBe(0);
  });

  it('leaves an order the user confirmed first where it is when the carrier signs', async () => {
    const user = await shopper(app);
    const id = await place(app, user, skus.eValue);
    await tick(config().shipDelayMs);
    expect((await confirmOrder(app, user.token, id)).result.status).toBe(ShopOrderStatus.waitAppraise);
    await tick(3 * config().carrierStepMs);
    expect((await orderRow(app, id)).status).toBe(ShopOrderStatus.waitAppraise);
    const events = await app.ctx.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id));
    expect(events.map((e) => e.status)).toEqual([ShopOrderStatus.waitReceive, ShopOrderStatus.waitAppraise]);
  });

  it('ships, traces and signs each order once when several ticks run at once', async () => {
    const user = await shopper(app);
    const ids = [await place(app, user, skus.eValue), await place(app, user, skus.eValue), await place(app, user, skus.eValue)];
    app.clock.advance(config().shipDelayMs);
    await Promise.all([advanceOrders(app.ctx), advanceOrders(app.ctx), advanceOrders(app.ctx)]);
    app.clock.advance(3 * config().carrierStepMs);
    await Promise.all([advanceOrders(app.ctx), advanceOrders(app.ctx)]);
    for (const id of ids) {
      const parcels = await app.ctx.db.select().from(orderParcels).where(eq(orderParcels.orderId, id));
      expect(parcels).toHaveLength(1);
      const traces = await app.ctx.db.select().from(orderParcelTraces).where(eq(orderParcelTraces.parcelId, parcels[0]!.id));
      expect(traces.map((t) => t.status).sort()).toEqual([1, 2, 3, 4]);
      const events = await app.ctx.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id));
      expect(events.map((e) => e.status)).toEqual([ShopOrderStatus.waitReceive, ShopOrderStatus.waitAppraise]);
    }
  });

  it('writes nothing for parcels the carrier has nothing new about, and records the next step when it comes', async () => {
    const user = await shopper(app);
    const id = await place(app, user, skus.eValue);
    await tick(config().shipDelayMs);
    await tick(config().carrierStepMs);
    const [parcel] = await app.ctx.db.select().from(orderParcels).where(eq(orderParcels.orderId, id));
    const tracesOf = async () => (await app.ctx.db.select().from(orderParcelTraces).where(eq(orderParcelTraces.parcelId, parcel!.id))).length;
    const recorded = await tracesOf();
    const transactions = vi.spyOn(app.ctx.db, 'transaction');
    try {
      // Every open parcel's traces are recorded: a tick that learns nothing opens no transaction.
      expect(await advanceOrders(app.ctx)).toMatchObject({ shipped: 0, signed: 0 });
      expect(transactions).not.toHaveBeenCalled();
      expect(await tracesOf()).toBe(recorded);
      await tick(config().carrierStepMs);
      expect(transactions).toHaveBeenCalled();
      expect(await tracesOf()).toBe(recorded + 1);
    } finally {
      transactions.mockRestore();
    }
  });

  it('keeps unpaid orders where they are', async () => {
    const user = await shopper(app);
    const id = await place(app, user, skus.cash);
    await tick(config().shipDelayMs);
    expect(await orderRow(app, id)).toMatchObject({ status: ShopOrderStatus.waitPay });
  });

  it('answers no parcel of another user, and not found for unknown numbers', async () => {
    const owner = await shopper(app);
    const stranger = await shopper(app);
    const id = await place(app, owner, skus.eValue);
    await tick(config().shipDelayMs);
    const { orderNo } = await orderRow(app, id);
    const [parcel] = (await logisticsCalls(app, owner.token, id, orderNo))[0]!.result;
    expectError(await logisticsByExpressNo(app, stranger.token, parcel!.expressNo), ErrorCode.LOGISTICS_NOT_FOUND, 404);
    expectError(await logisticsByExpressNo(app, owner.token, 'YCS000000000000'), ErrorCode.LOGISTICS_NOT_FOUND, 404);
    for (const answer of await logisticsCalls(app, stranger.token, id, orderNo)) expectError(answer, ErrorCode.ORDER_NOT_FOUND, 404);
    for (const answer of await logisticsCalls(app, owner.token, 999_999_999, 'YC000')) expectError(answer, ErrorCode.ORDER_NOT_FOUND, 404);
  });
});

describe('store pickup', () => {
  it('gives a voucher once paid, ready when the goods reach the store, used once at the counter', async () => {
    const user = await shopper(app);
    const unpaid = await placePickup(app, user, skus.cash);
    expectError(await voucherOf(app, user.token, unpaid), ErrorCode.VOUCHER_UNAVAILABLE, 200);

    const id = await placePickup(app, user, skus.eValue);
    const first = await voucherOf(app, user.token, id);
    expect(first.code, first.body).toBe(0);
    expect(first.result).toMatchObject({ orderId: String(id), status: VoucherStatus.unused, statusText: '待提货', readyForPickup: false, usedAt: null });
    expect(first.result.voucherCode).toMatch(/^\d{12}$/);
    expect(first.result.qrContent).toBe(`YCPICKUP:${first.result.orderNo}:${first.result.voucherCode}`);
    expect(first.result.store?.storeName).toBe('曜川上海张江服务中心');
    expect((await voucherOf(app, user.token, id)).result.voucherCode).toBe(first.result.voucherCode);
    expect((await orderDetail(app, user.token, id)).result.actions).toEqual([OrderAction.voucher, OrderAction.buyAgain]);

    // Not at the store yet: the counter refuses it and the voucher stays unused.
    expectError(await redeem(first.result.voucherCode), ErrorCode.ORDER_ACTION_NOT_ALLOWED);
    expect((await voucherOf(app, user.token, id)).result.status).toBe(VoucherStatus.unused);

    expect(await tick(config().shipDelayMs)).toMatchObject({ sentToStores: 1 });
    expect((await voucherOf(app, user.token, id)).result).toMatchObject({ readyForPickup: true });
    expect((await orderDetail(app, user.token, id)).result).toMatchObject({ status: ShopOrderStatus.waitReceive, logistics: null });

    const redeemed = await redeem(first.result.voucherCode);
    expect(redeemed.code, redeemed.body).toBe(0);
    expect(redeemed.result).toEqual({ orderId: String(id), orderNo: first.result.orderNo, status: ShopOrderStatus.waitAppraise });
    expect((await voucherOf(app, user.token, id)).result).toMatchObject({ status: VoucherStatus.used, statusText: '已提货', readyForPickup: false, usedAt: app.clock.now().toISOString() });
    expectError(await redeem(first.result.voucherCode), ErrorCode.VOUCHER_USED);
    expectError(await redeem('000000000000'), ErrorCode.VOUCHER_NOT_FOUND, 404);
    expectError(await redeem(''), ErrorCode.BAD_REQUEST, 400);
    expectError(await redeem(42), ErrorCode.BAD_REQUEST, 400);
  });

  it('gives no voucher for a posted order, another user’s order or a malformed id', async () => {
    const user = await shopper(app);
    const posted = await place(app, user, skus.eValue);
    expectError(await voucherOf(app, user.token, posted), ErrorCode.VOUCHER_UNAVAILABLE, 200);
    const pickup = await placePickup(app, user, skus.eValue);
    const stranger = await shopper(app);
    expectError(await voucherOf(app, stranger.token, pickup), ErrorCode.ORDER_NOT_FOUND, 404);
    expectError(await voucherOf(app, user.token, 'x1'), ErrorCode.BAD_REQUEST, 400);
    expectError(await voucherOf(app, null, pickup), ErrorCode.SESSION_EXPIRED, 401);
  });
});

describe('installed goods (main orders)', () => {
  it('go to the store, are confirmed, booked, installed, then signed off by the user', async () => {
    const user = await shopper(app);
    const id = await place(app, user, skus.homeCharging);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      await tick(config().installStepMs);
      seen.push((await orderRow(app, id)).status);
    }
    expect(seen).toEqual([
      MainOrderStatus.waitShopConfirm,
      MainOrderStatus.shopConfirm,
      MainOrderStatus.reserve,
      MainOrderStatus.installing,
      MainOrderStatus.waitSign,
    ]);
    const detail = (await orderDetail(app, user.token, id)).result;
    expect(detail.timeline.map((t) => t.statusText)).toEqual(['备货中', '待门店确认', '门店已确认', '已预约安装', '安装中', '待签收']);
    expect(detail.actions).toEqual([OrderAction.buyAgain, OrderAction.confirm]);
    expect((await confirmOrder(app, user.token, id)).result).toMatchObject({ status: MainOrderStatus.sign, statusText: '已签收' });
    await tick(config().autoFinishDays * DAY_MS);
    expect((await orderRow(app, id)).status).toBe(MainOrderStatus.finish);
  });
});
