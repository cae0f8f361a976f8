import {
  ActivityType,
  CROWDFUND_WAN_AMOUNT_FEN,
  CROWDFUND_WAN_PIECES,
  CrowdfundDisplayStatus,
  CrowdfundStatus,
  CrowdfundTargetType,
  MONEY_DECIMALS,
  MONEY_DIVISOR,
  Text,
} from '@emall/contract';
import type { FooterCrowdfund } from './footer.ts';
import { formatFixed, formatMoney } from './money.ts';

const WAN = 10_000;
const SECOND_MS = 1_000;
const DAY_MS = 86_400_000;

/**
 * §4 display status. Preheat turns to crowdfunding once the start is reached. A crowdfund still
 * Crowdfunding past its end stays 'crowdfunding' until the server settles success or fail (the
 * countdown shows 00:00:00 meanwhile). Draft counts as not started (preheat) and Off as failed.
 */
export function crowdfundDisplayStatus(
  status: CrowdfundStatus,
  startMs: number,
  _endMs: number,
  nowMs: number,
): CrowdfundDisplayStatus {
  switch (status) {
    case CrowdfundStatus.CrowdfundPreheat:
      return nowMs >= startMs ? CrowdfundDisplayStatus.crowdfunding : CrowdfundDisplayStatus.preheat;
    case CrowdfundStatus.Crowdfunding:
      return CrowdfundDisplayStatus.crowdfunding;
    case CrowdfundStatus.CrowdfundSuccess:
      return CrowdfundDisplayStatus.success;
    case CrowdfundStatus.CrowdfundFail:
    case CrowdfundStatus.Off:
      return CrowdfundDisplayStatus.fail;
    default:
      return CrowdfundDisplayStatus.preheat;
  }
}

/** The crowdfund input of `decideFooter`; §4: success or failure means it has ended. */
export function footerCrowdfundState(display: CrowdfundDisplayStatus | null): FooterCrowdfund {
  switch (display) {
    case CrowdfundDisplayStatus.preheat:
      return 'preheat';
    case CrowdfundDisplayStatus.crowdfunding:
      return 'running';
    case CrowdfundDisplayStatus.success:
    case CrowdfundDisplayStatus.fail:
      return 'ended';
    default:
      return 'none';
  }
}

/** §9: amounts (fen) from 1,000,000 and pieces from 10,000 show in 万 with 2 decimals. */
export function formatCrowdfundTarget(value: number, targetType: CrowdfundTargetType): string {
  if (targetType === CrowdfundTargetType.Amount) {
    return value >= CROWDFUND_WAN_AMOUNT_FEN
      ? `¥${formatFixed(value, MONEY_DIVISOR * WAN, MONEY_DECIMALS)}万`
      : `¥${formatMoney(value)}`;
  }
  return value >= CROWDFUND_WAN_PIECES ? `${formatFixed(value, WAN, MONEY_DECIMALS)}万件` : `${value}件`;
}

export type CrowdfundCountdown = { kind: 'clock'; text: string } | { kind: 'days'; days: number };

/**
 * §9: within a day an hh:mm:ss clock (hours include days × 24), otherwise whole days left,
 * rounded up. Seconds round up too, so the clock reads 00:00:00 only once time is up.
 */
