import {
  AgreementType,
  AnnexChildType,
  ErrorCode,
  fillPath,
  IdentificationType,
  Love,
  Paths,
  ReservationStatus,
  VirtualChildType,
  VirtualProductUse,
  type AdsProduct,
  type GoodsDetail,
  type OpenMode,
  type TypedGoodsDetail,
} from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoToken, expectError, goodsIdOf, skuIdOf } from '../../test/goods.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { goods, goodsKindInfo } from '../catalogue/catalogue.table.ts';

let app: TestApp;
let owner: string;
let ordinary: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await demoToken(app, '13800000001');
  ordinary = await demoToken(app, '13800000002');
});

afterAll(() => app.close());

const annex = (id: number | string) => fillPath(Paths.goodsAnnex, { productId: id });
const refitted = (id: number | string) => fillPath(Paths.goodsRefitted, { productId: id });
const flow = (id: number | string) => fillPath(Paths.goodsVirtualFlow, { productId: id });
const virtual = (id: number | string, biz: number | string = VirtualChildType.intellect) => `${Paths.goodsVirtual}?biz=${biz}&productId=${id}`;
const ads = (id: number | string) => `${Paths.goodsVirtualAds}?productId=${id}`;
const annexVirtual = (kind: string) => (id: number | string) => fillPath(Paths.goodsAnnexVirtual, { kind, productId: id });
const v2 = (id: number | string) => fillPath(Paths.goodsDetail, { productId: id });

const none = {
  annexType: null,
  virtualType: null,
  identificationType: null,
  useType: null,
  needVin: false,
  validDays: 0,
  agreementType: null,
  previewUrl: '',
  faceValue: 0,
  fitModels: [],
  installHours: 0,
};

