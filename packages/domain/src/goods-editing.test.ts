import { AnnexChildType, BizType, DeductType, ErrorCode, VirtualChildType, type GoodsSaveBody } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { checkGoodsDraft, checkStockDelta, listPriceOf, plainKindInfo, specsNameOf } from './goods-editing.ts';
import { yuanToFen } from './money.ts';

function draft(overrides: Partial<GoodsSaveBody> = {}): GoodsSaveBody {
  return {
    bizType: BizType.shop,
    virtualType: null,
    annexType: null,
    name: '车模',
    saleName: '曜川 车模',
    description: '',
    detailHtml: '',
    pictures: ['/media/a.webp'],
    detailPictures: [],
    tags: [],
    specs: [
      { name: '颜色', values: ['银', '黑'] },
      { name: '尺寸', values: ['大', '小'] },
    ],
    skus: [
      { code: 'M-1', specValues: ['银', '大'], price: 39_900, productPrice: 45_900, eValue: 0, stock: 5 },
      { code: 'M-2', specValues: ['黑', '小'], price: 29_900, productPrice: 35_900, eValue: 0, stock: 5 },
    ],
    deductType: DeductType.cash,
    deductAmount: 0,
    userLimitFlag: false,
    userLimit: 0,
    buyerType: 0,
    whitelist: 0,
    preSale: 0,
    installType: 0,
    costFree: false,
    kindInfo: plainKindInfo(),
    ...overrides,
  };
}

const codeOf = (d: GoodsSaveBody, kept?: string[]) => {
  const outcome = checkGoodsDraft(d, kept);
  return outcome.ok ? 0 : outcome.code;
};

