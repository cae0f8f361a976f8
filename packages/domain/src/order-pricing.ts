import {
  CARRIAGE_FEN,
  CardType,
  DISTRIBUTION_PROPORTION,
  EXCHANGE_PROPORTION,
  FREE_CARRIAGE_FROM_FEN,
  PayMethod,
  PayShowType,
  Text,
  fillText,
  type PayData,
} from '@emall/contract';
import { cartAmount } from './cart.ts';
import { formatMoney } from './money.ts';
import { couponDeductsAll } from './pay.ts';
import { pointsEarned, remainingCashFen, usesPoints } from './points.ts';
import { priceDisplay, type PriceFields } from './price-display.ts';

/** A line of an order: unit prices of the SKU, its goods' deduct rule, the pieces and the goods type (§3). */
export interface OrderLineInput extends PriceFields {
  num: number;
  goodsType: number;
  /** The goods of the line, for a coupon limited to chosen goods. */
  goodsId?: number;
}

/** A coupon the user holds (§3 Coupon and rights). Amounts are fen; discountRatio is the percent paid (85 = 8.5折). */
export interface OrderCouponInput {
  id: string;
  cardType: string;
  eachReductionFen: number;
  discountRatio: number;
  useConditionFen: number;
  /** The goods type it is for; null for every goods. */
  goodsType: number | null;
  /** The goods it is limited to; none (or left out) for every goods of its type. */
  goodsIds?: readonly number[];
  /** When it stops being usable, for the tie-break of the best coupon. */
  expiresAtMs: number;
}

export interface OrderChoices {
  /** §3 userAction.useIntegral. */
  useIntegral: boolean;
  payMethod: PayMethod;
  /** The custom E-value (§5); omitted takes the most the order allows when points are used. */
  integral?: number;
  /** The lines come from the cart (§3 payShowType cartDeduct). */
  fromCart: boolean;
}

export interface OrderPricingInput {
  lines: readonly OrderLineInput[];
  coupon: OrderCouponInput | null;
  /** Online delivery of goods sent by post: the only case that may pay carriage. */
  shipsByPost: boolean;
  userPoints: number;
  choices: OrderChoices;
  /** Fen one point offsets; defaults to EXCHANGE_PROPORTION. */
  exchangeProportion?: number;
  /** Fen of cash per point earned; defaults to DISTRIBUTION_PROPORTION. */
  distributionProportion?: number;
}

export interface OrderPricing {
  payData: PayData;
  /** Cash of the lines before coupon and carriage. */
  goodsAmountFen: number;
  couponDeductFen: number;
  /** Cash to pay now (§5 real pay amount). */
  realPayFen: number;
  pointsEarned: number;
  couponDeductsAll: boolean;
  /** A chosen integral outside minIntegral…payIntegral; the server refuses it rather than clamp it. */
  integralOutOfRange: boolean;
  /** The order takes more E-value than the user has (only when the goods require more than that). */
  eValueShort: boolean;
}

export type CouponVerdict = { usable: true; deductFen: number; reason: '' } | { usable: false; deductFen: 0; reason: string };

function unusable(reason: string): CouponVerdict {
  return { usable: false, deductFen: 0, reason };
}

/** Cash of a line (cash and mixed goods; E-value-only goods have none). */
function lineCashFen(line: OrderLineInput): number {
  const shown = priceDisplay(line);
  return shown.kind === 'evalue' ? 0 : shown.cashFen * line.num;
}

/** Yuan without trailing zeros: 19900 → '199', 12350 → '123.5'. */
function yuan(fen: number): string {
  return formatMoney(fen).replace(/\.?0+$/, '');
}

/**
 * What a coupon whose condition is met takes off `cashFen`: a reduction (enoughLess, deduct) up to
 * the cash, or a discount's saving (enoughDiscount, discountRatio percent paid) rounded down to fen.
 */
export function couponDeductFen(
  coupon: Pick<OrderCouponInput, 'cardType' | 'eachReductionFen' | 'discountRatio'>,
  cashFen: number,
): number {
  if (coupon.cardType === CardType.enoughLess || coupon.cardType === CardType.deduct) {
    return Math.min(Math.max(0, coupon.eachReductionFen), cashFen);
  }
  if (coupon.cardType === CardType.enoughDiscount) {
    const ratio = Math.min(100, Math.max(0, coupon.discountRatio));
    return Math.floor((cashFen * (100 - ratio)) / 100);
  }
  return 0;
}

/**
 * Whether a coupon is for a line: of its goods type (none: every type) and, when it is limited to
 * chosen goods, of one of them (a line whose goods is unknown is not).
 */
export function couponCovers(
  coupon: { goodsType: number | null; goodsIds?: readonly number[] },
  line: { goodsType: number; goodsId?: number },
): boolean {
  const ofType = coupon.goodsType === null || line.goodsType === coupon.goodsType;
  const ids = coupon.goodsIds ?? [];
  return ofType && (ids.length === 0 || (line.goodsId !== undefined && ids.includes(line.goodsId)));
}

/**
 * What a coupon takes off these lines: the cash of the lines it is for must reach its condition;
 * enoughLess and deduct take eachReduction, enoughDiscount the part not paid of that cash, rounded
 * down to the fen; never more than that cash. A coupon that would take nothing is not usable.
 */
export function couponVerdict(coupon: OrderCouponInput, lines: readonly OrderLineInput[]): CouponVerdict {
  const covered = lines.filter((l) => couponCovers(coupon, l));
  if (covered.length === 0) return unusable(Text.couponNotForGoods);
  const cashFen = covered.reduce((sum, l) => sum + lineCashFen(l), 0);
  if (cashFen < coupon.useConditionFen) return unusable(fillText(Text.couponConditionUnmet, { amount: yuan(coupon.useConditionFen) }));
  const deductFen = couponDeductFen(coupon, cashFen);
  if (deductFen <= 0) return unusable(Text.couponNothingToDeduct);
  return { usable: true, deductFen, reason: '' };
}

