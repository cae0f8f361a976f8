import { AnnexChildType, BizType, CART_MAX_NUM, CartProblemReason, DeductType, Text } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import {
  canAddToCart,
  cartAmount,
  cartMaxNum,
  cartProblemReason,
  cartProblemText,
  cartGroupOf,
  cartTotals,
  isCartableNow,
  purchaseLimitLeft,
  type CartAmountLine,
  type CartProblemInput,
} from './cart.ts';
import type { PurchaseLimit } from './purchase.ts';

const item = (over: Partial<{ selected: boolean; selectEnable: boolean; priceFen: number; eValue: number; num: number }>) => ({
  selected: true,
  selectEnable: true,
  priceFen: 1_000,
  eValue: 50,
  num: 1,
  ...over,
});

describe('cartTotals', () => {
  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ cashFen: 0, eValue: 0, count: 0 });
  });

  it('multiplies unit prices by quantity and counts pieces', () => {
    expect(cartTotals([item({ num: 2 }), item({ priceFen: 250, eValue: 0, num: 3 })])).toEqual({
      cashFen: 2_750,
      eValue: 100,
      count: 5,
    });
  });

  it('excludes unselected items', () => {
    expect(cartTotals([item({ selected: false }), item({})])).toEqual({ cashFen: 1_000, eValue: 50, count: 1 });
  });

  it('excludes items that cannot be selected even when marked selected', () => {
    expect(cartTotals([item({ selectEnable: false, num: 9 }), item({})])).toEqual({
      cashFen: 1_000,
      eValue: 50,
      count: 1,
    });
  });

  it('keeps extra item fields out of the way', () => {
    expect(cartTotals([{ ...item({}), cartItemId: 'x' }]).count).toBe(1);
  });
});

describe('canAddToCart', () => {
  it('takes boutique goods and attachments sent by post', () => {
    expect(canAddToCart({ bizType: BizType.shop, annexType: null })).toBe(true);
    expect(canAddToCart({ bizType: BizType.attachment, annexType: AnnexChildType.Attachment })).toBe(true);
  });

  it('refuses home charging, light modification, virtual goods and cars', () => {
    expect(canAddToCart({ bizType: BizType.attachment, annexType: AnnexChildType.HomeCharging })).toBe(false);
    expect(canAddToCart({ bizType: BizType.attachment, annexType: null })).toBe(false);
    expect(canAddToCart({ bizType: BizType.lightModification, annexType: null })).toBe(false);
    expect(canAddToCart({ bizType: BizType.virtual, annexType: null })).toBe(false);
    expect(canAddToCart({ bizType: BizType.car, annexType: null })).toBe(false);
  });
});

const noLimit: PurchaseLimit = { userLimitFlag: false, userLimit: 0, userPurchasedNum: 0 };

describe('cartMaxNum', () => {
  it('is the stock without a limit, capped at the line maximum', () => {
    expect(cartMaxNum({ stock: 5, limit: noLimit })).toBe(5);
    expect(cartMaxNum({ stock: 100_000, limit: noLimit })).toBe(CART_MAX_NUM);
    expect(cartMaxNum({ stock: 0, limit: noLimit })).toBe(0);
  });

  it('is what the limit leaves when that is less, never below 0', () => {
    expect(cartMaxNum({ stock: 500, limit: { userLimitFlag: true, userLimit: 2, userPurchasedNum: 0 } })).toBe(2);
    expect(cartMaxNum({ stock: 500, limit: { userLimitFlag: true, userLimit: 2, userPurchasedNum: 1 } })).toBe(1);
    expect(cartMaxNum({ stock: 500, limit: { userLimitFlag: true, userLimit: 2, userPurchasedNum: 5 } })).toBe(0);
    expect(cartMaxNum({ stock: 1, limit: { userLimitFlag: true, userLimit: 2, userPurchasedNum: 0 } })).toBe(1);
  });

  it('ignores a limit whose flag is off', () => {
    expect(purchaseLimitLeft({ userLimitFlag: false, userLimit: 1, userPurchasedNum: 9 })).toBe(CART_MAX_NUM);
  });
});