export function crowdfundCountdown(remainingMs: number): CrowdfundCountdown {
  if (!(remainingMs > 0)) return { kind: 'clock', text: '00:00:00' };
  if (remainingMs > DAY_MS) return { kind: 'days', days: Math.ceil(remainingMs / DAY_MS) };
  const totalSeconds = Math.ceil(remainingMs / SECOND_MS);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { kind: 'clock', text: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}

/** §2: '待开始' when the start is more than a day away, else '即将开始'. */
export function crowdfundPreheatLabel(startMs: number, nowMs: number): string {
  return startMs - nowMs > DAY_MS ? Text.crowdfundNotStarted : Text.crowdfundStartingSoon;
}

/** Whole percent reached, rounded down (100 only once the target is met); may exceed 100. */
export function crowdfundProgressPercent(current: number, target: number): number {
  if (!(target > 0) || !(current > 0)) return 0;
  return Math.floor((current * 100) / target);
}

/** The progress-bar width: the percent capped at 100. */
export function progressBarPercent(current: number, target: number): number {
  return Math.min(100, crowdfundProgressPercent(current, target));
}

/** A crowdfund's stored status and window: enough to say which phase it is in (not how it ended). */
export interface CrowdfundWindow {
  status: number;
  startAt: Date;
  endAt: Date;
}

/** What a crowdfund stands at: its window and target, and the live figures raised (crowdfundFigures). */
export interface CrowdfundFacts extends CrowdfundWindow {
  targetType: number;
  targetValue: number;
  currentAmountFen: number;
  currentQuantity: number;
  /** What settlement recorded once it ended (CrowdfundSuccess or CrowdfundFail); null or absent before. */
  outcome?: number | null;
}

/** Whole percent of the target raised, in the crowdfund's own unit (amount or pieces). */
export function crowdfundRaisedPercent(cf: CrowdfundFacts): number {
  const current = cf.targetType === CrowdfundTargetType.Amount ? cf.currentAmountFen : cf.currentQuantity;
  return crowdfundProgressPercent(current, cf.targetValue);
}

const isHidden = (cf: CrowdfundWindow) => cf.status === CrowdfundStatus.Draft || cf.status === CrowdfundStatus.Off;

/** Published (not Draft or Off) and before its start: the only time it may be reserved (§4). */
export function isCrowdfundPreheatAt(cf: CrowdfundWindow, nowMs: number): boolean {
  return !isHidden(cf) && nowMs < cf.startAt.getTime();
}

/** Published and between its start and its end (exclusive): the only time it may be supported. */
export function isCrowdfundRunningAt(cf: CrowdfundWindow, nowMs: number): boolean {
  return !isHidden(cf) && nowMs >= cf.startAt.getTime() && nowMs < cf.endAt.getTime();
}

/** Published and past its end: success or fail, whichever its figures say. */
export function hasCrowdfundEndedAt(cf: CrowdfundWindow, nowMs: number): boolean {
  return !isHidden(cf) && nowMs >= cf.endAt.getTime();
}

/**
 * The crowdfund's status now: the stored one while Draft or Off, the settled outcome once recorded
 * (refunds after it move the figures, not the outcome), else by its window and progress.
 */
export function crowdfundStatusAt(cf: CrowdfundFacts, nowMs: number): CrowdfundStatus {
  if (isHidden(cf)) return cf.status as CrowdfundStatus;
  if (cf.outcome === CrowdfundStatus.CrowdfundSuccess || cf.outcome === CrowdfundStatus.CrowdfundFail) return cf.outcome;
  if (isCrowdfundPreheatAt(cf, nowMs)) return CrowdfundStatus.CrowdfundPreheat;
  if (isCrowdfundRunningAt(cf, nowMs)) return CrowdfundStatus.Crowdfunding;
  return crowdfundRaisedPercent(cf) >= 100 ? CrowdfundStatus.CrowdfundSuccess : CrowdfundStatus.CrowdfundFail;
}

/**
 * The buying phase of a goods' crowdfund now, from its window alone (success and fail are both
 * 'ended'); 'none' for goods that are no crowdfund. A draft reads as preheat, Off as ended.
 */
export function crowdfundPhaseAt(goods: { activityType: number }, cf: CrowdfundWindow | null, nowMs: number): FooterCrowdfund {
  if (goods.activityType !== ActivityType.CROWDFUNDING || !cf) return 'none';
  if (cf.status === CrowdfundStatus.Draft || isCrowdfundPreheatAt(cf, nowMs)) return 'preheat';
  return isCrowdfundRunningAt(cf, nowMs) ? 'running' : 'ended';
}

/** §4: a crowdfund goods may be carted and bought only while its crowdfund runs (not before, not after). */
export function isCrowdfundClosed(phase: FooterCrowdfund): boolean {
  return phase === 'preheat' || phase === 'ended';
}

/** A crowdfund goods outside its running window now (the cart's and the order's 'activity ended'). */
export function isActivityOver(goods: { activityType: number }, cf: CrowdfundWindow | null, nowMs: number): boolean {
  return isCrowdfundClosed(crowdfundPhaseAt(goods, cf, nowMs));
}
