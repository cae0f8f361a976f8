import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, LogisticsStatus, Paths, ShopOrderStatus, type DevShipOrderResult, type Logistics } from '@emall/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { orderParcels, orderParcelTraces, orderStatusEvents } from '../modules/order-lifecycle/lifecycle.table.ts';
import { advanceOrders } from '../modules/order-lifecycle/warehouse.service.ts';
import { call, expectError } from '../test/goods.ts';
import { startKuaidi100Standin, type Kuaidi100Standin } from '../test/kuaidi100-standin.ts';
import { lifecycleGoods, logisticsCalls, orderRow, place, shopper, type Shopper } from '../test/lifecycle.ts';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../test/test-app.ts';
import { createKuaidi100Carrier, Kuaidi100Error, kuaidi100State } from './carrier-kuaidi100.ts';

let standin: Kuaidi100Standin;
let app: TestApp;
let skuId: number;
const salt = 'salt-of-this-test';
let seq = 0;
const newExpressNo = () => `ZT${process.pid}${String(++seq).padStart(6, '0')}`;

/** A free local port for the shop, so its public origin (the callback URL) is known before it starts. */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  standin = await startKuaidi100Standin();
  const port = await freePort();
  app = await createTestApp({ seed: false, env: standin.env(salt, `http://127.0.0.1:${port}`) });
  await app.server.listen({ port, host: '127.0.0.1' });
  skuId = (await lifecycleGoods(app)).eValue;
});
afterAll(async () => {
  await app.close();
  await standin.close();
});

/** A paid posted order of a fresh shopper (E-value only: waitSend at once). */
async function paidOrder(): Promise<{ user: Shopper; id: number; orderNo: string }> {
  const user = await shopper(app);
  const id = await place(app, user, skuId);
  return { user, id, orderNo: (await orderRow(app, id)).orderNo };
}

/** The warehouse hands the parcel over and enters its waybill (the dev route stands in for the entry). */
const ship = (token: string, orderNo: string, waybill?: { carrierCode: string; expressNo: string }) =>
  call<DevShipOrderResult>(app, 'POST', Paths.devShipOrder, { token, payload: { orderNo, ...(waybill ? { waybill } : {}) } });

