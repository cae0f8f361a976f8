import {
  DeliveryMethod,
  ErrorCode,
  Header,
  MainOrderStatus,
  PAY_TIMEOUT_MINUTES,
  Paths,
  PayShowType,
  RightsStatus,
  VirtualOrderStatus,
  fillPath,
  type CanBuyResult,
  type GoodsDetail,
  type PointOrder,
} from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, cartOf, insertGoods, itemsOf, storedCart } from '../../test/cart.ts';
import { call, demoToken, expectError, goodsIdOf, skuIdOf } from '../../test/goods.ts';
import { insertAddress, insertStore, newKey, orderCount, ordersOf, rightOf, stockOf, submit } from '../../test/orders.ts';
import { balanceAndLedger, claim, insertPool, newUser, userIdOf } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderLines } from './orders.table.ts';

const OWNER = '13800000001';
const OWNER_VIN = 'LYC0ES9A0R1000001';

let app: TestApp;
let owner: string;
let ownerId: number;
let sku: (key: string) => Promise<string>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await demoToken(app, OWNER);
  ownerId = await userIdOf(app, OWNER);
  sku = async (key) => String(await skuIdOf(app, key));
});

afterAll(() => app.close());

/** A user with E-value, an address and a coupon (满199减20), ready to buy. */
async function shopper(points = 50_000) {
  const user = await newUser(app, points);
  const addressId = await insertAddress(app, user.userId);
  const pool = await insertPool(app, { kind: 'coupon', cardName: '满199减20', eachReductionFen: 2_000, useConditionFen: 19_900 });
  const claimed = await claim(app, user.token, pool);
  const rightId = Number(JSON.parse(claimed.body).result.rightsAccountId);
  return { ...user, addressId, rightId };
}

/** Everything a submit may write, to prove a refused one wrote nothing. */
async function written(userId: number, skuIds: number[], rightId?: number) {
  return {
    counts: await orderCount(app),
    stock: await Promise.all(skuIds.map((id) => stockOf(app, id))),
    points: await balanceAndLedger(app, userId),
    cart: await storedCart(app, userId),
    right: rightId === undefined ? null : (await rightOf(app, rightId)).status,
  };
}