describe('type-specific goods calls answer the detail plus the kind info', () => {
  it.each([
    ['goods-annex', 'sunshade', annex, { annexType: AnnexChildType.Attachment, fitModels: ['ES9'] }],
    ['goods-annex', 'charger', annex, { annexType: AnnexChildType.HomeCharging, fitModels: ['ES6', 'ES7', 'ES9'], installHours: 2 }],
    ['goods-refitted', 'wheel', refitted, { fitModels: ['ES9'], installHours: 1 }],
    ['goods-refitted', 'starlight', refitted, { fitModels: ['ES7', 'ES9'], installHours: 4 }],
    [
      'virtual-product/flow',
      'flow',
      flow,
      { virtualType: VirtualChildType.flow, identificationType: IdentificationType.vin, useType: VirtualProductUse.recharge, needVin: true, validDays: 30 },
    ],
    [
      'virtual-product?biz=3',
      'intellect',
      (id: number) => virtual(id),
      {
        virtualType: VirtualChildType.intellect,
        identificationType: IdentificationType.intellect,
        useType: VirtualProductUse.interior,
        needVin: true,
        validDays: 365,
        agreementType: AgreementType.intellect,
      },
    ],
    ['annex virtual card', 'car-wash', annexVirtual('card'), { virtualType: VirtualChildType.cardVoucher, useType: VirtualProductUse.exchange, validDays: 90 }],
    [
      'annex virtual service-package',
      'service-package',
      annexVirtual('service-package'),
      {
        virtualType: VirtualChildType.servePacket,
        identificationType: IdentificationType.vin,
        useType: VirtualProductUse.exchange,
        needVin: true,
        validDays: 365,
        fitModels: ['ES7', 'ES9'],
      },
    ],
    [
      'annex virtual sound',
      'sound',
      annexVirtual('sound'),
      {
        virtualType: VirtualChildType.sound,
        identificationType: IdentificationType.vin,
        useType: VirtualProductUse.interior,
        needVin: true,
        previewUrl: '/media/goods-sound-2.webp',
      },
    ],
    [
      'annex virtual wallpaper',
      'wallpaper',
      annexVirtual('wallpaper'),
      { virtualType: VirtualChildType.wallpaper, useType: VirtualProductUse.interior, previewUrl: '/media/goods-wallpaper-2.webp' },
    ],
    [
      'annex virtual digital-key',
      'digital-key',
      annexVirtual('digital-key'),
      {
        virtualType: VirtualChildType.digital,
        identificationType: IdentificationType.vin,
        useType: VirtualProductUse.interior,
        needVin: true,
        agreementType: AgreementType.digitalKey,
      },
    ],
    [
      'annex virtual charge-card',
      'charge-card',
      annexVirtual('charge-card'),
      { virtualType: VirtualChildType.charging, useType: VirtualProductUse.recharge, validDays: 365, faceValue: 50_000 },
    ],
  ])('%s answers %s with its kind info and the same detail as v2', async (_call, key, path, kindInfo) => {
    const id = await goodsIdOf(app, key);
    const typed = await call<TypedGoodsDetail>(app, 'GET', path(id));
    expect(typed.code, typed.body).toBe(0);
    expect(typed.result.kindInfo).toEqual({ ...none, ...kindInfo });
    const common = await call<GoodsDetail>(app, 'GET', v2(id));
    const { kindInfo: _kind, ...detail } = typed.result;
    expect(detail).toEqual(common.result);
  });

  it('answers the intellect ads page with its ads title, the detail pictures and the kind info', async () => {
    const id = await goodsIdOf(app, 'intellect');
    const page = await call<AdsProduct>(app, 'GET', ads(id));
    expect(page.code, page.body).toBe(0);
    expect(page.result.adsTitle).toBe('城市领航 限时开通');
    expect(page.result.adsPictures).toEqual(page.result.detailPictures);
    expect(page.result.adsPictures.length).toBeGreaterThan(0);
    expect(page.result.kindInfo.agreementType).toBe(AgreementType.intellect);
    expect(page.result.id).toBe(String(id));
  });

  it('gives a goods without a kind-info row none of it', async () => {
    const id = await goodsIdOf(app, 'wallpaper');
    const [saved] = await app.ctx.db.delete(goodsKindInfo).where(eq(goodsKindInfo.goodsId, id)).returning();
    try {
      const typed = await call<TypedGoodsDetail>(app, 'GET', annexVirtual('wallpaper')(id));
      expect(typed.result.kindInfo).toEqual({ ...none, virtualType: VirtualChildType.wallpaper });
    } finally {
      await app.ctx.db.insert(goodsKindInfo).values(saved!);
    }
  });
});

describe('type-specific goods calls refuse goods of another kind', () => {
  it.each([
    ['a boutique goods on goods-annex', 'car-model', annex],
    ['home charging on goods-refitted', 'charger', refitted],
    ['a light modification on goods-annex', 'wheel', annex],
    ['an intellect goods on the flow call', 'intellect', flow],
    ['a flow package on virtual-product?biz=3', 'flow', (id: number) => virtual(id)],
    ['a wallpaper on virtual-product?biz=6 (sound)', 'wallpaper', (id: number) => virtual(id, VirtualChildType.sound)],
    ['a sound on the wallpaper kind', 'sound', annexVirtual('wallpaper')],
    ['a card voucher on the charge-card kind', 'car-wash', annexVirtual('charge-card')],
    ['a boutique goods on the ads page', 'car-model', ads],
    ['a flow package on the ads page', 'flow', ads],
    ['the goods without SKUs on goods-annex (the kind is checked first)', 'keyring-blank', annex],
  ])('answers %s with 40030 and HTTP 400', async (_what, key, path) => {
    expectError(await call(app, 'GET', path(await goodsIdOf(app, key))), ErrorCode.GOODS_KIND_MISMATCH, 400);
  });

  it('still serves every kind on the common v2 call', async () => {
    for (const key of ['car-model', 'charger', 'wheel', 'flow', 'intellect', 'sound']) {
      expect((await call(app, 'GET', v2(await goodsIdOf(app, key)))).code, key).toBe(0);
    }
  });
});

