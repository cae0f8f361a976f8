import { CARRIAGE_FEN, CardType, DeductType, FREE_CARRIAGE_FROM_FEN, GoodsType, PayShowType } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import {
  bestCoupon,
  couponVerdict,
  orderCarriageFen,
  orderPayShowType,
  priceOrder,
  type OrderChoices,
  type OrderCouponInput,
  type OrderLineInput,
  type OrderPricingInput,
} from './order-pricing.ts';

function cashLine(priceFen: number, num = 1, deductAmountFen = 0, goodsType: number = GoodsType.shop): OrderLineInput {
  return { price: priceFen, eValue: 0, deductType: DeductType.cash, deductAmount: deductAmountFen, num, goodsType };
}

function eLine(eValue: number, num = 1): OrderLineInput {
  return { price: 0, eValue, deductType: DeductType.integral, deductAmount: 0, num, goodsType: GoodsType.shop };
}

function mixedLine(priceFen: number, eValue: number, num = 1): OrderLineInput {
  return { price: priceFen, eValue, deductType: DeductType.all, deductAmount: 0, num, goodsType: GoodsType.shop };
}

function coupon(fields: Partial<OrderCouponInput> = {}): OrderCouponInput {
  return {
    id: '1',
    cardType: CardType.enoughLess,
    eachReductionFen: 2_000,
    discountRatio: 100,
    useConditionFen: 19_900,
    goodsType: null,
    expiresAtMs: 1_000,
    ...fields,
  };
}

const cashChoice: OrderChoices = { useIntegral: false, payMethod: 'cash', fromCart: false };
const pointsChoice: OrderChoices = { useIntegral: true, payMethod: 'evalue', fromCart: false };

function price(fields: Partial<OrderPricingInput> & Pick<OrderPricingInput, 'lines'>) {
  return priceOrder({ coupon: null, shipsByPost: false, userPoints: 0, choices: cashChoice, ...fields });
}

describe('orderPayShowType', () => {
  it('is E when every line is E-value only, even from the cart', () => {
    expect(orderPayShowType([eLine(100), eLine(50, 3)], false)).toBe(PayShowType.E);
    expect(orderPayShowType([eLine(100)], true)).toBe(PayShowType.E);
  });

  it('is deduct when a line takes E-value, cartDeduct when that order comes from the cart', () => {
    expect(orderPayShowType([mixedLine(9_900, 1_000)], false)).toBe(PayShowType.deduct);
    expect(orderPayShowType([cashLine(39_900, 1, 10_000)], false)).toBe(PayShowType.deduct);
    expect(orderPayShowType([cashLine(1_000), eLine(10)], false)).toBe(PayShowType.deduct);
    expect(orderPayShowType([cashLine(39_900, 1, 10_000)], true)).toBe(PayShowType.cartDeduct);
  });

  it('is cash when no line takes E-value, and for no lines at all', () => {
    expect(orderPayShowType([cashLine(26_900), cashLine(100, 2)], true)).toBe(PayShowType.cash);
    expect(orderPayShowType([], false)).toBe(PayShowType.cash);
  });

  it('reads a mixed goods without an E part as cash', () => {
    expect(orderPayShowType([mixedLine(9_900, 0)], false)).toBe(PayShowType.cash);
  });
});

describe('orderCarriageFen', () => {
  it('charges a parcel below the free-carriage amount, not at or above it', () => {
    expect(orderCarriageFen({ shipsByPost: true, payShowType: PayShowType.cash, cashFen: FREE_CARRIAGE_FROM_FEN - 1 })).toBe(CARRIAGE_FEN);
    expect(orderCarriageFen({ shipsByPost: true, payShowType: PayShowType.cash, cashFen: FREE_CARRIAGE_FROM_FEN })).toBe(0);
    expect(orderCarriageFen({ shipsByPost: true, payShowType: PayShowType.deduct, cashFen: 0 })).toBe(CARRIAGE_FEN);
  });

  it('is free for store pickup, virtual goods and E-value-only orders', () => {
    expect(orderCarriageFen({ shipsByPost: false, payShowType: PayShowType.cash, cashFen: 100 })).toBe(0);
    expect(orderCarriageFen({ shipsByPost: true, payShowType: PayShowType.E, cashFen: 0 })).toBe(0);
  });
});