describe('placing an order', () => {
  it('reserves stock, spends E-value, uses the coupon and writes the order with its lines, all at once', async () => {
    const user = await shopper();
    const skuId = Number(await sku('car-model'));
    const stockBefore = await stockOf(app, skuId);
    const answer = await submit(app, user.token, { productSpecsId: String(skuId), purchaseCount: 2, useIntegral: true, payMethod: 'evalue', remark: '请周末送达' });
    expect(answer.code, answer.body).toBe(0);
    // 2 × 399 = 798, coupon −20, 2 000 E值 offset ¥200: ¥578 due.
    expect(answer.result).toMatchObject({ payAmount: 57_800, payIntegral: 2_000, needPay: true, tradeScene: '1' });
    expect(answer.result.orderNo).toMatch(/^YC20261121\d{12}$/);
    expect(Date.parse(answer.result.payDeadline) - app.clock.now().getTime()).toBe(PAY_TIMEOUT_MINUTES * 60_000);

    expect(await stockOf(app, skuId)).toBe(stockBefore - 2);
    expect(await balanceAndLedger(app, user.userId)).toEqual({ balance: 48_000, ledgerSum: 48_000, lowestBalanceAfter: 48_000 });
    expect(await rightOf(app, user.rightId)).toMatchObject({ status: RightsStatus.unuseless });
    const [order] = await ordersOf(app, user.userId);
    expect(order).toMatchObject({
      id: Number(answer.result.orderId),
      kind: 'boutique',
      status: MainOrderStatus.waitPay,
      deliveryMethod: DeliveryMethod.online,
      goodsAmountFen: 79_800,
      couponDeductFen: 2_000,
      carriageFen: 0,
      payAmountFen: 57_800,
      integral: 2_000,
      payShowType: PayShowType.deduct,
      rightsAccountId: user.rightId,
      remark: '请周末送达',
      paidAt: null,
      cancelledAt: null,
    });
    expect(order!.address?.detail).toContain('世纪大道');
    const lines = await app.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toEqual([expect.objectContaining({ skuId, num: 2, priceFen: 39_900, name: expect.stringContaining('车模') })]);
  });

  it('answers on every submit path, and annex v3 keeps the app version and io_avatr headers', async () => {
    const user = await shopper();
    const body = { productSpecsId: await sku('backpack') };
    for (const path of [Paths.orderSubmitV1, Paths.orderSubmitV2, Paths.orderSubmitSimple]) {
      expect((await submit(app, user.token, body, { path })).code).toBe(0);
    }
    const annex = await submit(app, user.token, body, { path: Paths.orderSubmitAnnexV3, headers: { [Header.appVersion]: '5.2.0', [Header.ioAvatr]: 'io-7f3a' } });
    expect(annex.code, annex.body).toBe(0);
    const orders = await ordersOf(app, user.userId);
    expect(orders).toHaveLength(4);
    expect(orders[3]).toMatchObject({ appVersion: '5.2.0', ioAvatr: 'io-7f3a' });
    expect(orders[0]).toMatchObject({ appVersion: null, ioAvatr: null });
  });

  it('marks an order paid at once when E-value pays it all: stocking for goods, waiting to open for virtual goods', async () => {
    const user = await shopper(5_000);
    const cup = await submit(app, user.token, { productSpecsId: await sku('cup') });
    expect(cup.result).toMatchObject({ payAmount: 0, payIntegral: 1_590, needPay: false });
    const wash = await submit(app, user.token, { productSpecsId: await sku('car-wash') });
    expect(wash.result).toMatchObject({ payAmount: 0, payIntegral: 990, needPay: false });
    const [first, second] = await ordersOf(app, user.userId);
    expect(first).toMatchObject({ kind: 'boutique', status: MainOrderStatus.stocking, paidAt: app.clock.now(), carriageFen: 0 });
    expect(second).toMatchObject({ kind: 'cardVoucher', status: VirtualOrderStatus.waitOpen, deliveryMethod: null, mobile: expect.stringMatching(/^139/) });
    expect((await balanceAndLedger(app, user.userId)).balance).toBe(5_000 - 1_590 - 990);
  });

  it('buys a flow package for the owner’s car by its VIN', async () => {
    const answer = await submit(app, owner, { productSpecsId: await sku('flow'), vinCode: OWNER_VIN, rightsAccountId: '' });
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result.tradeScene).toBe('16');
    const order = (await ordersOf(app, ownerId)).at(-1);
    expect(order).toMatchObject({ kind: 'flow', vinCode: OWNER_VIN, status: VirtualOrderStatus.waitPay });
  });

  it('picks up at a store with no address and no carriage', async () => {
    const user = await newUser(app);
    const id = await insertStore(app);
    const cheap = String((await insertGoods(app, { priceFen: 5_000 })).skuIds[0]);
    const answer = await submit(app, user.token, { productSpecsId: cheap, deliveryMethod: DeliveryMethod.store, storeId: String(id) });
    expect(answer.code, answer.body).toBe(0);
    expect((await ordersOf(app, user.userId))[0]).toMatchObject({ deliveryMethod: DeliveryMethod.store, storeId: id, carriageFen: 0, address: null, payAmountFen: 5_000 });
  });

  it('checks out cart lines and removes them from the cart in the same transaction', async () => {
    const user = await shopper();
    const keep = Number(await sku('cap'));
    await addToCart(app, user.token, await goodsIdOf(app, 'backpack'), Number(await sku('backpack')), 2);
    await addToCart(app, user.token, await goodsIdOf(app, 'cap'), keep, 1);
    const items = itemsOf(await cartOf(app, user.token));
    const bought = items.find((i) => i.productSpecsId !== String(keep))!;
    const answer = await submit(app, user.token, { cartItems: [{ cartItemId: bought.cartItemId, purchaseCount: 1 }] });
    expect(answer.code, answer.body).toBe(0);
    expect((await storedCart(app, user.userId)).map((r) => r.skuId)).toEqual([keep]);
    const lines = await app.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, Number(answer.result.orderId)));
    expect(lines).toEqual([expect.objectContaining({ cartItemId: Number(bought.cartItemId), num: 1 })]);
  });

  it('counts what the user has bought against the purchase limit, on the product page too', async () => {
    const user = await shopper();
    const cap = await sku('cap');
    expect((await submit(app, user.token, { productSpecsId: cap, purchaseCount: 2 })).code).toBe(0);
    const before = await written(user.userId, [Number(cap)]);
    expectError(await submit(app, user.token, { productSpecsId: cap }), ErrorCode.PURCHASE_LIMIT, 200);
    expect(await written(user.userId, [Number(cap)])).toEqual(before);
    const detail = await call<GoodsDetail>(app, 'GET', fillPath(Paths.goodsDetail, { productId: await goodsIdOf(app, 'cap') }), { token: user.token });
    expect(detail.result).toMatchObject({ userLimit: 2, userPurchasedNum: 2 });
  });
});

