import { CardType, CrowdfundStatus, CrowdfundTargetType, ErrorCode, RightsPoolKind } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import {
  crowdfundNoOf,
  fenOfYuan,
  poolFaceText,
  judgeCrowdfundEdit,
  judgeNewCrowdfund,
  judgePoolEdit,
  normalisePoolTerms,
  poolStatusAt,
  type CrowdfundTerms,
  type PoolTerms,
} from './marketing.ts';
import { poolWindow } from './rights.ts';

const FROM = new Date('2026-12-01T00:00:00Z');
const TO = new Date('2026-12-31T00:00:00Z');
const DAY = 86_400_000;

const coupon: PoolTerms = {
  kind: RightsPoolKind.coupon,
  marketingNo: 'MKT-TEST',
  cardType: CardType.enoughLess,
  eachReductionFen: 2_000,
  discountRatio: 100,
  useConditionFen: 19_900,
  goodsType: null,
  goodsIds: [],
  validFrom: FROM,
  validTo: TO,
  validDaysAfterClaim: null,
  stockTotal: 100,
  perUserLimit: 1,
  eprice: 0,
};

const refusedWith = (code: number) => ({ ok: false, code });

describe('pool terms', () => {
  it('keeps the goods a coupon is limited to once each, in order', () => {
    expect(normalisePoolTerms({ ...coupon, goodsIds: [9, 3, 9] })).toEqual({ ok: true, value: { ...coupon, goodsIds: [3, 9] } });
  });

  it('freezes the goods a coupon is limited to once one is claimed, in any order', () => {
    const limited = { ...coupon, goodsIds: [3, 9] };
    expect(judgePoolEdit(limited, 1, { ...limited, goodsIds: [9, 3] }).ok).toBe(true);
    expect(judgePoolEdit(limited, 1, { ...limited, goodsIds: [3] })).toEqual(refusedWith(ErrorCode.POOL_TERMS_LOCKED));
    expect(judgePoolEdit(limited, 1, { ...limited, goodsIds: [] })).toEqual(refusedWith(ErrorCode.POOL_TERMS_LOCKED));
    expect(judgePoolEdit(limited, 0, { ...limited, goodsIds: [4] }).ok).toBe(true);
  });

  it('keeps a sound 满减 coupon as typed and pays it 100%', () => {
    expect(normalisePoolTerms({ ...coupon, discountRatio: 80 })).toEqual({ ok: true, value: coupon });
  });

  it('drops the reduction of a discount coupon, so a value typed before switching type never reaches a shopper', () => {
    const result = normalisePoolTerms({ ...coupon, cardType: CardType.enoughDiscount, discountRatio: 85 });
    expect(result).toEqual({ ok: true, value: { ...coupon, cardType: CardType.enoughDiscount, discountRatio: 85, eachReductionFen: 0 } });
  });

  it('refuses a 满减 whose reduction exceeds its threshold, or is zero', () => {
    expect(normalisePoolTerms({ ...coupon, eachReductionFen: 20_000 })).toEqual(refusedWith(ErrorCode.POOL_REDUCTION_INVALID));
    expect(normalisePoolTerms({ ...coupon, eachReductionFen: 0 })).toEqual(refusedWith(ErrorCode.POOL_REDUCTION_INVALID));
    expect(normalisePoolTerms({ ...coupon, eachReductionFen: 19_900 }).ok).toBe(true);
  });

  it('lets a deduct coupon have no threshold', () => {
    expect(normalisePoolTerms({ ...coupon, cardType: CardType.deduct, useConditionFen: 0 }).ok).toBe(true);
  });

  it('refuses a discount outside 1–99 percent paid', () => {
    for (const ratio of [0, 100, 101, 8.5]) {
      expect(normalisePoolTerms({ ...coupon, cardType: CardType.enoughDiscount, discountRatio: ratio })).toEqual(
        refusedWith(ErrorCode.POOL_DISCOUNT_INVALID),
      );
    }
  });

  it('refuses a window that ends before it starts, and zero stock or limit', () => {
    expect(normalisePoolTerms({ ...coupon, validTo: FROM })).toEqual(refusedWith(ErrorCode.MARKETING_WINDOW_INVALID));
    expect(normalisePoolTerms({ ...coupon, stockTotal: 0 })).toEqual(refusedWith(ErrorCode.POOL_LIMIT_INVALID));
    expect(normalisePoolTerms({ ...coupon, perUserLimit: 0 })).toEqual(refusedWith(ErrorCode.POOL_LIMIT_INVALID));
    expect(normalisePoolTerms({ ...coupon, validDaysAfterClaim: 0 })).toEqual(refusedWith(ErrorCode.POOL_LIMIT_INVALID));
  });

  it('prices cards in E-value but never coupons', () => {
    expect(normalisePoolTerms({ ...coupon, eprice: 100 })).toEqual(refusedWith(ErrorCode.POOL_EPRICE_INVALID));
    expect(normalisePoolTerms({ ...coupon, kind: RightsPoolKind.card, eprice: 100 }).ok).toBe(true);
    expect(normalisePoolTerms({ ...coupon, kind: RightsPoolKind.card, eprice: -1 })).toEqual(refusedWith(ErrorCode.POOL_EPRICE_INVALID));
  });
});