describe('couponVerdict', () => {
  it('applies an enoughLess coupon from exactly its condition, not a fen below', () => {
    expect(couponVerdict(coupon(), [cashLine(19_900)])).toEqual({ usable: true, deductFen: 2_000, reason: '' });
    expect(couponVerdict(coupon(), [cashLine(19_899)])).toEqual({ usable: false, deductFen: 0, reason: '订单金额未满199元' });
  });

  it('counts the cash of every piece and line towards the condition', () => {
    expect(couponVerdict(coupon(), [cashLine(9_950, 2)]).usable).toBe(true);
    expect(couponVerdict(coupon(), [cashLine(10_000), mixedLine(9_900, 500)]).usable).toBe(true);
  });

  it('names the condition with its cents when it has them', () => {
    expect(couponVerdict(coupon({ useConditionFen: 12_350 }), [cashLine(100)]).reason).toBe('订单金额未满123.5元');
  });

  it('takes the unpaid part of an enoughDiscount coupon, rounded down to the fen', () => {
    const discount = coupon({ cardType: CardType.enoughDiscount, discountRatio: 85, useConditionFen: 0 });
    expect(couponVerdict(discount, [cashLine(39_900)]).deductFen).toBe(5_985);
    expect(couponVerdict({ ...discount, discountRatio: 90 }, [cashLine(33)]).deductFen).toBe(3);
    expect(couponVerdict({ ...discount, discountRatio: 1 }, [cashLine(100)]).deductFen).toBe(99);
  });

  it('refuses a discount that takes nothing off (ratio 100, or a fen too small to discount)', () => {
    const discount = coupon({ cardType: CardType.enoughDiscount, discountRatio: 100, useConditionFen: 0 });
    expect(couponVerdict(discount, [cashLine(10_000)])).toEqual({ usable: false, deductFen: 0, reason: '本订单无可优惠金额' });
    expect(couponVerdict({ ...discount, discountRatio: 90 }, [cashLine(9)]).usable).toBe(false);
  });

  it('never takes more than the cash: a deduct coupon worth more covers it exactly', () => {
    const deduct = coupon({ cardType: CardType.deduct, eachReductionFen: 3_000, useConditionFen: 0 });
    expect(couponVerdict(deduct, [cashLine(2_500)]).deductFen).toBe(2_500);
    expect(couponVerdict(deduct, [cashLine(3_000)]).deductFen).toBe(3_000);
    expect(couponVerdict(deduct, [cashLine(3_001)]).deductFen).toBe(3_000);
  });

  it('cannot discount an E-value-only order, which has no cash', () => {
    expect(couponVerdict(coupon({ useConditionFen: 0 }), [eLine(1_590)]).reason).toBe('本订单无可优惠金额');
  });

  it('counts only the lines of the goods type it is for', () => {
    const forAttachments = coupon({ goodsType: GoodsType.attachment, useConditionFen: 10_000, eachReductionFen: 1_000 });
    expect(couponVerdict(forAttachments, [cashLine(50_000)]).reason).toBe('不适用于当前商品');
    const lines = [cashLine(50_000), cashLine(9_000, 1, 0, GoodsType.attachment)];
    expect(couponVerdict(forAttachments, lines).reason).toBe('订单金额未满100元');
    expect(couponVerdict(forAttachments, [...lines, cashLine(1_000, 1, 0, GoodsType.attachment)]).deductFen).toBe(1_000);
  });

  it('counts only the lines of the goods it is limited to, and their cash alone towards the condition', () => {
    const forModels = coupon({ goodsIds: [7, 9], useConditionFen: 10_000, eachReductionFen: 1_000 });
    const line = (goodsId: number, priceFen: number) => ({ ...cashLine(priceFen), goodsId });
    expect(couponVerdict(forModels, [line(8, 50_000)]).reason).toBe('不适用于当前商品');
    expect(couponVerdict(forModels, [cashLine(50_000)]).reason).toBe('不适用于当前商品');
    expect(couponVerdict(forModels, [line(8, 50_000), line(7, 9_000)]).reason).toBe('订单金额未满100元');
    expect(couponVerdict(forModels, [line(8, 50_000), line(7, 9_000), line(9, 1_000)]).deductFen).toBe(1_000);
    const discount = coupon({ cardType: CardType.enoughDiscount, discountRatio: 90, useConditionFen: 0, goodsIds: [7] });
    expect(couponVerdict(discount, [line(7, 10_000), line(8, 90_000)]).deductFen).toBe(1_000);
  });

  it('with goods and a goods type, needs both', () => {
    const both = coupon({ goodsType: GoodsType.attachment, goodsIds: [7], useConditionFen: 0 });
    expect(couponVerdict(both, [{ ...cashLine(5_000), goodsId: 7 }]).usable).toBe(false);
    expect(couponVerdict(both, [{ ...cashLine(5_000, 1, 0, GoodsType.attachment), goodsId: 7 }]).usable).toBe(true);
    expect(couponVerdict(coupon({ goodsIds: [], useConditionFen: 0 }), [cashLine(5_000)]).usable).toBe(true);
  });

  it('refuses a card type it does not know', () => {
    expect(couponVerdict(coupon({ cardType: 'mystery', useConditionFen: 0 }), [cashLine(100)]).usable).toBe(false);
  });
});