const beijing = (offsetMinutes: number) =>
  new Date(app.clock.now().getTime() + 8 * 3600_000 + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');

async function logistics(user: Shopper, id: number, orderNo: string): Promise<Logistics> {
  const answers = await logisticsCalls(app, user.token, id, orderNo);
  for (const answer of answers) expect(answer.code, answer.body).toBe(0);
  return answers[0]!.result[0]!;
}

async function storedTraces(expressNo: string): Promise<number> {
  const [parcel] = await app.ctx.db.select().from(orderParcels).where(eq(orderParcels.expressNo, expressNo));
  const [row] = await app.ctx.db.select({ n: count() }).from(orderParcelTraces).where(eq(orderParcelTraces.parcelId, parcel!.id));
  return row!.n;
}

describe('Kuaidi100 (CARRIER_PROVIDER=kuaidi100) against its protocol stand-in', () => {
  it('ships no posted order by itself: the warehouse enters the waybill, without one the ship is refused', async () => {
    const { user, id, orderNo } = await paidOrder();
    app.clock.advance(app.ctx.config.lifecycle.shipDelayMs + 1_000);
    expect(await advanceOrders(app.ctx)).toMatchObject({ shipped: 0 });
    expect((await orderRow(app, id)).status).toBe(ShopOrderStatus.waitSend);
    expectError(await ship(user.token, orderNo), ErrorCode.ORDER_ACTION_NOT_ALLOWED, 200);
    expect((await ship(user.token, orderNo, { carrierCode: 'zhongtong', expressNo: newExpressNo() })).result.status).toBe(ShopOrderStatus.waitReceive);
  });

  it('reads traces through a query while none are stored, then the stored ones (one billed query)', async () => {
    const { user, id, orderNo } = await paidOrder();
    const expressNo = newExpressNo();
    standin.addTrace(expressNo, 'zhongtong', { statusCode: '103', status: '揽收', context: '【上海市】快件已揽收', time: beijing(0) });
    standin.addTrace(expressNo, 'zhongtong', { statusCode: '1002', status: '在途', context: '快件已发往 北京转运中心', time: beijing(90) });
    expect((await ship(user.token, orderNo, { carrierCode: 'zhongtong', expressNo })).code).toBe(0);
    const before = standin.queries;
    const first = await call<Logistics[]>(app, 'GET', `${Paths.logisticsInformations}?orderNo=${orderNo}`, { token: user.token });
    expect(first.result[0]!.traces).toHaveLength(2);
    const parcel = await logistics(user, id, orderNo);
    expect(parcel).toMatchObject({ carrierCode: 'zhongtong', carrierName: '中通快递', carrierPhone: '95311', expressNo, status: LogisticsStatus.inTransit, signedAt: null });
    expect(parcel.traces.map((t) => [t.status, t.description])).toEqual([
      [LogisticsStatus.inTransit, '快件已发往 北京转运中心'],
      [LogisticsStatus.collected, '【上海市】快件已揽收'],
    ]);
    expect(parcel.traces[1]!.at).toBe(app.clock.now().toISOString());
    // One query: the next four calls read the stored traces.
    expect(standin.queries - before).toBe(1);
    expect(await storedTraces(expressNo)).toBe(2);
  });

  it('subscribes a shipped parcel once; its callbacks move the traces and sign the order once, repeats included', async () => {
    const { user, id, orderNo } = await paidOrder();
    const expressNo = newExpressNo();
    expect((await ship(user.token, orderNo, { carrierCode: 'zhongtong', expressNo })).code).toBe(0);
    await advanceOrders(app.ctx);
    await advanceOrders(app.ctx);
    expect(standin.subscribeCalls.filter((c) => c.number === expressNo)).toEqual([{ number: expressNo, returnCode: '200' }]);
    expect(standin.subscriptions.get(expressNo)).toEqual({ callbackurl: expect.stringMatching(/\/hermes\/v1\/logistics\/kuaidi100\/callback$/), salt });

    standin.addTrace(expressNo, 'zhongtong', { statusCode: '103', status: '揽收', context: '快件已揽收', time: beijing(0) });
    expect(await standin.push(expressNo)).toEqual({ status: 200, body: { result: true, returnCode: '200', message: '成功' } });
    const queries = standin.queries;
    expect((await logistics(user, id, orderNo)).traces.map((t) => t.status)).toEqual([LogisticsStatus.collected]);

    standin.addTrace(expressNo, 'zhongtong', { statusCode: '501', status: '派件', context: '快递员正在派件', time: beijing(600) });
    standin.addTrace(expressNo, 'zhongtong', { statusCode: '301', status: '签收', context: '已签收,签收人:本人', time: beijing(700) });
    const pushes = await Promise.all([standin.push(expressNo), standin.push(expressNo)]);
    expect(pushes.map((p) => p.body)).toEqual([expect.objectContaining({ result: true }), expect.objectContaining({ result: true })]);
    expect(await standin.push(expressNo)).toMatchObject({ body: { result: true } });

    expect((await orderRow(app, id)).status).toBe(ShopOrderStatus.waitAppraise);
    const moves = await app.ctx.db.select({ n: count() }).from(orderStatusEvents).where(and(eq(orderStatusEvents.orderId, id), eq(orderStatusEvents.status, ShopOrderStatus.waitAppraise)));
    expect(moves[0]!.n).toBe(1);
    const parcel = await logistics(user, id, orderNo);
    expect(parcel.status).toBe(LogisticsStatus.signed);
    expect(parcel.signedAt).not.toBeNull();
    expect(parcel.traces.map((t) => t.status)).toEqual([LogisticsStatus.signed, LogisticsStatus.delivering, LogisticsStatus.collected]);
    expect(standin.queries).toBe(queries);
    // A signed parcel is not subscribed again.
    await advanceOrders(app.ctx);
    expect(standin.subscribeCalls.filter((c) => c.number === expressNo)).toHaveLength(1);
  });

  it('refuses a forged or unreadable callback with the failure JSON and stores nothing', async () => {
    const { user, orderNo } = await paidOrder();
    const expressNo = newExpressNo();
    expect((await ship(user.token, orderNo, { carrierCode: 'zhongtong', expressNo })).code).toBe(0);
    await advanceOrders(app.ctx);
    standin.addTrace(expressNo, 'zhongtong', { statusCode: '301', status: '签收', context: '已签收', time: beijing(5) });
    expect(await standin.push(expressNo, 'F'.repeat(32))).toEqual({ status: 200, body: { result: false, returnCode: '500', message: expect.any(String) } });
    const url = standin.subscriptions.get(expressNo)!.callbackurl;
    for (const body of ['param=%7B&sign=00', 'sign=00', '']) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ result: false, returnCode: '500' });
    }
    expect(await storedTraces(expressNo)).toBe(0);
    expect((await orderRow(app, (await app.ctx.db.select().from(orderParcels).where(eq(orderParcels.expressNo, expressNo)))[0]!.orderId)).status).toBe(
      ShopOrderStatus.waitReceive,
    );
  });

  it('answers the shopper the stored traces (none) when the service refuses the query, never a 500', async () => {
    const { user, id, orderNo } = await paidOrder();
    const expressNo = newExpressNo();
    // 顺丰 answers only to the receiver's phone: this one is not the order's (408).
    standin.addTrace(expressNo, 'shunfeng', { statusCode: '103', status: '揽收', context: '顺丰已揽收', time: beijing(0) }, '13811112222');
    expect((await ship(user.token, orderNo, { carrierCode: 'shunfeng', expressNo })).code).toBe(0);
    const parcel = await logistics(user, id, orderNo);
    expect(parcel).toMatchObject({ carrierName: '顺丰速运', expressNo, traces: [] });
  });

  it('backs off a parcel whose query fails: not asked again within twice the interval, then twice that', async () => {
    const { user, id, orderNo } = await paidOrder();
    const expressNo = newExpressNo();
    standin.addTrace(expressNo, 'shunfeng', { statusCode: '103', status: '揽收', context: '顺丰已揽收', time: beijing(0) }, '13811112222');
    expect((await ship(user.token, orderNo, { carrierCode: 'shunfeng', expressNo })).code).toBe(0);
    const before = standin.queries;
    // The shopper looks again and again: one query (refused 408), then none for an hour.
    for (let i = 0; i < 4; i++) await logistics(user, id, orderNo);
    expect(standin.queries - before).toBe(1);
    app.clock.advance(45 * 60_000);
    await logistics(user, id, orderNo);
    expect(standin.queries - before).toBe(1);
    app.clock.advance(15 * 60_000);
    await logistics(user, id, orderNo);
    expect(standin.queries - before).toBe(2);
    // Refused again: the next one after two hours.
    app.clock.advance(119 * 60_000);
    await logistics(user, id, orderNo);
    expect(standin.queries - before).toBe(2);
    app.clock.advance(60_000);
    await logistics(user, id, orderNo);
    expect(standin.queries - before).toBe(3);
  });

  it('surfaces the service’s returnCode: a bad key’s query (503) and subscription (600)', async () => {
    const wrong = createKuaidi100Carrier({ ...(app.ctx.config.carrier as Extract<typeof app.ctx.config.carrier, { provider: 'kuaidi100' }>), key: 'not-the-key' });
    const parcel = { carrierCode: 'zhongtong', expressNo: 'ZT000', shippedAt: new Date(), address: null };
    await expect(wrong.traces(parcel, new Date())).rejects.toMatchObject({ returnCode: '503' });
    await expect(wrong.subscribe!(parcel)).rejects.toBeInstanceOf(Kuaidi100Error);
    expect(standin.subscribeCalls.at(-1)).toEqual({ number: 'ZT000', returnCode: '600' });
  });

  it('maps Kuaidi100’s states onto the four of the shop; those off the way show as in transit', () => {
    const cases: [string, LogisticsStatus][] = [
      ['1', LogisticsStatus.collected], ['103', LogisticsStatus.collected], ['0', LogisticsStatus.inTransit], ['1002', LogisticsStatus.inTransit],
      ['5', LogisticsStatus.delivering], ['501', LogisticsStatus.delivering], ['3', LogisticsStatus.signed], ['304', LogisticsStatus.signed],
      ['2', LogisticsStatus.inTransit], ['4', LogisticsStatus.inTransit], ['6', LogisticsStatus.inTransit], ['8', LogisticsStatus.inTransit],
      ['14', LogisticsStatus.inTransit], ['203', LogisticsStatus.inTransit], ['', LogisticsStatus.inTransit],
    ];
    for (const [code, status] of cases) expect([code, kuaidi100State(code)]).toEqual([code, status]);
  });
});