describe('editing a pool', () => {
  it('changes anything but the kind before the first claim', () => {
    const next = { ...coupon, eachReductionFen: 5_000, marketingNo: 'MKT-OTHER', stockTotal: 10 };
    expect(judgePoolEdit(coupon, 0, next)).toEqual({ ok: true, value: next });
    expect(judgePoolEdit(coupon, 0, { ...coupon, kind: RightsPoolKind.card })).toEqual(refusedWith(ErrorCode.POOL_TERMS_LOCKED));
  });

  it('freezes the face value, threshold, type, goods type and number once one is claimed', () => {
    const changes: Partial<PoolTerms>[] = [
      { eachReductionFen: 1_000 },
      { useConditionFen: 9_900 },
      { cardType: CardType.deduct },
      { goodsType: 1002 },
      { marketingNo: 'MKT-OTHER' },
    ];
    for (const change of changes) {
      expect(judgePoolEdit(coupon, 1, { ...coupon, ...change }), JSON.stringify(change)).toEqual(refusedWith(ErrorCode.POOL_TERMS_LOCKED));
    }
  });

  it('still lets a claimed pool extend its window, change its limit and its stock down to what was claimed', () => {
    const next = { ...coupon, validTo: new Date(TO.getTime() + 10 * DAY), perUserLimit: 3, stockTotal: 40, validDaysAfterClaim: 7 };
    expect(judgePoolEdit(coupon, 40, next)).toEqual({ ok: true, value: next });
    expect(judgePoolEdit(coupon, 41, next)).toEqual(refusedWith(ErrorCode.POOL_STOCK_BELOW_CLAIMED));
  });
});

describe('pool status', () => {
  const pool = { validFrom: FROM, validTo: TO, validDaysAfterClaim: null, stockLeft: 5 };
  it('reads not started, open, sold out and ended by the clock and stock', () => {
    expect(poolStatusAt(pool, new Date(FROM.getTime() - 1))).toBe('notStarted');
    expect(poolStatusAt(pool, FROM)).toBe('open');
    expect(poolStatusAt({ ...pool, stockLeft: 0 }, FROM)).toBe('soldOut');
    expect(poolStatusAt(pool, TO)).toBe('ended');
  });

  it('reads stopped while its operators stopped it, and ended once its window closed all the same', () => {
    expect(poolStatusAt({ ...pool, claimStopped: true }, FROM)).toBe('stopped');
    expect(poolWindow({ ...pool, claimStopped: true }, FROM)).toBe('stopped');
    expect(poolStatusAt({ ...pool, claimStopped: true }, TO)).toBe('ended');
  });
});