describe('bestCoupon', () => {
  const lines = [cashLine(39_900)];

  it('picks the largest deduction among the usable ones', () => {
    const small = coupon({ id: 'small', eachReductionFen: 2_000 });
    const big = coupon({ id: 'big', cardType: CardType.enoughDiscount, discountRatio: 85, useConditionFen: 0 });
    const unusable = coupon({ id: 'far', eachReductionFen: 10_000, useConditionFen: 100_000 });
    expect(bestCoupon([small, unusable, big], lines)?.id).toBe('big');
  });

  it('breaks a tie with the one expiring first', () => {
    const later = coupon({ id: 'later', expiresAtMs: 2_000 });
    const sooner = coupon({ id: 'sooner', expiresAtMs: 1_000 });
    expect(bestCoupon([later, sooner], lines)?.id).toBe('sooner');
    expect(bestCoupon([sooner, later], lines)?.id).toBe('sooner');
  });

  it('is null without a usable coupon', () => {
    expect(bestCoupon([], lines)).toBeNull();
    expect(bestCoupon([coupon({ useConditionFen: 50_000 })], lines)).toBeNull();
  });
});

describe('priceOrder: cash goods', () => {
  it('charges the cash with no E-value and no coupon', () => {
    const p = price({ lines: [cashLine(26_900, 2)] });
    expect(p.payData).toMatchObject({
      payShowType: PayShowType.cash,
      payIntegral: 0,
      minIntegral: 0,
      integral: 0,
      payAmount: 53_800,
      cashPayAmount: 53_800,
      carriage: 0,
      exchangeProportion: 10,
      distributionProportion: 100,
    });
    expect(p).toMatchObject({ goodsAmountFen: 53_800, couponDeductFen: 0, realPayFen: 53_800, couponDeductsAll: false });
  });

  it('adds carriage to a parcel under the free amount, measured after the coupon', () => {
    expect(price({ lines: [cashLine(8_900)], shipsByPost: true }).payData).toMatchObject({ carriage: 800, payAmount: 9_700 });
    expect(price({ lines: [cashLine(9_900)], shipsByPost: true }).payData).toMatchObject({ carriage: 0, payAmount: 9_900 });
    const withCoupon = price({ lines: [cashLine(10_000)], shipsByPost: true, coupon: coupon({ useConditionFen: 0, eachReductionFen: 200 }) });
    expect(withCoupon.payData).toMatchObject({ carriage: 800, payAmount: 10_600 });
    expect(withCoupon.couponDeductFen).toBe(200);
  });

  it('has nothing to pay for no lines', () => {
    const p = price({ lines: [] });
    expect(p.payData).toMatchObject({ payAmount: 0, payIntegral: 0, integral: 0, cashPayAmount: 0 });
    expect(p.pointsEarned).toBe(0);
  });
});