describe('the Idempotency-Key', () => {
  it('answers the same order for the same key and request, taking stock and E-value once', async () => {
    const user = await shopper();
    const skuId = Number(await sku('car-model'));
    const stock = await stockOf(app, skuId);
    const body = { productSpecsId: String(skuId), useIntegral: true, payMethod: 'evalue' };
    const key = newKey();
    const first = await submit(app, user.token, body, { key });
    const again = await submit(app, user.token, { payMethod: 'evalue', useIntegral: true, productSpecsId: String(skuId) }, { key });
    expect(again.result).toEqual(first.result);
    expect(await ordersOf(app, user.userId)).toHaveLength(1);
    expect(await stockOf(app, skuId)).toBe(stock - 1);
    expect((await balanceAndLedger(app, user.userId)).balance).toBe(49_000);
  });

  it('refuses the same key with another request (40063) and a missing key (40062), writing nothing', async () => {
    const user = await shopper();
    const skuId = Number(await sku('backpack'));
    const key = newKey();
    expect((await submit(app, user.token, { productSpecsId: String(skuId) }, { key })).code).toBe(0);
    const before = await written(user.userId, [skuId], user.rightId);
    expectError(await submit(app, user.token, { productSpecsId: String(skuId), purchaseCount: 2 }, { key }), ErrorCode.IDEMPOTENCY_KEY_REUSED, 400);
    expectError(await submit(app, user.token, { productSpecsId: String(skuId) }, { key: null }), ErrorCode.IDEMPOTENCY_KEY_REQUIRED, 400);
    expectError(await submit(app, user.token, { productSpecsId: String(skuId) }, { key: 'bad key!' }), ErrorCode.BAD_REQUEST, 400);
    expect(await written(user.userId, [skuId], user.rightId)).toEqual(before);
  });

  it('lets another user use the same key', async () => {
    const [a, b] = [await shopper(), await shopper()];
    const key = newKey();
    const body = { productSpecsId: await sku('backpack') };
    const first = await submit(app, a.token, body, { key });
    const second = await submit(app, b.token, body, { key });
    expect(first.result.orderId).not.toBe(second.result.orderId);
  });

  it('retries a refused submit with the same key once the cause is gone', async () => {
    const user = await newUser(app);
    const key = newKey();
    const body = { productSpecsId: await sku('backpack') };
    expectError(await submit(app, user.token, body, { key }), ErrorCode.ADDRESS_REQUIRED, 200);
    await insertAddress(app, user.userId);
    expect((await submit(app, user.token, body, { key })).code).toBe(0);
  });
});