describe('cartProblemReason', () => {
  const fine: CartProblemInput = {
    onShelf: true,
    activityEnded: false,
    stock: 10,
    num: 2,
    limit: noLimit,
    eValueNeeded: 0,
    userPoints: 0,
    deductType: DeductType.cash,
  };

  it('is null when the line may be bought', () => {
    expect(cartProblemReason(fine)).toBeNull();
    expect(cartProblemReason({ ...fine, stock: 2 })).toBeNull();
  });

  it('reports stock below num, and no stock at all', () => {
    expect(cartProblemReason({ ...fine, stock: 1 })).toBe(CartProblemReason.stock);
    expect(cartProblemReason({ ...fine, stock: 0, num: 1 })).toBe(CartProblemReason.stock);
  });

  it('reports the limit when bought plus num exceeds it, not when it meets it', () => {
    const limit = { userLimitFlag: true, userLimit: 2, userPurchasedNum: 0 };
    expect(cartProblemReason({ ...fine, limit, num: 2 })).toBeNull();
    expect(cartProblemReason({ ...fine, limit, num: 3 })).toBe(CartProblemReason.limit);
    expect(cartProblemReason({ ...fine, limit: { ...limit, userPurchasedNum: 1 }, num: 2 })).toBe(CartProblemReason.limit);
    expect(cartProblemReason({ ...fine, limit: { ...limit, userLimitFlag: false }, num: 3 })).toBeNull();
  });

  it('reports E-value only for goods that take it, when the line needs more than the balance', () => {
    const eOnly = { ...fine, deductType: DeductType.integral, eValueNeeded: 3_180 };
    expect(cartProblemReason({ ...eOnly, userPoints: 3_179 })).toBe(CartProblemReason.E);
    expect(cartProblemReason({ ...eOnly, userPoints: 3_180 })).toBeNull();
    expect(cartProblemReason({ ...eOnly, deductType: DeductType.all, userPoints: 0 })).toBe(CartProblemReason.E);
    expect(cartProblemReason({ ...eOnly, deductType: DeductType.cash, userPoints: 0 })).toBeNull();
  });

  it('checks in the order off, activity end, stock, limit, E-value', () => {
    const all: CartProblemInput = {
      onShelf: false,
      activityEnded: true,
      stock: 0,
      num: 3,
      limit: { userLimitFlag: true, userLimit: 1, userPurchasedNum: 0 },
      eValueNeeded: 100,
      userPoints: 0,
      deductType: DeductType.integral,
    };
    expect(cartProblemReason(all)).toBe(CartProblemReason.off);
    expect(cartProblemReason({ ...all, onShelf: true })).toBe(CartProblemReason.activityEnd);
    expect(cartProblemReason({ ...all, onShelf: true, activityEnded: false })).toBe(CartProblemReason.stock);
    expect(cartProblemReason({ ...all, onShelf: true, activityEnded: false, stock: 3 })).toBe(CartProblemReason.limit);
    expect(cartProblemReason({ ...all, onShelf: true, activityEnded: false, stock: 3, limit: noLimit })).toBe(CartProblemReason.E);
  });
});

describe('cartProblemText', () => {
  it('gives each reason its label and nothing without one', () => {
    expect(cartProblemText(CartProblemReason.stock)).toBe(Text.cartProblemStock);
    expect(cartProblemText(CartProblemReason.E)).toBe(Text.cartProblemEValue);
    expect(cartProblemText(CartProblemReason.limit)).toBe(Text.cartProblemLimit);
    expect(cartProblemText(CartProblemReason.off)).toBe(Text.cartProblemOff);
    expect(cartProblemText(CartProblemReason.activityEnd)).toBe(Text.cartProblemActivityEnd);
    expect(cartProblemText(null)).toBe('');
  });
});