describe('priceOrder: cash goods with an E-value offset', () => {
  const carModel = cashLine(39_900, 1, 10_000);

  it('offers up to the offset in points and takes them all by default when points are used', () => {
    const p = price({ lines: [carModel], userPoints: 50_000, choices: pointsChoice });
    expect(p.payData).toMatchObject({ payShowType: PayShowType.deduct, minIntegral: 0, payIntegral: 1_000, integral: 1_000, payAmount: 39_900, cashPayAmount: 29_900 });
    expect(p.realPayFen).toBe(29_900);
    expect(p.integralOutOfRange).toBe(false);
  });

  it('takes the chosen amount within the range', () => {
    const p = price({ lines: [carModel], userPoints: 50_000, choices: { ...pointsChoice, integral: 5 } });
    expect(p.payData).toMatchObject({ integral: 5, cashPayAmount: 39_850 });
    expect(price({ lines: [carModel], userPoints: 50_000, choices: { ...pointsChoice, integral: 0 } }).payData.cashPayAmount).toBe(39_900);
  });

  it('flags a chosen amount above payIntegral and clamps it', () => {
    const p = price({ lines: [carModel], userPoints: 50_000, choices: { ...pointsChoice, integral: 1_001 } });
    expect(p.integralOutOfRange).toBe(true);
    expect(p.payData.integral).toBe(1_000);
  });

  it('offers no more points than the user has', () => {
    const p = price({ lines: [carModel], userPoints: 300, choices: pointsChoice });
    expect(p.payData).toMatchObject({ payIntegral: 300, integral: 300, cashPayAmount: 36_900, userAvailablePoint: 300 });
    expect(price({ lines: [carModel], userPoints: 0, choices: { ...pointsChoice, integral: 1 } }).integralOutOfRange).toBe(true);
  });

  it('reads a negative balance as none', () => {
    const p = price({ lines: [carModel], userPoints: -5, choices: pointsChoice });
    expect(p.payData).toMatchObject({ payIntegral: 0, userAvailablePoint: 0 });
  });

  it('uses no points when paying by cash or without useIntegral, and ignores the chosen amount then', () => {
    for (const choices of [
      { ...pointsChoice, payMethod: 'cash' as const, integral: 500 },
      { ...pointsChoice, useIntegral: false, integral: 500 },
    ]) {
      const p = price({ lines: [carModel], userPoints: 50_000, choices });
      expect(p.payData).toMatchObject({ integral: 0, payIntegral: 1_000, cashPayAmount: 39_900 });
      expect(p.integralOutOfRange).toBe(false);
    }
  });

  it('rounds an offset that is not whole points down', () => {
    expect(price({ lines: [cashLine(5_000, 1, 1_005)], userPoints: 10_000 }).payData.payIntegral).toBe(100);
    expect(price({ lines: [cashLine(5_000, 1, 9)], userPoints: 10_000 }).payData.payIntegral).toBe(0);
  });

  it('caps each offset at its price and the whole at the cash left after the coupon', () => {
    expect(price({ lines: [cashLine(500, 1, 3_000)], userPoints: 10_000 }).payData.payIntegral).toBe(50);
    const p = price({
      lines: [cashLine(5_000, 1, 5_000)],
      userPoints: 10_000,
      choices: pointsChoice,
      coupon: coupon({ cardType: CardType.deduct, eachReductionFen: 3_000, useConditionFen: 0 }),
    });
    expect(p.payData).toMatchObject({ payIntegral: 200, integral: 200, payAmount: 2_000, cashPayAmount: 0 });
    expect(p.couponDeductsAll).toBe(false);
  });

  it('multiplies the offset by the pieces', () => {
    expect(price({ lines: [cashLine(12_900, 3, 3_000)], userPoints: 10_000 }).payData.payIntegral).toBe(900);
  });

  it('never lets points pay the carriage', () => {
    const p = price({ lines: [cashLine(1_000, 1, 1_000)], shipsByPost: true, userPoints: 10_000, choices: pointsChoice });
    expect(p.payData).toMatchObject({ carriage: 800, payAmount: 1_800, payIntegral: 100, cashPayAmount: 800 });
    expect(p.pointsEarned).toBe(0);
  });

  it('prices a cart order the same way, shown as cartDeduct', () => {
    const p = price({ lines: [carModel], userPoints: 50_000, choices: { ...pointsChoice, fromCart: true } });
    expect(p.payData).toMatchObject({ payShowType: PayShowType.cartDeduct, integral: 1_000, cashPayAmount: 29_900 });
  });
});

describe('priceOrder: E-value-only goods', () => {
  const cup = eLine(1_590);

  it('takes the whole E-value price with no cash, carriage or coupon', () => {
    const p = price({ lines: [cup], userPoints: 2_000, shipsByPost: true });
    expect(p.payData).toMatchObject({ payShowType: PayShowType.E, minIntegral: 1_590, payIntegral: 1_590, integral: 1_590, payAmount: 0, cashPayAmount: 0, carriage: 0 });
    expect(p).toMatchObject({ realPayFen: 0, pointsEarned: 0, eValueShort: false, couponDeductsAll: false });
  });

  it('takes it even when useIntegral is off, and for every piece', () => {
    expect(price({ lines: [eLine(1_590, 3)], userPoints: 10_000 }).payData.integral).toBe(4_770);
  });

  it('is short exactly when the balance is below the price', () => {
    expect(price({ lines: [cup], userPoints: 1_590 }).eValueShort).toBe(false);
    const short = price({ lines: [cup], userPoints: 1_589, choices: pointsChoice });
    expect(short.eValueShort).toBe(true);
    expect(short.payData).toMatchObject({ payIntegral: 1_590, integral: 1_590, userAvailablePoint: 1_589 });
  });

  it('refuses a chosen amount other than the price', () => {
    expect(price({ lines: [cup], userPoints: 5_000, choices: { ...pointsChoice, integral: 1_589 } }).integralOutOfRange).toBe(true);
    expect(price({ lines: [cup], userPoints: 5_000, choices: { ...pointsChoice, integral: 1_590 } }).integralOutOfRange).toBe(false);
  });
});

