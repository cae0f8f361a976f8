import { CardType, DeliveryMethod, ErrorCode, GoodsType, PayShowType, Paths, RightsType } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, cartOf, insertGoods, itemsOf, setStock } from '../../test/cart.ts';
import { call, demoToken, expectError, goodsIdOf, skuIdOf } from '../../test/goods.ts';
import { insertAddress, insertStore, preSubmit, submit } from '../../test/orders.ts';
import { claim, insertPool, newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const OWNER = '13800000001';
const FAN = '13800000002';
const DAY_MS = 86_400_000;

let app: TestApp;
let owner: string;
let fan: string;
let sku: (key: string) => Promise<string>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await demoToken(app, OWNER);
  fan = await demoToken(app, FAN);
  sku = async (key) => String(await skuIdOf(app, key));
});

afterAll(() => app.close());

describe('pre-submit of one SKU', () => {
  it('prices a cash goods with an E-value offset, shipping to the default address', async () => {
    const answer = await preSubmit(app, owner, { productSpecsId: await sku('car-model'), purchaseCount: 1, useIntegral: true, payMethod: 'evalue' });
    expect(answer.code, answer.body).toBe(0);
    const data = answer.result;
    expect(data.lines).toHaveLength(1);
    expect(data.lines[0]).toMatchObject({ productId: String(await goodsIdOf(app, 'car-model')), num: 1, price: 39_900, cartItemId: null });
    expect(data.goodsAmount).toBe(39_900);
    expect(data.payData).toMatchObject({ payShowType: PayShowType.deduct, payIntegral: 1_000, minIntegral: 0, integral: 1_000, payAmount: 39_900, cashPayAmount: 29_900, carriage: 0, exchangeProportion: 10 });
    expect(data.deliveryMethods).toEqual([DeliveryMethod.online, DeliveryMethod.store]);
    expect(data.deliveryMethod).toBe(DeliveryMethod.online);
    expect(data.address?.detail).toContain('世纪大道');
    expect(data).toMatchObject({ realPayAmount: 29_900, pointsEarned: 299, canSubmit: true, blockReason: '', needVin: false });
  });

  it('answers the same on every pre-submit path', async () => {
    const body = { productSpecsId: await sku('backpack'), purchaseCount: 2 };
    const answers = await Promise.all([Paths.preSubmit, Paths.preSubmitAnnexV2, Paths.preSubmitAnnexV3].map((p) => preSubmit(app, owner, body, p)));
    for (const a of answers) expect(a.result).toEqual(answers[0]!.result);
    expect(answers[0]!.result.payData).toMatchObject({ payShowType: PayShowType.cash, payAmount: 53_800, payIntegral: 0 });
  });

  it('serves home charging on its own path and refuses other goods there (40030)', async () => {
    const charger = await preSubmit(app, owner, { productSpecsId: await sku('charger') }, Paths.preSubmitHomeCharging);
    expect(charger.result.deliveryMethods).toEqual([DeliveryMethod.online]);
    expectError(await preSubmit(app, owner, { productSpecsId: await sku('backpack') }, Paths.preSubmitHomeCharging), ErrorCode.GOODS_KIND_MISMATCH, 400);
  });

  it('prices an E-value-only goods with the whole price as the minimum, no cash and no carriage', async () => {
    const answer = await preSubmit(app, owner, { productSpecsId: await sku('cup'), purchaseCount: 2 });
    expect(answer.result.payData).toMatchObject({ payShowType: PayShowType.E, minIntegral: 3_180, payIntegral: 3_180, integral: 3_180, payAmount: 0, carriage: 0 });
    expect(answer.result.realPayAmount).toBe(0);
  });

  it('charges carriage below the free amount and none for store pickup', async () => {
    const user = await newUser(app);
    await insertAddress(app, user.userId);
    const storeId = await insertStore(app);
    const cheap = String((await insertGoods(app, { priceFen: 5_000 })).skuIds[0]);
    const online = await preSubmit(app, user.token, { productSpecsId: cheap });
    expect(online.result.payData).toMatchObject({ carriage: 800, payAmount: 5_800 });
    expect((await preSubmit(app, user.token, { productSpecsId: cheap, purchaseCount: 2 })).result.payData.carriage).toBe(0);
    const pickup = await preSubmit(app, user.token, { productSpecsId: cheap, deliveryMethod: DeliveryMethod.store, storeId: String(storeId) });
    expect(pickup.result.payData.carriage).toBe(0);
    expect(pickup.result.store).toMatchObject({ storeId: String(storeId), storeName: '曜川上海张江服务中心' });
    expect(pickup.result.canSubmit).toBe(true);
  });

  it('blocks with the first reason instead of refusing: no address, no store, short stock, owner only, E-value short', async () => {
    const user = await newUser(app, 100);
    const reason = async (body: object, token = user.token) => (await preSubmit(app, token, body)).result;
    expect(await reason({ productSpecsId: await sku('backpack') })).toMatchObject({ canSubmit: false, blockReason: '请选择收货地址', address: null });
    expect(await reason({ productSpecsId: await sku('backpack'), deliveryMethod: DeliveryMethod.store })).toMatchObject({ blockReason: '请选择自提门店' });
    expect(await reason({ productSpecsId: await sku('umbrella') })).toMatchObject({ blockReason: '库存不足' });
    expect(await reason({ productSpecsId: await sku('jacket') })).toMatchObject({ blockReason: '升级为车主' });
    expect(await reason({ productSpecsId: await sku('gift') })).toMatchObject({ blockReason: '当前不可购买' });
    expect(await reason({ productSpecsId: await sku('cup') })).toMatchObject({ blockReason: 'E值不足' });
    expect(await reason({ productSpecsId: await sku('cap'), purchaseCount: 3 })).toMatchObject({ blockReason: '超出限购数量' });
  });

  it('offers activity offline delivery only with an activity code', async () => {
    const user = await newUser(app);
    const withCode = await preSubmit(app, user.token, { productSpecsId: await sku('backpack'), deliveryMethod: DeliveryMethod.activityOffline, activityCode: 'ACT-2026' });
    expect(withCode.result).toMatchObject({ deliveryMethods: [1, 2, 3], deliveryMethod: 3, canSubmit: true, address: null });
    expectError(await preSubmit(app, user.token, { productSpecsId: await sku('backpack'), deliveryMethod: DeliveryMethod.activityOffline }), ErrorCode.DELIVERY_NOT_SUPPORTED, 400);
    expectError(await preSubmit(app, user.token, { productSpecsId: await sku('starlight'), deliveryMethod: DeliveryMethod.online }), ErrorCode.DELIVERY_NOT_SUPPORTED, 400);
  });

  it('needs the VIN of one of the user’s cars for goods bound to a car', async () => {
    const flow = await sku('flow');
    expect((await preSubmit(app, owner, { productSpecsId: flow })).result).toMatchObject({ needVin: true, canSubmit: false, blockReason: '请输入车架号(VIN)', deliveryMethods: [] });
    const withVin = await preSubmit(app, owner, { productSpecsId: flow, vinCode: 'LYC0ES9A0R1000001' });
    expect(withVin.result).toMatchObject({ needVin: true, vinCode: 'LYC0ES9A0R1000001', canSubmit: true });
    expectError(await preSubmit(app, owner, { productSpecsId: flow, vinCode: 'LYC0ES9A0R1000099' }), ErrorCode.VIN_NOT_FOUND);
    expectError(await preSubmit(app, fan, { productSpecsId: flow, vinCode: 'LYC0ES9A0R1000001' }), ErrorCode.VIN_NOT_OWNED, 403);
  });

  it('refuses E-value outside the range with 40058', async () => {
    const body = { productSpecsId: await sku('car-model'), useIntegral: true, payMethod: 'evalue' };
    expectError(await preSubmit(app, owner, { ...body, integral: 1_001 }), ErrorCode.EVALUE_OUT_OF_RANGE, 400);
    expect((await preSubmit(app, owner, { ...body, integral: 1_000 })).result.payData.integral).toBe(1_000);
    expectError(await preSubmit(app, owner, { productSpecsId: await sku('cup'), useIntegral: true, integral: 10 }), ErrorCode.EVALUE_OUT_OF_RANGE, 400);
  });
});

