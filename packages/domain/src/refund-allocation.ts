import { AfterSalesRefusal } from '@emall/contract';
import { apportion, piecesShare } from './apportion.ts';
import { couponCovers } from './order-pricing.ts';
import { integralDeductFen } from './pay.ts';
import { priceDisplay, type PriceFields } from './price-display.ts';

/** A line of a paid order as it was bought (order_lines): unit prices, pieces and goods type. */
export interface PaidLine extends PriceFields {
  id: number;
  num: number;
  goodsType: number;
  /** The line's goods, for a coupon limited to chosen goods. */
  goodsId?: number;
}

/** An order as checkout recorded it (orders): totals only, no per-line shares. */
export interface PaidOrder {
  lines: readonly PaidLine[];
  /** Cash of the lines before the coupon. */
  goodsAmountFen: number;
  couponDeductFen: number;
  carriageFen: number;
  /** Cash paid. */
  payAmountFen: number;
  /** E-value taken: the goods' required part plus what offset cash. */
  integral: number;
  pointsEarned: number;
  /** The coupon used: the goods type and goods it was for (null / none: all) and when it expires. Null without one. */
  coupon: { goodsType: number | null; goodsIds?: readonly number[]; expiresAtMs: number } | null;
}

/** What one line of the order paid, its share of every order total. Carriage belongs to no line. */
export interface LineShare {
  lineId: number;
  num: number;
  /** Cash paid for the line: its cash less its coupon and E-value offset shares. */
  cashFen: number;
  /** E-value paid for the line: its required part plus its share of the offset points. */
  eValue: number;
  couponFen: number;
  /** Cash the E-value stood in for on this line. */
  offsetFen: number;
  pointsEarned: number;
}

function lineCashFen(line: PaidLine): number {
  const shown = priceDisplay(line);
  return shown.kind === 'evalue' ? 0 : shown.cashFen * line.num;
}

function lineRequiredEValue(line: PaidLine): number {
  const shown = priceDisplay(line);
  return shown.kind === 'cash' ? 0 : shown.eValue * line.num;
}

/** The most cash E-value may offset on a line at checkout (cash goods' deduct allowance, never above the price). */
function lineOffsetAllowanceFen(line: PaidLine): number {
  const shown = priceDisplay(line);
  return shown.kind === 'cash' ? Math.min(shown.offsetFen, shown.cashFen) * line.num : 0;
}

function refuseOrder(why: string): never {
  throw new RangeError(`not an order checkout records: ${why}`);
}

/**
 * Splits the coupon over the lines it was for, in proportion to their cash. The coupon's goods type
 * decides which lines (couponCovers, as checkout); when that is unknown or no longer matches what
 * it took (its pool changed since), every line with cash shares it.
 */
function couponShares(order: PaidOrder, cash: readonly number[]): number[] {
  const covered = order.lines.map((line, i) => (order.coupon === null || couponCovers(order.coupon, line) ? cash[i]! : 0));
  const coveredFen = covered.reduce((a, c) => a + c, 0);
  return apportion(order.couponDeductFen, coveredFen >= order.couponDeductFen ? covered : cash);
}

/**
 * Splits the cash the E-value offset: first over the lines whose goods allowed it, in proportion to
 * what each allowed (capped by the line's cash after its coupon share); checkout caps the offset
 * over the whole order, not per line, so what those lines cannot hold goes over the cash every line
 * has left. No line's offset exceeds its cash after the coupon.
 */
function offsetShares(order: PaidOrder, afterCoupon: readonly number[], offsetFen: number): number[] {
  const allowed = order.lines.map((line, i) => Math.min(lineOffsetAllowanceFen(line), afterCoupon[i]!));
  const allowedFen = allowed.reduce((a, c) => a + c, 0);
  const first = apportion(Math.min(offsetFen, allowedFen), allowed);
  const room = afterCoupon.map((c, i) => c - first[i]!);
  const spill = apportion(offsetFen - Math.min(offsetFen, allowedFen), room);
  return first.map((f, i) => f + spill[i]!);
}

/**
 * What each line of a paid order paid. Checkout records totals only, so the shares are computed
 * from them, deterministically, by the largest-remainder method (apportion): the coupon over the
 * lines it was for by cash; the cash the E-value offset over the lines that allowed it (offsetShares);
 * the offset points in proportion to that cash; the E-value earned in proportion to the cash paid.
 * Each share is whole fen or whole points and every total is split exactly, so the lines add up to
 * what was paid — the last line taking the order's remainder is built in. Throws for totals
 * checkout could not have recorded.
 */
export function allocateOrder(order: PaidOrder): LineShare[] {
  const { lines } = order;
  if (lines.length === 0) refuseOrder('no lines');
  if (new Set(lines.map((l) => l.id)).size !== lines.length) refuseOrder('a line twice');
  if (lines.some((l) => !Number.isSafeInteger(l.num) || l.num <= 0)) refuseOrder('pieces');
  const cash = lines.map(lineCashFen);
  if (cash.reduce((a, c) => a + c, 0) !== order.goodsAmountFen) refuseOrder('goods amount is not the lines');
  const required = lines.map(lineRequiredEValue);
  const offsetPoints = order.integral - required.reduce((a, c) => a + c, 0);
  const offsetFen = integralDeductFen(order);
  const cashAfterCoupon = order.goodsAmountFen - order.couponDeductFen;
  if (order.couponDeductFen < 0 || cashAfterCoupon < 0) refuseOrder('coupon');
  if (offsetPoints < 0 || offsetFen > cashAfterCoupon || order.payAmountFen < order.carriageFen) refuseOrder('E-value');
  if (order.payAmountFen > cashAfterCoupon + order.carriageFen) refuseOrder('cash paid above the goods');

  const coupon = couponShares(order, cash);
  const afterCoupon = cash.map((c, i) => c - coupon[i]!);
  const offset = offsetShares(order, afterCoupon, offsetFen);
  const paid = afterCoupon.map((c, i) => c - offset[i]!);
  const points = apportion(offsetPoints, offset.some((o) => o > 0) ? offset : afterCoupon);
  const earned = apportion(Math.max(0, order.pointsEarned), paid);
  return lines.map((line, i) => ({
    lineId: line.id,
    num: line.num,
    cashFen: paid[i]!,
    eValue: required[i]! + points[i]!,
    couponFen: coupon[i]!,
    offsetFen: offset[i]!,
    pointsEarned: earned[i]!,
  }));
}

