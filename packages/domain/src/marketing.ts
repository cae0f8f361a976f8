import {
  CardType,
  CrowdfundStatus,
  CrowdfundTargetType,
  ErrorCode,
  fillText,
  MarketingText,
  MONEY_DIVISOR,
  PoolStatus,
  RightsPoolKind,
  RightsType,
} from '@emall/contract';
import type { Outcome } from './order-kind.ts';
import { hasCrowdfundEndedAt, type CrowdfundWindow } from './crowdfund.ts';
import { formatFixed, yuanText } from './money.ts';
import { poolWindow, type PoolWindowFacts } from './rights.ts';

const refused = (code: ErrorCode): { ok: false; code: ErrorCode } => ({ ok: false, code });

/** What an operator sets on a coupon or rights-card pool (fen amounts, E-value price). */
export interface PoolTerms {
  kind: RightsPoolKind;
  marketingNo: string;
  cardType: CardType;
  eachReductionFen: number;
  /** enoughDiscount: percent paid, 85 = 8.5折. */
  discountRatio: number;
  useConditionFen: number;
  /** The goods product type the right applies to; null for every goods. */
  goodsType: number | null;
  /** The goods a coupon is limited to; empty for every goods. */
  goodsIds: readonly number[];
  validFrom: Date;
  validTo: Date;
  validDaysAfterClaim: number | null;
  stockTotal: number;
  perUserLimit: number;
  eprice: number;
}

/** The rights type stored beside a card type (§3: enoughLess 1, enoughDiscount 2, deduct 4). */
export function rightsTypeOf(cardType: CardType): number {
  return RightsType[cardType];
}

const positiveInt = (n: number): boolean => Number.isSafeInteger(n) && n >= 1;

/**
 * A pool's terms as the shop can honour them, normalised: the fields its type does not use are
 * reset (a discount has no reduction, a reduction pays 100%), so a stale value typed before the
 * operator switched the type never reaches a shopper. enoughLess needs a threshold at least its
 * reduction; deduct may have none; a discount pays 1–99 percent. Coupons are claimed free.
 */
export function normalisePoolTerms(terms: PoolTerms): Outcome<PoolTerms> {
  if (!positiveInt(terms.stockTotal) || !positiveInt(terms.perUserLimit)) return refused(ErrorCode.POOL_LIMIT_INVALID);
  if (terms.validDaysAfterClaim !== null && !positiveInt(terms.validDaysAfterClaim)) return refused(ErrorCode.POOL_LIMIT_INVALID);
  if (!(terms.validTo.getTime() > terms.validFrom.getTime())) return refused(ErrorCode.MARKETING_WINDOW_INVALID);
  if (terms.kind === RightsPoolKind.coupon && terms.eprice !== 0) return refused(ErrorCode.POOL_EPRICE_INVALID);
  if (!Number.isSafeInteger(terms.eprice) || terms.eprice < 0) return refused(ErrorCode.POOL_EPRICE_INVALID);
  if (!Number.isSafeInteger(terms.useConditionFen) || terms.useConditionFen < 0) return refused(ErrorCode.POOL_REDUCTION_INVALID);
  const goodsIds = [...new Set(terms.goodsIds)].sort((a, b) => a - b);
  if (terms.cardType === CardType.enoughDiscount) {
    const ratio = terms.discountRatio;
    if (!Number.isSafeInteger(ratio) || ratio < 1 || ratio > 99) return refused(ErrorCode.POOL_DISCOUNT_INVALID);
    return { ok: true, value: { ...terms, goodsIds, eachReductionFen: 0 } };
  }
  if (!positiveInt(terms.eachReductionFen)) return refused(ErrorCode.POOL_REDUCTION_INVALID);
  if (terms.cardType === CardType.enoughLess && terms.useConditionFen < terms.eachReductionFen) {
    return refused(ErrorCode.POOL_REDUCTION_INVALID);
  }
  return { ok: true, value: { ...terms, goodsIds, discountRatio: 100 } };
}

/**
 * What a held right is worth: a user_rights row keeps no copy of them and reads them from its pool,
 * so once one is claimed, changing any of these would change coupons already in shoppers' hands
 * (and what orders that used them were promised). The kind and marketing number are frozen too: a
 * coupon does not turn into a card, and cached pages claim with the number they were given.
 */
const VALUE_TERMS = ['kind', 'marketingNo', 'cardType', 'eachReductionFen', 'discountRatio', 'useConditionFen', 'goodsType'] as const;

function sameGoods(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}

/**
 * An operator's edit of a pool, judged against what it is and how many rights were claimed from it.
 * Before the first claim everything may change. After it, the value terms are frozen; the window,
 * validity days, per-user limit, E-value price and stock apply to claims yet to come (a held right
 * keeps the expiry it was given), and the stock never goes below what was claimed. The stock check
 * here is advisory: the update itself applies the change relative to the stock left, atomically.
 */