describe('cartAmount', () => {
  const line = (over: Partial<CartAmountLine>): CartAmountLine => ({
    selected: true,
    selectEnable: true,
    num: 1,
    price: 39_900,
    eValue: 0,
    deductType: DeductType.cash,
    deductAmount: 0,
    ...over,
  });

  it('is zero for no lines', () => {
    expect(cartAmount([])).toEqual({ count: 0, cashFen: 0, eValue: 0, maxDeductFen: 0 });
  });

  it('counts cash goods as cash, with their E-value offset times num', () => {
    expect(cartAmount([line({ num: 2, deductAmount: 10_000 })])).toEqual({ count: 2, cashFen: 79_800, eValue: 0, maxDeductFen: 20_000 });
  });

  it('counts E-value-only goods as E-value, ignoring a cash price', () => {
    expect(cartAmount([line({ num: 3, price: 500, eValue: 1_590, deductType: DeductType.integral })])).toEqual({
      count: 3,
      cashFen: 0,
      eValue: 4_770,
      maxDeductFen: 0,
    });
  });

  it('counts mixed goods as cash and E-value, with no offset', () => {
    expect(cartAmount([line({ num: 2, price: 9_900, eValue: 1_000, deductType: DeductType.all, deductAmount: 500 })])).toEqual({
      count: 2,
      cashFen: 19_800,
      eValue: 2_000,
      maxDeductFen: 0,
    });
  });

  it('reads deductType all with no E-value as cash with an offset, as the product page shows it', () => {
    expect(cartAmount([line({ price: 2_000, deductType: DeductType.all, deductAmount: 800 })])).toEqual({
      count: 1,
      cashFen: 2_000,
      eValue: 0,
      maxDeductFen: 800,
    });
  });

  it('never lets the offset exceed the cash price', () => {
    expect(cartAmount([line({ num: 2, price: 1_000, deductAmount: 5_000 })]).maxDeductFen).toBe(2_000);
  });

  it('adds a cart of every kind and leaves out unselected and unselectable lines', () => {
    const totals = cartAmount([
      line({ deductAmount: 10_000 }),
      line({ price: 0, eValue: 1_590, deductType: DeductType.integral }),
      line({ price: 9_900, eValue: 1_000, deductType: DeductType.all }),
      line({ selected: false, num: 50 }),
      line({ selectEnable: false, num: 50, eValue: 9, deductType: DeductType.integral }),
    ]);
    expect(totals).toEqual({ count: 3, cashFen: 49_800, eValue: 2_590, maxDeductFen: 10_000 });
  });
});

describe('isCartableNow', () => {
  const boutique = { bizType: BizType.shop, annexType: null };

  it('takes a posted goods that is no crowdfund, or whose crowdfund runs', () => {
    expect(isCartableNow(boutique, 'none')).toBe(true);
    expect(isCartableNow(boutique, 'running')).toBe(true);
    expect(isCartableNow({ bizType: BizType.attachment, annexType: AnnexChildType.Attachment }, 'running')).toBe(true);
  });

  it('refuses a crowdfund before its start and after its end', () => {
    expect(isCartableNow(boutique, 'preheat')).toBe(false);
    expect(isCartableNow(boutique, 'ended')).toBe(false);
  });

  it('refuses goods that are not posted, whatever the phase', () => {
    expect(isCartableNow({ bizType: BizType.attachment, annexType: AnnexChildType.HomeCharging }, 'none')).toBe(false);
    expect(isCartableNow({ bizType: BizType.virtual, annexType: null }, 'running')).toBe(false);
  });
});

describe('cartGroupOf', () => {
  it('groups boutique goods apart from attachments', () => {
    expect(cartGroupOf(BizType.shop)).toBe('boutique');
    expect(cartGroupOf(BizType.attachment)).toBe('attachment');
  });
});