describe('refused submits write nothing', () => {
  it.each([
    ['an unknown SKU', { productSpecsId: '999999' }, ErrorCode.SKU_NOT_FOUND],
    ['an unknown goods', { productId: '999999', productSpecsId: '999999' }, ErrorCode.GOODS_NOT_FOUND],
    ['a zero count', { productSpecsId: 'SKU', purchaseCount: 0 }, ErrorCode.BAD_REQUEST],
    ['a negative count', { productSpecsId: 'SKU', purchaseCount: -3 }, ErrorCode.BAD_REQUEST],
    ['a huge count', { productSpecsId: 'SKU', purchaseCount: 1_000_000 }, ErrorCode.BAD_REQUEST],
    ['a count as text', { productSpecsId: 'SKU', purchaseCount: '1' }, ErrorCode.BAD_REQUEST],
    ['more than the stock', { productSpecsId: 'SKU', purchaseCount: 999 }, ErrorCode.STOCK_SHORT],
    ['E-value over the range', { productSpecsId: 'SKU', useIntegral: true, payMethod: 'evalue', integral: 1_001 }, ErrorCode.EVALUE_OUT_OF_RANGE],
    ['an unknown coupon', { productSpecsId: 'SKU', rightsAccountId: '999999' }, ErrorCode.RIGHT_NOT_FOUND],
    ['an unknown field', { productSpecsId: 'SKU', price: 1 }, ErrorCode.BAD_REQUEST],
    ['no lines', {}, ErrorCode.ORDER_LINES_INVALID],
    ['a malformed VIN', { productSpecsId: 'SKU', vinCode: 'LYC0ES9A0R100000O' }, ErrorCode.BAD_REQUEST],
  ])('refuses %s', async (_name, raw, code) => {
    const user = await shopper();
    const skuId = Number(await sku('car-model'));
    const body = JSON.parse(JSON.stringify(raw).replace('"SKU"', `"${skuId}"`));
    const before = await written(user.userId, [skuId], user.rightId);
    const answer = await submit(app, user.token, body);
    expectError(answer, code);
    expect(await written(user.userId, [skuId], user.rightId)).toEqual(before);
  });

  it('refuses another user’s address (40411), cart line (40409) and coupon (40406)', async () => {
    const [a, b] = [await shopper(), await shopper()];
    const skuId = Number(await sku('backpack'));
    await addToCart(app, a.token, await goodsIdOf(app, 'backpack'), skuId, 1);
    const [line] = itemsOf(await cartOf(app, a.token));
    const before = await written(b.userId, [skuId], a.rightId);
    expectError(await submit(app, b.token, { productSpecsId: String(skuId), addressId: String(a.addressId) }), ErrorCode.ADDRESS_NOT_FOUND, 404);
    expectError(await submit(app, b.token, { cartItems: [{ cartItemId: line!.cartItemId, purchaseCount: 1 }] }), ErrorCode.CART_ITEM_NOT_FOUND, 404);
    expectError(await submit(app, b.token, { productSpecsId: String(skuId), rightsAccountId: String(a.rightId) }), ErrorCode.RIGHT_NOT_FOUND, 404);
    expect(await written(b.userId, [skuId], a.rightId)).toEqual(before);
    expect(await storedCart(app, a.userId)).toHaveLength(1);
  });

  it('refuses an expired coupon (40057) and a used one', async () => {
    const user = await shopper();
    const skuId = Number(await sku('car-model'));
    const body = { productSpecsId: String(skuId), rightsAccountId: String(user.rightId) };
    expect((await submit(app, user.token, body)).code).toBe(0);
    const before = await written(user.userId, [skuId], user.rightId);
    expectError(await submit(app, user.token, body), ErrorCode.COUPON_NOT_APPLICABLE, 200);
    const expiring = await insertPool(app, { kind: 'coupon', cardName: '一天券', eachReductionFen: 500, useConditionFen: 0, validDaysAfterClaim: 1 });
    const rightId = String(JSON.parse((await claim(app, user.token, expiring)).body).result.rightsAccountId);
    app.clock.advance(2 * 86_400_000);
    try {
      expectError(await submit(app, user.token, { productSpecsId: String(skuId), rightsAccountId: rightId }), ErrorCode.COUPON_NOT_APPLICABLE, 200);
    } finally {
      app.clock.advance(-2 * 86_400_000);
    }
    expect(await written(user.userId, [skuId], user.rightId)).toEqual(before);
  });

  it('refuses E-value the user lacks (40059), a missing VIN (40060), and the owner and whitelist rules (40047, 40046)', async () => {
    const fan = await demoToken(app, '13800000002');
    const fanId = await userIdOf(app, '13800000002');
    await insertAddress(app, fanId);
    const skus = await Promise.all(['cup', 'jacket', 'gift'].map(sku));
    const before = await written(fanId, skus.map(Number));
    expectError(await submit(app, fan, { productSpecsId: skus[0]! }), ErrorCode.ORDER_EVALUE_SHORT, 200);
    expectError(await submit(app, fan, { productSpecsId: skus[1]! }), ErrorCode.OWNER_UPGRADE_REQUIRED, 200);
    expectError(await submit(app, fan, { productSpecsId: skus[2]! }), ErrorCode.GOODS_NOT_ALLOWED, 200);
    expectError(await submit(app, owner, { productSpecsId: await sku('flow') }), ErrorCode.VIN_REQUIRED, 200);
    expect(await written(fanId, skus.map(Number))).toEqual(before);
  });

  it('refuses goods taken off the shelf (40043) and a guest (9999)', async () => {
    const user = await shopper();
    const { goodsId, skuIds } = await insertGoods(app, { onShelf: false });
    expectError(await submit(app, user.token, { productSpecsId: String(skuIds[0]) }), ErrorCode.GOODS_OFF_SHELF, 200);
    expectError(await submit(app, user.token, { productId: String(goodsId), productSpecsId: String(skuIds[0]) }), ErrorCode.GOODS_OFF_SHELF, 200);
    expectError(await submit(app, null, { productSpecsId: String(skuIds[0]) }), ErrorCode.SESSION_EXPIRED, 401);
    expect((await ordersOf(app, user.userId)).length).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const user = await shopper();
    const res = await app.server.inject({
      method: 'POST',
      url: `/api-gateway${Paths.orderSubmitV2}`,
      headers: { [Header.loginToken]: user.token, [Header.idempotencyKey]: newKey(), 'content-type': 'application/json' },
      payload: '{"productSpecsId": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('E-value-only orders', () => {
  it('places one on points/submit and refuses goods that need cash (40066)', async () => {
    const user = await shopper(5_000);
    const answer = await submit(app, user.token, { productSpecsId: await sku('cup') }, { path: Paths.orderPointsSubmit });
    expect(answer.result).toMatchObject({ payAmount: 0, payIntegral: 1_590, needPay: false });
    expectError(await submit(app, user.token, { productSpecsId: await sku('backpack') }, { path: Paths.orderPointsSubmit }), ErrorCode.POINTS_ORDER_NEEDS_CASH, 400);
    expectError(await submit(app, user.token, { productSpecsId: await sku('gift') }, { path: Paths.orderPointsSubmit }), ErrorCode.POINTS_ORDER_NEEDS_CASH, 400);
  });

  it('places one on POST point-orders, readable by its owner only (40413 otherwise)', async () => {
    const user = await shopper(5_000);
    const other = await newUser(app);
    const created = await submit(app, user.token, { productSpecsId: await sku('car-wash'), purchaseCount: 2 }, { path: Paths.pointOrders });
    const order = created.result as unknown as PointOrder;
    expect(order).toMatchObject({ payIntegral: 1_980, status: VirtualOrderStatus.waitOpen, lines: [expect.objectContaining({ num: 2, eValue: 990 })] });
    const path = fillPath(Paths.pointOrder, { id: order.orderId });
    expect((await call<PointOrder>(app, 'GET', path, { token: user.token })).result).toEqual(order);
    expectError(await call(app, 'GET', path, { token: other.token }), ErrorCode.ORDER_NOT_FOUND, 404);
    expectError(await call(app, 'GET', fillPath(Paths.pointOrder, { id: '999999' }), { token: user.token }), ErrorCode.ORDER_NOT_FOUND, 404);
    const cashOrder = await submit(app, user.token, { productSpecsId: await sku('backpack') });
    expectError(await call(app, 'GET', fillPath(Paths.pointOrder, { id: cashOrder.result.orderId }), { token: user.token }), ErrorCode.ORDER_NOT_FOUND, 404);
  });
});

describe('the smaller order calls', () => {
  it('answers the trade scene of the user’s own order only', async () => {
    const user = await shopper();
    const placed = await submit(app, user.token, { productSpecsId: await sku('charger') });
    const scene = await call(app, 'POST', Paths.orderTradeScene, { token: user.token, payload: { orderNo: placed.result.orderNo } });
    expect(scene.result).toEqual({ orderNo: placed.result.orderNo, tradeScene: '9' });
    expectError(await call(app, 'POST', Paths.orderTradeScene, { token: owner, payload: { orderNo: placed.result.orderNo } }), ErrorCode.ORDER_NOT_FOUND, 404);
  });

  it('checks a VIN for virtual goods', async () => {
    const check = (productSpecsId: string, vinCode: string, token = owner) => call(app, 'POST', Paths.orderVirtualCheck, { token, payload: { productSpecsId, vinCode } });
    const flow = await sku('flow');
    expect((await check(flow, OWNER_VIN)).result).toEqual({ pass: true, message: '' });
    expect((await check(flow, 'LYC0ES9A0R1000099')).result).toEqual({ pass: false, message: '未找到该车辆,请确认车架号' });
    expect((await check(await sku('wallpaper'), 'LYC0ES9A0R1000099')).result).toEqual({ pass: true, message: '' });
    expectError(await check(flow, OWNER_VIN, (await newUser(app)).token), ErrorCode.VIN_NOT_OWNED, 403);
    expectError(await check(await sku('backpack'), OWNER_VIN), ErrorCode.GOODS_KIND_MISMATCH, 400);
    expectError(await check(flow, 'NOT-A-VIN'), ErrorCode.BAD_REQUEST, 400);
    expectError(await check('999999', OWNER_VIN), ErrorCode.SKU_NOT_FOUND, 404);
  });

  it('says whether the user may buy SKUs now, with the first reason', async () => {
    const fan = await demoToken(app, '13800000002');
    const canBuy = (ids: string[], token = fan) => call<CanBuyResult>(app, 'POST', Paths.orderCanBuy, { token, payload: { productSpecsIds: ids } });
    expect((await canBuy([await sku('backpack')])).result).toEqual({ canBuy: true, message: '' });
    expect((await canBuy([await sku('backpack'), await sku('jacket')])).result).toEqual({ canBuy: false, message: '升级为车主' });
    expect((await canBuy([await sku('umbrella')])).result).toEqual({ canBuy: false, message: '库存不足' });
    expect((await canBuy([await sku('jacket')], owner)).result.canBuy).toBe(true);
    expectError(await canBuy(['999999']), ErrorCode.SKU_NOT_FOUND, 404);
    expectError(await canBuy([]), ErrorCode.BAD_REQUEST, 400);
    expectError(await call(app, 'POST', Paths.orderCanBuy, { payload: { productSpecsIds: ['1'] } }), ErrorCode.SESSION_EXPIRED, 401);
  });
});