describe('CARRIER_PROVIDER configuration', () => {
  const keys = { CARRIER_PROVIDER: 'kuaidi100', KUAIDI100_CUSTOMER: 'C1', KUAIDI100_KEY: 'K1', KUAIDI100_SALT: 'S1', PUBLIC_ORIGIN: 'https://shop.example.com' };

  it('refuses kuaidi100 without its keys, an unknown provider, and a plain-http origin in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CARRIER_PROVIDER: 'kuaidi100' })).toThrow(/CARRIER_PROVIDER=kuaidi100 needs KUAIDI100_CUSTOMER, KUAIDI100_KEY, KUAIDI100_SALT, PUBLIC_ORIGIN/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...keys, KUAIDI100_SALT: ' ' })).toThrow(/needs KUAIDI100_SALT$/);
    expect(() => loadConfig({ NODE_ENV: 'test', CARRIER_PROVIDER: 'sf' })).toThrow(/unknown CARRIER_PROVIDER: sf/);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...keys, PUBLIC_ORIGIN: 'http://shop.example.com' })).toThrow(/PUBLIC_ORIGIN must be https/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...keys, KUAIDI100_ENDPOINT: 'ftp://x' })).toThrow(/KUAIDI100_ENDPOINT/);
  });

  it('takes the keys, the default endpoint and the callback URL on the public origin; the sandbox stays the default', () => {
    expect(loadConfig({ ...PRODUCTION_TEST_ENV, ...keys }).carrier).toEqual({
      provider: 'kuaidi100',
      customer: 'C1',
      key: 'K1',
      salt: 'S1',
      endpoint: 'https://poll.kuaidi100.com',
      callbackUrl: 'https://shop.example.com/api-gateway/hermes/v1/logistics/kuaidi100/callback',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).carrier).toEqual({ provider: 'sandbox' });
  });
});