describe('pre-submit of cart lines', () => {
  it('prices the lines at the counts given, as cartDeduct', async () => {
    const user = await newUser(app, 50_000);
    await insertAddress(app, user.userId);
    await addToCart(app, user.token, await goodsIdOf(app, 'car-model'), Number(await sku('car-model')), 1);
    await addToCart(app, user.token, await goodsIdOf(app, 'backpack'), Number(await sku('backpack')), 1);
    const items = itemsOf(await cartOf(app, user.token));
    const answer = await preSubmit(app, user.token, { cartItems: items.map((i) => ({ cartItemId: i.cartItemId, purchaseCount: 2 })), useIntegral: true, payMethod: 'evalue' });
    expect(answer.result.payData).toMatchObject({ payShowType: PayShowType.cartDeduct, payAmount: 133_600, payIntegral: 2_000 });
    expect(answer.result.lines.map((l) => l.cartItemId).sort()).toEqual(items.map((i) => i.cartItemId).sort());
  });

  it('refuses another user’s cart line with 40409 and a repeated one with 40000', async () => {
    const a = await newUser(app);
    const b = await newUser(app);
    await addToCart(app, a.token, await goodsIdOf(app, 'backpack'), Number(await sku('backpack')), 1);
    const [item] = itemsOf(await cartOf(app, a.token));
    expectError(await preSubmit(app, b.token, { cartItems: [{ cartItemId: item!.cartItemId, purchaseCount: 1 }] }), ErrorCode.CART_ITEM_NOT_FOUND, 404);
    const twice = [1, 2].map((n) => ({ cartItemId: item!.cartItemId, purchaseCount: n }));
    expectError(await preSubmit(app, a.token, { cartItems: twice }), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('coupons at checkout', () => {
  async function holding(user: { token: string }, fields: Parameters<typeof insertPool>[1]) {
    const pool = await insertPool(app, fields);
    const claimed = await claim(app, user.token, pool);
    return String(JSON.parse(claimed.body).result.rightsAccountId);
  }

  it('lists the user’s coupons with what each takes off, the best preselected', async () => {
    const user = await newUser(app);
    await insertAddress(app, user.userId);
    const small = await holding(user, { kind: 'coupon', cardName: '满199减20', eachReductionFen: 2_000, useConditionFen: 19_900 });
    const big = await holding(user, { kind: 'coupon', cardName: '85折', cardType: CardType.enoughDiscount, rightsType: RightsType.enoughDiscount, discountRatio: 85, useConditionFen: 0 });
    const far = await holding(user, { kind: 'coupon', cardName: '满1000减100', eachReductionFen: 10_000, useConditionFen: 100_000 });
    const answer = await preSubmit(app, user.token, { productSpecsId: await sku('car-model') });
    const coupons = new Map(answer.result.coupons.map((c) => [c.rightsAccountId, c]));
    expect(coupons.get(small)).toMatchObject({ usable: true, deductAmount: 2_000, unusableReason: '' });
    expect(coupons.get(big)).toMatchObject({ usable: true, deductAmount: 5_985 });
    expect(coupons.get(far)).toMatchObject({ usable: false, deductAmount: 0, unusableReason: '订单金额未满1000元' });
    expect(answer.result).toMatchObject({ rightsAccountId: big, couponDeductAmount: 5_985, realPayAmount: 33_915 });

    const chosen = await preSubmit(app, user.token, { productSpecsId: await sku('car-model'), rightsAccountId: small });
    expect(chosen.result).toMatchObject({ rightsAccountId: small, couponDeductAmount: 2_000 });
    const none = await preSubmit(app, user.token, { productSpecsId: await sku('car-model'), rightsAccountId: '' });
    expect(none.result).toMatchObject({ rightsAccountId: null, couponDeductAmount: 0, realPayAmount: 39_900 });
    expectError(await preSubmit(app, user.token, { productSpecsId: await sku('car-model'), rightsAccountId: far }), ErrorCode.COUPON_NOT_APPLICABLE);
  });

  it('refuses an expired coupon (40057), and another user’s or an unknown one as not found (40406)', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    const expiring = await holding(user, { kind: 'coupon', cardName: '将过期', eachReductionFen: 500, useConditionFen: 0, validDaysAfterClaim: 1 });
    const theirs = await holding(other, { kind: 'coupon', cardName: '别人的', eachReductionFen: 500, useConditionFen: 0 });
    const body = { productSpecsId: await sku('backpack'), deliveryMethod: DeliveryMethod.activityOffline, activityCode: 'A1' };
    expect((await preSubmit(app, user.token, { ...body, rightsAccountId: expiring })).result.couponDeductAmount).toBe(500);
    app.clock.advance(2 * DAY_MS);
    try {
      expectError(await preSubmit(app, user.token, { ...body, rightsAccountId: expiring }), ErrorCode.COUPON_NOT_APPLICABLE);
      expectError(await preSubmit(app, user.token, { ...body, rightsAccountId: theirs }), ErrorCode.RIGHT_NOT_FOUND, 404);
      expectError(await preSubmit(app, user.token, { ...body, rightsAccountId: '999999' }), ErrorCode.RIGHT_NOT_FOUND, 404);
    } finally {
      app.clock.advance(-2 * DAY_MS);
    }
  });

  it('has the demo owner hold a coupon that applies to home charging, preselected', async () => {
    const answer = await preSubmit(app, owner, { productSpecsId: await sku('charger') }, Paths.preSubmitHomeCharging);
    const held = answer.result.coupons.find((c) => c.cardName === '配件9折券');
    expect(held).toMatchObject({ usable: true, deductAmount: 39_990 });
    expect(answer.result).toMatchObject({ rightsAccountId: held!.rightsAccountId, realPayAmount: 359_910 });
  });

  it('applies a coupon for a goods type only to goods of that type', async () => {
    const user = await newUser(app);
    const forAttachments = await holding(user, { kind: 'coupon', cardName: '配件券', goodsType: GoodsType.attachment, eachReductionFen: 1_000, useConditionFen: 0 });
    const body = { productSpecsId: await sku('backpack'), deliveryMethod: DeliveryMethod.activityOffline, activityCode: 'A1' };
    const answer = await preSubmit(app, user.token, body);
    expect(answer.result.coupons.find((c) => c.rightsAccountId === forAttachments)).toMatchObject({ usable: false, unusableReason: '不适用于当前商品' });
    expect(answer.result.rightsAccountId).toBeNull();
  });

  it('applies a coupon limited to chosen goods only to their lines, the quote and the submit alike', async () => {
    const user = await newUser(app);
    await insertAddress(app, user.userId);
    const backpack = await goodsIdOf(app, 'backpack');
    const carModel = await goodsIdOf(app, 'car-model');
    const limited = await holding(user, { kind: 'coupon', cardName: '背包专享', goodsIds: [backpack], eachReductionFen: 1_000, useConditionFen: 0 });
    const strict = await holding(user, { kind: 'coupon', cardName: '背包满300', goodsIds: [backpack], eachReductionFen: 2_000, useConditionFen: 30_000 });
    const ofRight = (answer: Awaited<ReturnType<typeof preSubmit>>, id: string) => answer.result.coupons.find((c) => c.rightsAccountId === id);

    const other = await preSubmit(app, user.token, { productSpecsId: await sku('car-model') });
    expect(ofRight(other, limited)).toMatchObject({ usable: false, deductAmount: 0, unusableReason: '不适用于当前商品' });
    expect(other.result.rightsAccountId).toBeNull();
    expectError(await preSubmit(app, user.token, { productSpecsId: await sku('car-model'), rightsAccountId: limited }), ErrorCode.COUPON_NOT_APPLICABLE);
    expectError(await submit(app, user.token, { productSpecsId: await sku('car-model'), rightsAccountId: limited }), ErrorCode.COUPON_NOT_APPLICABLE, 200);

    // In a cart of both goods only the backpack's 269 yuan counts towards 满300, though the order is 668.
    await addToCart(app, user.token, backpack, Number(await sku('backpack')));
    await addToCart(app, user.token, carModel, Number(await sku('car-model')));
    const cartItems = itemsOf(await cartOf(app, user.token)).map((i) => ({ cartItemId: i.cartItemId, purchaseCount: i.num }));
    const mixed = await preSubmit(app, user.token, { cartItems });
    expect(mixed.result.goodsAmount).toBe(66_800);
    expect(ofRight(mixed, strict)).toMatchObject({ usable: false, unusableReason: '订单金额未满300元' });
    expect(ofRight(mixed, limited)).toMatchObject({ usable: true, deductAmount: 1_000 });
    expect(mixed.result).toMatchObject({ rightsAccountId: limited, couponDeductAmount: 1_000 });
    expectError(await submit(app, user.token, { cartItems, rightsAccountId: strict }), ErrorCode.COUPON_NOT_APPLICABLE, 200);

    const placed = await submit(app, user.token, { cartItems, rightsAccountId: limited });
    expect(placed.code, placed.body).toBe(0);
    expect(placed.result.payAmount).toBe(mixed.result.realPayAmount);
    expect(placed.result.payAmount).toBe(66_800 - 1_000);
  });
});

describe('bad pre-submit requests', () => {
  it('refuses a guest with 9999', async () => {
    expectError(await preSubmit(app, null, { productSpecsId: await sku('backpack') }), ErrorCode.SESSION_EXPIRED, 401);
  });

  it('refuses neither or both kinds of lines with 40064', async () => {
    expectError(await preSubmit(app, owner, {}), ErrorCode.ORDER_LINES_INVALID, 400);
    expectError(await preSubmit(app, owner, { productSpecsId: await sku('backpack'), cartItems: [{ cartItemId: '1', purchaseCount: 1 }] }), ErrorCode.ORDER_LINES_INVALID, 400);
  });

  it('refuses unknown SKUs (40410) and goods (40401), and a SKU of another goods (40410)', async () => {
    expectError(await preSubmit(app, owner, { productSpecsId: '999999' }), ErrorCode.SKU_NOT_FOUND, 404);
    expectError(await preSubmit(app, owner, { productId: '999999', productSpecsId: '999999' }), ErrorCode.GOODS_NOT_FOUND, 404);
    const other = String(await goodsIdOf(app, 'backpack'));
    expectError(await preSubmit(app, owner, { productId: other, productSpecsId: await sku('car-model') }), ErrorCode.SKU_NOT_FOUND, 404);
  });

  it('refuses zero, negative, huge and fractional counts, bad ids and unknown fields with 40000', async () => {
    const id = await sku('backpack');
    for (const purchaseCount of [0, -1, 1_000, 1.5, '2']) {
      expectError(await preSubmit(app, owner, { productSpecsId: id, purchaseCount }), ErrorCode.BAD_REQUEST, 400);
    }
    expectError(await preSubmit(app, owner, { productSpecsId: 'abc' }), ErrorCode.BAD_REQUEST, 400);
    expectError(await preSubmit(app, owner, { productSpecsId: id, vinCode: 'SHORT' }), ErrorCode.BAD_REQUEST, 400);
    expectError(await preSubmit(app, owner, { productSpecsId: id, deliveryMethod: 9 }), ErrorCode.BAD_REQUEST, 400);
    expectError(await preSubmit(app, owner, '{"productSpecsId":'), ErrorCode.BAD_REQUEST, 400);
  });

  it('refuses another user’s address (40411) and an unknown store (40412)', async () => {
    const a = await newUser(app);
    const b = await newUser(app);
    const addressId = await insertAddress(app, a.userId);
    const id = await sku('backpack');
    expect((await preSubmit(app, a.token, { productSpecsId: id, addressId: String(addressId) })).result.canSubmit).toBe(true);
    expectError(await preSubmit(app, b.token, { productSpecsId: id, addressId: String(addressId) }), ErrorCode.ADDRESS_NOT_FOUND, 404);
    expectError(await preSubmit(app, a.token, { productSpecsId: id, deliveryMethod: DeliveryMethod.store, storeId: '999999' }), ErrorCode.STORE_NOT_FOUND, 404);
  });

  it('refuses a malformed phone for virtual goods', async () => {
    expectError(await preSubmit(app, owner, { productSpecsId: await sku('car-wash'), mobile: '12345' }), ErrorCode.PHONE_INVALID, 400);
  });

  it('reads a sold-out SKU as a block, not an error', async () => {
    const id = Number(await sku('powerbank'));
    await setStock(app, id, 0);
    const answer = await call(app, 'POST', Paths.preSubmit, { token: owner, payload: { productSpecsId: String(id) } });
    expect(answer.code).toBe(0);
  });
});