describe('checkGoodsDraft', () => {
  it('accepts a boutique goods and lists it at its cheapest SKU, naming SKUs by their spec values', () => {
    const outcome = checkGoodsDraft(draft());
    expect(outcome).toMatchObject({ ok: true, value: { priceFen: 29_900, productPriceFen: 35_900, eValue: 0, userLimit: 0 } });
    expect(outcome.ok && outcome.value.skus.map((s) => s.specsName)).toEqual(['银 大', '黑 小']);
  });

  it('needs a picture and at least one SKU', () => {
    expect(codeOf(draft({ pictures: [] }))).toBe(ErrorCode.GOODS_PICTURE_REQUIRED);
    expect(codeOf(draft({ skus: [] }))).toBe(ErrorCode.GOODS_SKU_REQUIRED);
  });

  it('refuses SKU codes repeated, whatever their case or spaces', () => {
    const d = draft();
    d.skus[1]!.code = ' m-1 ';
    expect(codeOf(d)).toBe(ErrorCode.SKU_CODE_DUPLICATE);
  });

  it('refuses a SKU whose values do not match the specs, and two SKUs of one combination', () => {
    const missing = draft();
    missing.skus[0]!.specValues = ['银'];
    expect(codeOf(missing)).toBe(ErrorCode.SKU_SPEC_MISMATCH);
    const unknown = draft();
    unknown.skus[0]!.specValues = ['金', '大'];
    expect(codeOf(unknown)).toBe(ErrorCode.SKU_SPEC_MISMATCH);
    const swapped = draft();
    swapped.skus[0]!.specValues = ['大', '银'];
    expect(codeOf(swapped)).toBe(ErrorCode.SKU_SPEC_MISMATCH);
    const twice = draft();
    twice.skus[1]!.specValues = ['银', '大'];
    expect(codeOf(twice)).toBe(ErrorCode.SKU_SPEC_DUPLICATE);
  });

  it('refuses no specs, a repeated spec name and a repeated value', () => {
    expect(codeOf(draft({ specs: [] }))).toBe(ErrorCode.GOODS_SPEC_INVALID);
    expect(codeOf(draft({ specs: [{ name: '颜色', values: ['银', '黑'] }, { name: '颜色', values: ['大', '小'] }] }))).toBe(ErrorCode.GOODS_SPEC_INVALID);
    expect(codeOf(draft({ specs: [{ name: '颜色', values: ['银', '银'] }, { name: '尺寸', values: ['大', '小'] }] }))).toBe(ErrorCode.GOODS_SPEC_INVALID);
  });

  it('refuses a negative price and an original price under the selling price', () => {
    const negative = draft();
    negative.skus[0]!.price = -1;
    expect(codeOf(negative)).toBe(ErrorCode.GOODS_PRICE_INVALID);
    const under = draft();
    under.skus[0]!.productPrice = 100;
    expect(codeOf(under)).toBe(ErrorCode.GOODS_PRICE_INVALID);
  });

  it('holds prices to the deduct type: E-value only, mixed, cash with an offset up to the price', () => {
    const eOnly = (price: number, eValue: number) =>
      draft({ deductType: DeductType.integral, skus: draft().skus.map((s) => ({ ...s, price, productPrice: 100, eValue })) });
    expect(codeOf(eOnly(0, 1500))).toBe(0);
    expect(codeOf(eOnly(100, 1500))).toBe(ErrorCode.GOODS_DEDUCT_INVALID);
    expect(codeOf(eOnly(0, 0))).toBe(ErrorCode.GOODS_DEDUCT_INVALID);
    const mixed = draft({ deductType: DeductType.all, skus: draft().skus.map((s) => ({ ...s, eValue: 1000 })) });
    expect(codeOf(mixed)).toBe(0);
    expect(codeOf({ ...mixed, skus: draft().skus })).toBe(ErrorCode.GOODS_DEDUCT_INVALID);
    expect(codeOf(draft({ deductAmount: 29_900 }))).toBe(0);
    expect(codeOf(draft({ deductAmount: 29_901 }))).toBe(ErrorCode.GOODS_DEDUCT_INVALID);
  });

  it('needs a purchase limit of at least 1 when the limit is on, and forgets it when off', () => {
    expect(codeOf(draft({ userLimitFlag: true, userLimit: 0 }))).toBe(ErrorCode.GOODS_LIMIT_INVALID);
    expect(checkGoodsDraft(draft({ userLimitFlag: true, userLimit: 2 }))).toMatchObject({ ok: true, value: { userLimit: 2 } });
    expect(checkGoodsDraft(draft({ userLimitFlag: false, userLimit: 2 }))).toMatchObject({ ok: true, value: { userLimit: 0 } });
  });

  it('holds kind info to the kind', () => {
    expect(codeOf(draft({ bizType: BizType.virtual }))).toBe(ErrorCode.GOODS_KIND_INVALID);
    expect(codeOf(draft({ virtualType: VirtualChildType.flow }))).toBe(ErrorCode.GOODS_KIND_INVALID);
    expect(codeOf(draft({ bizType: BizType.attachment }))).toBe(ErrorCode.GOODS_KIND_INVALID);
    expect(codeOf(draft({ bizType: BizType.attachment, annexType: AnnexChildType.HomeCharging }))).toBe(0);
    expect(codeOf(draft({ kindInfo: { ...draft().kindInfo, needVin: true } }))).toBe(ErrorCode.GOODS_KIND_INVALID);
    const card = { bizType: BizType.virtual, virtualType: VirtualChildType.charging } as const;
    expect(codeOf(draft(card))).toBe(ErrorCode.GOODS_KIND_INVALID);
    expect(codeOf(draft({ ...card, kindInfo: { ...draft().kindInfo, faceValue: 50_000 } }))).toBe(0);
    expect(codeOf(draft({ kindInfo: { ...draft().kindInfo, faceValue: 50_000 } }))).toBe(ErrorCode.GOODS_KIND_INVALID);
    expect(codeOf(draft({ ...card, installType: 1, kindInfo: { ...draft().kindInfo, faceValue: 50_000 } }))).toBe(ErrorCode.GOODS_KIND_INVALID);
  });

  it('keeps the SKUs already stored: none dropped, none unknown', () => {
    const d = draft();
    d.skus[0]!.id = '7';
    expect(codeOf(d, ['7'])).toBe(0);
    expect(codeOf(d, ['7', '8'])).toBe(ErrorCode.SKU_REMOVE_NOT_ALLOWED);
    expect(codeOf(d, [])).toBe(ErrorCode.SKU_NOT_FOUND);
  });
});

describe('goods helpers', () => {
  it('lists at the cheapest cash price, then the least E-value', () => {
    expect(listPriceOf([{ price: 0, productPrice: 0, eValue: 20 }, { price: 0, productPrice: 0, eValue: 10 }])?.eValue).toBe(10);
    expect(listPriceOf([])).toBeUndefined();
    expect(specsNameOf(['银', '大'])).toBe('银 大');
  });

  it('adjusts stock by a whole number that is not 0', () => {
    expect(checkStockDelta(-3)).toEqual({ ok: true, value: -3 });
    expect(checkStockDelta(0)).toEqual({ ok: false, code: ErrorCode.STOCK_ADJUST_INVALID });
    expect(checkStockDelta(1.5)).toEqual({ ok: false, code: ErrorCode.STOCK_ADJUST_INVALID });
  });
});

describe('yuanToFen', () => {
  it('reads yuan exactly, from text or a number', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen(' 0.29 ')).toBe(29);
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(399)).toBe(39_900);
  });

  it('refuses negatives, a third decimal and text', () => {
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
    expect(yuanToFen('')).toBeNull();
    expect(yuanToFen(Number.NaN)).toBeNull();
  });
});