describe('crowdfund terms', () => {
  const START = new Date('2026-12-10T02:00:00Z');
  const END = new Date('2026-12-20T02:00:00Z');
  const terms: CrowdfundTerms = {
    status: CrowdfundStatus.CrowdfundPreheat,
    targetType: CrowdfundTargetType.Pieces,
    targetValue: 500,
    startAt: START,
    endAt: END,
  };
  const current = { ...terms, currentAmountFen: 0, currentQuantity: 120 };

  it('refuses a zero target, an end before the start, and a status operators do not set', () => {
    expect(judgeNewCrowdfund(terms)).toEqual({ ok: true, value: terms });
    expect(judgeNewCrowdfund({ ...terms, targetValue: 0 })).toEqual(refusedWith(ErrorCode.CROWDFUND_TARGET_INVALID));
    expect(judgeNewCrowdfund({ ...terms, endAt: START })).toEqual(refusedWith(ErrorCode.MARKETING_WINDOW_INVALID));
    expect(judgeNewCrowdfund({ ...terms, status: CrowdfundStatus.CrowdfundSuccess })).toEqual(refusedWith(ErrorCode.BAD_REQUEST));
  });

  it('changes anything before the start', () => {
    const next = { ...terms, targetType: CrowdfundTargetType.Amount, targetValue: 1_000_000, startAt: new Date(START.getTime() + DAY) };
    expect(judgeCrowdfundEdit(current, next, START.getTime() - 1)).toEqual({ ok: true, value: next });
  });

  it('keeps target, unit and start of a running crowdfund, and lets its end only move later', () => {
    const now = START.getTime() + DAY;
    expect(judgeCrowdfundEdit(current, { ...terms, targetValue: 400 }, now)).toEqual(refusedWith(ErrorCode.CROWDFUND_TERMS_LOCKED));
    expect(judgeCrowdfundEdit(current, { ...terms, startAt: new Date(now) }, now)).toEqual(refusedWith(ErrorCode.CROWDFUND_TERMS_LOCKED));
    expect(judgeCrowdfundEdit(current, { ...terms, endAt: new Date(END.getTime() - DAY) }, now)).toEqual(
      refusedWith(ErrorCode.CROWDFUND_TERMS_LOCKED),
    );
    expect(judgeCrowdfundEdit(current, { ...terms, endAt: new Date(END.getTime() + DAY) }, now).ok).toBe(true);
    expect(judgeCrowdfundEdit(current, { ...terms, status: CrowdfundStatus.Off }, now).ok).toBe(true);
    expect(judgeCrowdfundEdit(current, { ...terms, status: CrowdfundStatus.Draft }, now)).toEqual(refusedWith(ErrorCode.CROWDFUND_STATUS_INVALID));
  });

  it('keeps the end of a finished crowdfund', () => {
    const after = END.getTime() + 1;
    expect(judgeCrowdfundEdit(current, { ...terms, endAt: new Date(END.getTime() + DAY) }, after)).toEqual(
      refusedWith(ErrorCode.CROWDFUND_TERMS_LOCKED),
    );
  });

  it('lets a draft change everything even past its start', () => {
    const draft = { ...current, status: CrowdfundStatus.Draft };
    expect(judgeCrowdfundEdit(draft, { ...terms, targetValue: 10 }, END.getTime() + 1).ok).toBe(true);
  });

  it('numbers a goods crowdfund CF and six digits', () => {
    expect(crowdfundNoOf(42)).toBe('CF000042');
  });
});

describe('what the console shows of a pool', () => {
  it('states its face in yuan and 折', () => {
    expect(poolFaceText(coupon)).toBe('满199减20');
    expect(poolFaceText({ ...coupon, cardType: CardType.deduct, useConditionFen: 0, eachReductionFen: 3_050 })).toBe('无门槛减30.5');
    expect(poolFaceText({ ...coupon, cardType: CardType.enoughDiscount, discountRatio: 85, useConditionFen: 0 })).toBe('8.5折');
    expect(poolFaceText({ ...coupon, cardType: CardType.enoughDiscount, discountRatio: 80, useConditionFen: 10_000 })).toBe('满100享8折');
  });

  it('reads typed yuan as whole fen', () => {
    expect(fenOfYuan(19.9)).toBe(1_990);
    expect(fenOfYuan(0.07)).toBe(7);
  });
});