describe('priceOrder: mixed goods', () => {
  const gift = mixedLine(9_900, 1_000);

  it('requires the E part and charges the cash part, which points do not offset', () => {
    const p = price({ lines: [gift], userPoints: 50_000, choices: pointsChoice });
    expect(p.payData).toMatchObject({ payShowType: PayShowType.deduct, minIntegral: 1_000, payIntegral: 1_000, integral: 1_000, payAmount: 9_900, cashPayAmount: 9_900 });
    expect(p.pointsEarned).toBe(99);
  });

  it('takes the E part with cash payment too', () => {
    expect(price({ lines: [gift], userPoints: 50_000 }).payData).toMatchObject({ integral: 1_000, cashPayAmount: 9_900 });
  });

  it('refuses a chosen amount below the required part', () => {
    const p = price({ lines: [gift], userPoints: 50_000, choices: { ...pointsChoice, integral: 999 } });
    expect(p.integralOutOfRange).toBe(true);
    expect(p.payData.integral).toBe(1_000);
  });

  it('adds an offset on the cash goods of the same order to the range', () => {
    const p = price({ lines: [gift, cashLine(39_900, 1, 10_000)], userPoints: 1_500, choices: pointsChoice });
    expect(p.payData).toMatchObject({ minIntegral: 1_000, payIntegral: 1_500, integral: 1_500, payAmount: 49_800, cashPayAmount: 44_800 });
  });

  it('is short when the user lacks the required part, with nothing optional on offer', () => {
    const p = price({ lines: [gift, cashLine(39_900, 1, 10_000)], userPoints: 900, choices: pointsChoice });
    expect(p.payData).toMatchObject({ minIntegral: 1_000, payIntegral: 1_000, integral: 1_000 });
    expect(p.eValueShort).toBe(true);
  });
});

describe('priceOrder: coupons and the real pay amount', () => {
  it('deducts the coupon before E-value and carriage', () => {
    const p = price({ lines: [cashLine(39_900, 1, 10_000)], coupon: coupon(), userPoints: 50_000, choices: pointsChoice, shipsByPost: true });
    expect(p).toMatchObject({ goodsAmountFen: 39_900, couponDeductFen: 2_000, realPayFen: 27_900 });
    expect(p.payData).toMatchObject({ payAmount: 37_900, integral: 1_000, carriage: 0 });
  });

  it('ignores a coupon that does not apply', () => {
    const p = price({ lines: [cashLine(10_000)], coupon: coupon() });
    expect(p).toMatchObject({ couponDeductFen: 0, realPayFen: 10_000, couponDeductsAll: false });
  });

  it('deducts all only when a coupon brings the pay amount to exactly 0', () => {
    const voucher = coupon({ cardType: CardType.deduct, eachReductionFen: 3_000, useConditionFen: 0 });
    const covered = price({ lines: [cashLine(3_000)], coupon: voucher });
    expect(covered).toMatchObject({ couponDeductsAll: true, realPayFen: 0, pointsEarned: 0 });
    expect(price({ lines: [cashLine(3_001)], coupon: voucher }).couponDeductsAll).toBe(false);
    expect(price({ lines: [cashLine(3_000)], coupon: voucher, shipsByPost: true }).couponDeductsAll).toBe(false);
    expect(price({ lines: [eLine(10)], userPoints: 10 }).couponDeductsAll).toBe(false);
  });

  it('earns ceil((cash − carriage) / distributionProportion) points', () => {
    expect(price({ lines: [cashLine(150)] }).pointsEarned).toBe(2);
    expect(price({ lines: [cashLine(100)] }).pointsEarned).toBe(1);
    expect(price({ lines: [cashLine(8_900)], shipsByPost: true }).pointsEarned).toBe(89);
    expect(price({ lines: [cashLine(8_900)], distributionProportion: 1 }).pointsEarned).toBe(8_900);
  });

  it('keeps large orders exact', () => {
    const p = price({ lines: [cashLine(99_999_900, 999, 99_999_900)], userPoints: 2_000_000_000, choices: pointsChoice });
    expect(p.goodsAmountFen).toBe(99_899_900_100);
    expect(p.payData.payIntegral).toBe(2_000_000_000);
    expect(p.payData.cashPayAmount).toBe(79_899_900_100);
  });
});