describe('type-specific goods calls: ids that find nothing and bad input', () => {
  const calls = [
    ['goods-annex', annex],
    ['goods-refitted', refitted],
    ['flow', flow],
    ['virtual-product', (id: number | string) => virtual(id)],
    ['ads', ads],
    ['annex virtual sound', annexVirtual('sound')],
  ] as const;

  it.each(calls)('%s answers an unknown id with 40401 and HTTP 404', async (_name, path) => {
    expectError(await call(app, 'GET', path(987_654_321)), ErrorCode.GOODS_NOT_FOUND, 404);
  });

  it.each(calls)('%s refuses malformed and out-of-range ids with 40000', async (_name, path) => {
    for (const id of ['abc', '0', '-1', '01', '1234567890123456', '1 OR 1=1']) {
      expectError(await call(app, 'GET', path(encodeURIComponent(id))), ErrorCode.BAD_REQUEST, 400);
    }
  });

  it('answers an off-shelf goods with 40401 on its own call', async () => {
    const id = await goodsIdOf(app, 'starlight');
    await app.ctx.db.update(goods).set({ onShelf: false }).where(eq(goods.id, id));
    try {
      expectError(await call(app, 'GET', refitted(id)), ErrorCode.GOODS_NOT_FOUND, 404);
    } finally {
      await app.ctx.db.update(goods).set({ onShelf: true }).where(eq(goods.id, id));
    }
  });

  it.each([
    ['biz 0', `${Paths.goodsVirtual}?biz=0&productId=1`],
    ['biz 10', `${Paths.goodsVirtual}?biz=10&productId=1`],
    ['a biz that is not a number', `${Paths.goodsVirtual}?biz=intellect&productId=1`],
    ['no biz', `${Paths.goodsVirtual}?productId=1`],
    ['no productId', `${Paths.goodsVirtual}?biz=3`],
    ['ads without productId', Paths.goodsVirtualAds],
    ['an unknown annex kind', fillPath(Paths.goodsAnnexVirtual, { kind: 'stickers', productId: 1 })],
  ])('refuses %s with 40000', async (_what, path) => {
    expectError(await call(app, 'GET', path), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('a logged-in user sees their own love, purchases and reservation on every detail call', () => {
  it('shows the owner’s seeded loves on v2 and on the kind’s call; a guest and another user see love 0', async () => {
    const carModel = await goodsIdOf(app, 'car-model');
    const charger = await goodsIdOf(app, 'charger');
    expect((await call<GoodsDetail>(app, 'GET', v2(carModel), { token: owner })).result.love).toBe(Love.love);
    expect((await call<TypedGoodsDetail>(app, 'GET', annex(charger), { token: owner })).result.love).toBe(Love.love);
    for (const token of [null, ordinary]) {
      expect((await call<GoodsDetail>(app, 'GET', v2(carModel), { token })).result.love).toBe(Love.nolove);
      expect((await call<TypedGoodsDetail>(app, 'GET', annex(charger), { token })).result.love).toBe(Love.nolove);
    }
  });

  it('reads an invalid login token as a guest', async () => {
    const answer = await call<GoodsDetail>(app, 'GET', v2(await goodsIdOf(app, 'car-model')), { token: 'x'.repeat(40) });
    expect(answer.code).toBe(0);
    expect(answer.result.love).toBe(Love.nolove);
  });

  it('answers userPurchasedNum 0 to a logged-in user until orders exist', async () => {
    const answer = await call<GoodsDetail>(app, 'GET', v2(await goodsIdOf(app, 'cap')), { token: owner });
    expect(answer.result).toMatchObject({ userLimitFlag: true, userLimit: 2, userPurchasedNum: 0 });
  });

  it('shows the user’s crowdfund reservation as appointmentStatus 0, to nobody else', async () => {
    const id = await goodsIdOf(app, 'keychain-cf');
    const before = await call<GoodsDetail>(app, 'GET', v2(id), { token: ordinary });
    const crowdfundNo = before.result.crowdfundInfo!.crowdfundNo;
    expect(before.result.crowdfundInfo!.appointmentStatus).toBe(ReservationStatus.UnReserved);
    expect((await call(app, 'POST', Paths.crowdfundReserve, { token: ordinary, payload: { crowdfundNo } })).code).toBe(0);
    expect((await call<GoodsDetail>(app, 'GET', v2(id), { token: ordinary })).result.crowdfundInfo!.appointmentStatus).toBe(ReservationStatus.Reserved);
    for (const token of [null, owner]) {
      expect((await call<GoodsDetail>(app, 'GET', v2(id), { token })).result.crowdfundInfo!.appointmentStatus).toBe(ReservationStatus.UnReserved);
    }
    await call(app, 'POST', Paths.crowdfundReserveCancel, { token: ordinary, payload: { crowdfundNo } });
    expect((await call<GoodsDetail>(app, 'GET', v2(id), { token: ordinary })).result.crowdfundInfo!.appointmentStatus).toBe(ReservationStatus.UnReserved);
  });
});

describe('the detail cache with a logged-in user', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '60' } });
  });
  afterAll(() => cached.close());

  it('keeps the shared body a guest gets free of any user’s love, and shows a new love at once', async () => {
    const id = await goodsIdOf(cached, 'backpack');
    const token = await demoToken(cached, '13800000002');
    const guestFirst = await call<GoodsDetail>(cached, 'GET', v2(id));
    expect(guestFirst.result.love).toBe(Love.nolove);
    expect((await call(cached, 'PUT', fillPath(Paths.loveGoods, { productId: id }), { token })).code).toBe(0);
    expect((await call<GoodsDetail>(cached, 'GET', v2(id), { token })).result.love).toBe(Love.love);
    const guestAfter = await call<GoodsDetail>(cached, 'GET', v2(id));
    expect(guestAfter.body).toBe(guestFirst.body);
  });

  it('caches per id and call: a kind mismatch is not remembered as a success, nor the other way round', async () => {
    const id = await goodsIdOf(cached, 'charger');
    expect((await call(cached, 'GET', annex(id))).code).toBe(0);
    expectError(await call(cached, 'GET', refitted(id)), ErrorCode.GOODS_KIND_MISMATCH);
    expect((await call(cached, 'GET', annex(id))).code).toBe(0);
  });
});