/** Pieces of one line: asked for, or refunded already. */
export interface RefundPieces {
  lineId: number;
  pieces: number;
}

export interface RefundContext {
  /** Pieces refunded already per line, with those held by cases still open (so none is asked twice). */
  refunded: readonly RefundPieces[];
  /** Whether any goods of the order left the warehouse (or the store installed, or the supplier opened). */
  shipped: boolean;
  nowMs: number;
}

export interface RefundLineAmount {
  lineId: number;
  pieces: number;
  cashFen: number;
  eValue: number;
  couponFen: number;
  pointsEarned: number;
}

/** What a refund pays back. Amounts of several lines are the sums of theirs. */
export interface RefundAmounts {
  lines: RefundLineAmount[];
  /** Cash to pay back through the channel, carriage included. */
  cashFen: number;
  /** E-value to give back through the ledger. */
  eValue: number;
  carriageFen: number;
  /** What the coupon took off these pieces: never paid back in cash. */
  couponFen: number;
  /** The coupon is enabled again. */
  couponBack: boolean;
  /** E-value the order earned on these pieces, to take back. */
  pointsEarnedBack: number;
  /** Nothing of the order is left to refund after this. */
  wholeOrder: boolean;
}

export type RefundQuote = { ok: true; refund: RefundAmounts } | { ok: false; reason: AfterSalesRefusal; lineId: number | null };

function refused(reason: AfterSalesRefusal, lineId: number | null = null): RefundQuote {
  return { ok: false, reason, lineId };
}

function sumBy<T>(items: readonly T[], pick: (item: T) => number): number {
  return items.reduce((a, item) => a + pick(item), 0);
}

/**
 * The refund of some pieces of a paid order (issue 15 Money). A piece is worth its line's shares
 * (allocateOrder) over the line's pieces, the last piece of a line taking the line's remainder
 * (piecesShare), so refunding every piece, in any order and any grouping, pays back exactly what
 * each line paid. Carriage goes back only with the refund that leaves nothing of the order, and
 * only when nothing was shipped. The coupon goes back only then too, when the whole order is
 * refunded and the coupon has not expired: a partial refund already paid back each piece less its
 * coupon share, so the coupon still stands behind the pieces kept; an expired coupon can never be
 * used again, so the shopper is not told it comes back. Refused (with the line at fault) when a
 * line is unknown or named twice, the pieces are not a positive whole number, or more pieces are
 * asked than are left.
 */
export function quoteRefund(order: PaidOrder, request: readonly RefundPieces[], context: RefundContext): RefundQuote {
  const shares = allocateOrder(order);
  const byLine = new Map(shares.map((s) => [s.lineId, s]));
  const done = new Map<number, number>();
  for (const r of context.refunded) done.set(r.lineId, (done.get(r.lineId) ?? 0) + r.pieces);
  if (request.length === 0) return refused(AfterSalesRefusal.piecesInvalid);

  const asked = new Set<number>();
  const lines: RefundLineAmount[] = [];
  for (const { lineId, pieces } of request) {
    const share = byLine.get(lineId);
    if (!share || asked.has(lineId)) return refused(AfterSalesRefusal.lineUnknown, lineId);
    asked.add(lineId);
    if (!Number.isSafeInteger(pieces) || pieces <= 0) return refused(AfterSalesRefusal.piecesInvalid, lineId);
    const before = done.get(lineId) ?? 0;
    if (before < 0 || before + pieces > share.num) return refused(AfterSalesRefusal.piecesExceedLeft, lineId);
    const part = (total: number) => piecesShare(total, share.num, before, pieces);
    lines.push({
      lineId,
      pieces,
      cashFen: part(share.cashFen),
      eValue: part(share.eValue),
      couponFen: part(share.couponFen),
      pointsEarned: part(share.pointsEarned),
    });
  }

  const left = (s: LineShare) => s.num - (done.get(s.lineId) ?? 0) - (lines.find((l) => l.lineId === s.lineId)?.pieces ?? 0);
  const wholeOrder = shares.every((s) => left(s) === 0);
  const carriageFen = wholeOrder && !context.shipped ? order.carriageFen : 0;
  const couponBack = wholeOrder && order.coupon !== null && order.couponDeductFen > 0 && context.nowMs < order.coupon.expiresAtMs;
  return {
    ok: true,
    refund: {
      lines,
      cashFen: sumBy(lines, (l) => l.cashFen) + carriageFen,
      eValue: sumBy(lines, (l) => l.eValue),
      carriageFen,
      couponFen: sumBy(lines, (l) => l.couponFen),
      couponBack,
      pointsEarnedBack: sumBy(lines, (l) => l.pointsEarned),
      wholeOrder,
    },
  };
}