export function judgePoolEdit(current: PoolTerms, claimed: number, next: PoolTerms): Outcome<PoolTerms> {
  const normalised = normalisePoolTerms(next);
  if (!normalised.ok) return normalised;
  const value = normalised.value;
  if (claimed > 0 && (VALUE_TERMS.some((k) => value[k] !== current[k]) || !sameGoods(value.goodsIds, current.goodsIds))) {
    return refused(ErrorCode.POOL_TERMS_LOCKED);
  }
  if (claimed === 0 && value.kind !== current.kind) return refused(ErrorCode.POOL_TERMS_LOCKED);
  if (value.stockTotal < claimed) return refused(ErrorCode.POOL_STOCK_BELOW_CLAIMED);
  return { ok: true, value };
}

/** A pool's status now: ended once its window closed; else stopped, not started, sold out or open. */
export function poolStatusAt(pool: PoolWindowFacts & { stockLeft: number }, now: Date): PoolStatus {
  const window = poolWindow(pool, now);
  if (window === 'ended') return PoolStatus.ended;
  if (window === 'stopped') return PoolStatus.stopped;
  if (window === 'notStarted') return PoolStatus.notStarted;
  return pool.stockLeft > 0 ? PoolStatus.open : PoolStatus.soldOut;
}

/** What an operator sets on a crowdfund. `status` is Draft, Off or CrowdfundPreheat (published; the window decides the rest). */
export interface CrowdfundTerms {
  status: number;
  targetType: number;
  targetValue: number;
  startAt: Date;
  endAt: Date;
}

const OPERATOR_STATUSES: readonly number[] = [CrowdfundStatus.Draft, CrowdfundStatus.Off, CrowdfundStatus.CrowdfundPreheat];

function checkCrowdfundTerms(terms: CrowdfundTerms): ErrorCode | null {
  if (!OPERATOR_STATUSES.includes(terms.status)) return ErrorCode.BAD_REQUEST;
  if (terms.targetType !== CrowdfundTargetType.Amount && terms.targetType !== CrowdfundTargetType.Pieces) return ErrorCode.BAD_REQUEST;
  if (!positiveInt(terms.targetValue)) return ErrorCode.CROWDFUND_TARGET_INVALID;
  if (!(terms.endAt.getTime() > terms.startAt.getTime())) return ErrorCode.MARKETING_WINDOW_INVALID;
  return null;
}

/** A new crowdfund's terms. */
export function judgeNewCrowdfund(terms: CrowdfundTerms): Outcome<CrowdfundTerms> {
  const code = checkCrowdfundTerms(terms);
  return code === null ? { ok: true, value: terms } : refused(code);
}

/**
 * An operator's edit of a crowdfund. Until it has started (a draft, or published and before its
 * start) everything may change. Once it runs, supporters backed this target in this unit from this
 * start: those stay, the end may only move later (never cutting a running campaign short), and it
 * cannot go back to draft; taking it off (Off) stays possible. A finished one (success or fail) keeps
 * its terms: its outcome was settled on them.
 */
export function judgeCrowdfundEdit(current: CrowdfundWindow & { targetType: number; targetValue: number }, next: CrowdfundTerms, nowMs: number): Outcome<CrowdfundTerms> {
  const code = checkCrowdfundTerms(next);
  if (code !== null) return refused(code);
  const started = current.status !== CrowdfundStatus.Draft && nowMs >= current.startAt.getTime();
  if (!started) return { ok: true, value: next };
  if (next.status === CrowdfundStatus.Draft) return refused(ErrorCode.CROWDFUND_STATUS_INVALID);
  const ended = hasCrowdfundEndedAt(current, nowMs);
  const sameTerms =
    next.targetType === current.targetType &&
    next.targetValue === current.targetValue &&
    next.startAt.getTime() === current.startAt.getTime();
  if (!sameTerms) return refused(ErrorCode.CROWDFUND_TERMS_LOCKED);
  const endChanged = next.endAt.getTime() !== current.endAt.getTime();
  if (endChanged && (ended || next.endAt.getTime() < current.endAt.getTime())) return refused(ErrorCode.CROWDFUND_TERMS_LOCKED);
  return { ok: true, value: next };
}

/** The crowdfund number of a goods' campaign (one per goods): CF and the goods id in six digits. */
export function crowdfundNoOf(goodsId: number): string {
  return `CF${String(goodsId).padStart(6, '0')}`;
}

/** A pool's face as the console lists it: 满299减30, 无门槛减30, 8.5折, 满100享8.5折. */
export function poolFaceText(pool: { cardType: string; eachReductionFen: number; discountRatio: number; useConditionFen: number }): string {
  const threshold = yuanText(pool.useConditionFen);
  if (pool.cardType === CardType.enoughDiscount) {
    const discount = formatFixed(pool.discountRatio, 10, 1).replace(/\.0$/, '');
    return fillText(pool.useConditionFen > 0 ? MarketingText.faceDiscountWithThreshold : MarketingText.faceDiscount, { threshold, discount });
  }
  const amount = yuanText(pool.eachReductionFen);
  return fillText(pool.useConditionFen > 0 ? MarketingText.faceLess : MarketingText.faceNoThreshold, { threshold, amount });
}

/** Yuan an operator typed (up to 2 decimals) as fen. */
export function fenOfYuan(yuan: number): number {
  return Math.round(yuan * MONEY_DIVISOR);
}