/** The coupon to preselect: the largest deduction among the usable ones; ties go to the one expiring first. */
export function bestCoupon<T extends OrderCouponInput>(coupons: readonly T[], lines: readonly OrderLineInput[]): T | null {
  let best: { coupon: T; deductFen: number } | null = null;
  for (const coupon of coupons) {
    const verdict = couponVerdict(coupon, lines);
    if (!verdict.usable) continue;
    const better =
      best === null ||
      verdict.deductFen > best.deductFen ||
      (verdict.deductFen === best.deductFen && coupon.expiresAtMs < best.coupon.expiresAtMs);
    if (better) best = { coupon, deductFen: verdict.deductFen };
  }
  return best?.coupon ?? null;
}

/**
 * §3 payShowType of an order (README, Decisions): E when every line is E-value only; otherwise,
 * when a line takes E-value (a mixed goods' E part, or a cash goods' offset), cartDeduct from the
 * cart and deduct elsewhere; cash when none does.
 */
export function orderPayShowType(lines: readonly OrderLineInput[], fromCart: boolean): PayShowType {
  const shown = lines.map(priceDisplay);
  if (shown.length > 0 && shown.every((s) => s.kind === 'evalue')) return PayShowType.E;
  const takesEValue = shown.some((s) => s.kind !== 'cash' || s.offsetFen > 0);
  if (!takesEValue) return PayShowType.cash;
  return fromCart ? PayShowType.cartDeduct : PayShowType.deduct;
}

/** Carriage (ours): a parcel under the free-carriage amount pays CARRIAGE_FEN; E-value-only orders never pay cash for it. */
export function orderCarriageFen(input: { shipsByPost: boolean; payShowType: PayShowType; cashFen: number }): number {
  if (!input.shipsByPost || input.payShowType === PayShowType.E) return 0;
  return input.cashFen < FREE_CARRIAGE_FROM_FEN ? CARRIAGE_FEN : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The order priced (§3 pay data, §5): one rule for the server, which charges it, and the submit
 * page, which previews it.
 *
 * - The E-value the goods require (E-value-only goods, the E part of mixed goods) is minIntegral
 *   and is always taken. It pays those parts and offsets no cash.
 * - Cash goods with a deductAmount may have up to that much (never more than the cash left after
 *   the coupon) offset by points at exchangeProportion fen a point, rounded down to whole points,
 *   and never more points than the user has beyond the required part: that makes payIntegral.
 * - With §5 usesPoints the chosen integral (default: payIntegral) is taken, clamped to
 *   minIntegral…payIntegral; the points beyond minIntegral are §5's "points used" of the remaining
 *   cash and points earned formulas.
 */
export function priceOrder(input: OrderPricingInput): OrderPricing {
  const exchangeProportion = input.exchangeProportion ?? EXCHANGE_PROPORTION;
  const distributionProportion = input.distributionProportion ?? DISTRIBUTION_PROPORTION;
  const totals = cartAmount(input.lines.map((l) => ({ ...l, selected: true, selectEnable: true })));
  const payShowType = orderPayShowType(input.lines, input.choices.fromCart);

  const verdict = input.coupon ? couponVerdict(input.coupon, input.lines) : null;
  const couponDeductFen = verdict?.deductFen ?? 0;
  const cashAfterCouponFen = totals.cashFen - couponDeductFen;
  const carriage = orderCarriageFen({ shipsByPost: input.shipsByPost, payShowType, cashFen: cashAfterCouponFen });
  const payAmount = cashAfterCouponFen + carriage;

  const userPoints = Math.max(0, input.userPoints);
  const minIntegral = totals.eValue;
  const offsetFen = Math.min(totals.maxDeductFen, cashAfterCouponFen);
  const offsetPointsMax = Math.max(0, Math.min(Math.floor(offsetFen / exchangeProportion), userPoints - minIntegral));
  const payIntegral = minIntegral + offsetPointsMax;

  const pointsDeductMode = payShowType === PayShowType.deduct || payShowType === PayShowType.cartDeduct;
  const chosen = input.choices.integral;
  let integral = minIntegral;
  let integralOutOfRange = false;
  if (usesPoints({ useIntegral: input.choices.useIntegral, pointsDeductMode, payMethod: input.choices.payMethod, payShowType })) {
    integralOutOfRange = chosen !== undefined && (chosen < minIntegral || chosen > payIntegral);
    integral = clamp(chosen ?? payIntegral, minIntegral, payIntegral);
  }
  const offsetPoints = integral - minIntegral;
  const cashPayAmount = remainingCashFen(payAmount, offsetPoints, exchangeProportion);

  return {
    payData: {
      payShowType,
      payIntegral,
      cashPayAmount,
      minIntegral,
      payAmount,
      exchangeProportion,
      carriage,
      integral,
      distributionProportion,
      userAvailablePoint: userPoints,
    },
    goodsAmountFen: totals.cashFen,
    couponDeductFen,
    realPayFen: cashPayAmount,
    pointsEarned: pointsEarned({ payAmountFen: payAmount, pointsUsed: offsetPoints, exchangeProportion, carriageFen: carriage, distributionProportion }),
    couponDeductsAll: couponDeductsAll(payAmount, verdict !== null),
    integralOutOfRange,
    eValueShort: integral > userPoints,
  };
}