describe('GET /hermes/v1/orders/open-mode', () => {
  const openMode = (skuId: number | string, token: string | null = owner) => call<OpenMode>(app, 'GET', `${Paths.openMode}?skuId=${skuId}`, { token });

  it('needs a login (9999, HTTP 401)', async () => {
    expectError(await openMode(await skuIdOf(app, 'flow'), null), ErrorCode.SESSION_EXPIRED, 401);
  });

  it.each([
    ['flow', { useType: VirtualProductUse.recharge, identificationType: IdentificationType.vin, needVin: true }],
    ['intellect', { useType: VirtualProductUse.interior, identificationType: IdentificationType.intellect, needVin: true }],
    ['car-wash', { useType: VirtualProductUse.exchange, identificationType: 0, needVin: false }],
    ['charge-card', { useType: VirtualProductUse.recharge, identificationType: 0, needVin: false }],
  ])('answers how %s opens', async (key, expected) => {
    const answer = await openMode(await skuIdOf(app, key));
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result).toEqual(expected);
  });

  it('refuses the SKU of a physical goods with 40030', async () => {
    expectError(await openMode(await skuIdOf(app, 'car-model')), ErrorCode.GOODS_KIND_MISMATCH, 400);
  });

  it('answers an unknown SKU with 40401', async () => {
    expectError(await openMode(987_654_321), ErrorCode.GOODS_NOT_FOUND, 404);
  });

  it.each([['abc'], ['0'], ['1234567890123456'], ['']])('refuses the skuId %j with 40000', async (skuId) => {
    expectError(await openMode(skuId), ErrorCode.BAD_REQUEST, 400);
  });
});
