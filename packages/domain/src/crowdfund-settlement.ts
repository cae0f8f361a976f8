import { CrowdfundStatus, CrowdfundTargetType, ErrorCode } from '@emall/contract';
import type { CrowdfundFacts, CrowdfundWindow } from './crowdfund.ts';
import type { Outcome } from './order-kind.ts';

/**
 * Settling a crowdfund at its end (issue 19): the rule that decides success or failure, and when an
 * operator may end one (结束众筹). The server records the outcome once, then refunds a failed
 * campaign's supporters (modules/crowdfund/crowdfund-settlement.service.ts).
 */

/** What a settled crowdfund came to (§4 product status): 众筹成功 or 众筹失败. */
export type CrowdfundOutcome = typeof CrowdfundStatus.CrowdfundSuccess | typeof CrowdfundStatus.CrowdfundFail;

/**
 * Success when the live figure reached the target in the crowdfund's own unit (fen for an amount
 * target, pieces for a piece target), base included; else failure.
 */
export function crowdfundOutcomeOf(cf: Pick<CrowdfundFacts, 'targetType' | 'targetValue' | 'currentAmountFen' | 'currentQuantity'>): CrowdfundOutcome {
  const current = cf.targetType === CrowdfundTargetType.Amount ? cf.currentAmountFen : cf.currentQuantity;
  return current >= cf.targetValue ? CrowdfundStatus.CrowdfundSuccess : CrowdfundStatus.CrowdfundFail;
}

/**
 * Due for settlement: started once (anything but a draft) and past its end. A campaign taken off
 * (Off) after it started is settled too, so its supporters' orders are never left waiting.
 */
export function isCrowdfundDueForSettlement(cf: CrowdfundWindow, nowMs: number): boolean {
  return cf.status !== CrowdfundStatus.Draft && nowMs >= cf.endAt.getTime();
}

/**
 * 结束众筹: where the crowdfund's end stands once an operator ends it. A running one ends now (its
 * supports so far decide it); one already past its end keeps its end (settled now rather than on
 * the next minute). A draft, or one not started, is refused: nothing was supported, and an operator
 * edits or takes it off instead.
 */
export function judgeCrowdfundEnd(cf: CrowdfundWindow, nowMs: number): Outcome<{ endAt: Date }> {
  if (cf.status === CrowdfundStatus.Draft || nowMs < cf.startAt.getTime()) return { ok: false, code: ErrorCode.CROWDFUND_NOT_STARTED };
  return { ok: true, value: { endAt: nowMs < cf.endAt.getTime() ? new Date(nowMs) : cf.endAt } };
}

/** The idempotency key of a failed crowdfund's refund of one order: one refund per crowdfund and order, however often settlement runs. */
export function crowdfundRefundKey(crowdfundNo: string, orderId: number): string {
  return `crowdfund-fail:${crowdfundNo}:${orderId}`;
}
