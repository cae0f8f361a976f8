import {
  WARRANTY_ACCEPT_SLA_HOURS,
  WARRANTY_OPEN_STATUSES,
  WARRANTY_PREFERRED_DAYS_MAX,
  WARRANTY_SCHEDULE_SLA_HOURS,
  WARRANTY_TIMELINE,
  WarrantyCardStatus,
  WarrantyClaimStatus as S,
  WarrantyEvent,
  WarrantyRefusal,
  type WarrantyClaimStatus,
} from '@emall/contract';
import { chinaDateStart } from './china-time.ts';
import { chinaDayDate, chinaDayNumber } from './dashboard.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Machine = Readonly<Partial<Record<WarrantyClaimStatus, Partial<Record<WarrantyEvent, WarrantyClaimStatus>>>>>;

/**
 * The claim machine (issue 18): service accepts or rejects a submitted claim, schedules an accepted
 * one (and may move the appointment while scheduled), starts and completes the repair. The shopper
 * cancels before it is scheduled; the system closes an open claim whose card was voided. Nothing
 * leaves completed, rejected or cancelled.
 */
const machine: Machine = {
  [S.submitted]: { accept: S.accepted, reject: S.rejected, cancel: S.cancelled, void: S.cancelled },
  [S.accepted]: { schedule: S.scheduled, reject: S.rejected, cancel: S.cancelled, void: S.cancelled },
  [S.scheduled]: { schedule: S.scheduled, startRepair: S.repairing, void: S.cancelled },
  [S.repairing]: { complete: S.completed, void: S.cancelled },
};

/** The status an event moves a claim to, or null when its status does not allow it. */
export function nextWarrantyStatus(status: WarrantyClaimStatus, event: WarrantyEvent): WarrantyClaimStatus | null {
  return machine[status]?.[event] ?? null;
}

/** A claim still open: one per (card, fault type), and it keeps its card from being voided first or transferred. */
export function isOpenWarrantyStatus(status: WarrantyClaimStatus): boolean {
  return WARRANTY_OPEN_STATUSES.includes(status);
}

const serviceMoves: readonly WarrantyEvent[] = [WarrantyEvent.accept, WarrantyEvent.schedule, WarrantyEvent.startRepair, WarrantyEvent.complete, WarrantyEvent.reject];

/** The moves service may make on a claim now (the console shows only these). */
export function warrantyServiceMoves(status: WarrantyClaimStatus): WarrantyEvent[] {
  return serviceMoves.filter((e) => nextWarrantyStatus(status, e) !== null);
}

/** The timeline's steps: each done once the claim reached it (a rejected or cancelled claim keeps those it reached). */
export function warrantyTimeline(reached: ReadonlySet<WarrantyClaimStatus>): { status: WarrantyClaimStatus; done: boolean }[] {
  return WARRANTY_TIMELINE.map((status) => ({ status, done: reached.has(status) }));
}

/** The SLA deadline of a claim: accept by submit + 24 h, schedule by accept + 48 h; null when nothing waits on service. */
export function warrantyDeadline(status: WarrantyClaimStatus, submittedAt: Date, acceptedAt: Date | null): Date | null {
  if (status === S.submitted) return new Date(submittedAt.getTime() + WARRANTY_ACCEPT_SLA_HOURS * HOUR_MS);
  if (status === S.accepted && acceptedAt) return new Date(acceptedAt.getTime() + WARRANTY_SCHEDULE_SLA_HOURS * HOUR_MS);
  return null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The China date (YYYY-MM-DD) of an instant. */
export function chinaDay(at: Date): string {
  return chinaDayDate(chinaDayNumber(at));
}

/** A China date `days` days after `day` (YYYY-MM-DD; negative goes back). */
export function addChinaDays(day: string, days: number): string {
  const start = chinaDateStart(day);
  if (!start) throw new RangeError(`not a day: ${day}`);
  return chinaDayDate(chinaDayNumber(start) + days);
}

/**
 * The last day a card covers: the day before the same date `months` later (a start on the 31st
 * ends on the last day of the month before when the target month is shorter). A card started
 * 2026-11-27 for 36 months covers to 2029-11-26 inclusive.
 */
export function warrantyEndDate(startDay: string, months: number): string {
  const [y, m, d] = startDay.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const same = `${year}-${pad(month)}-${pad(Math.min(d, lastOfMonth))}`;
  return d > lastOfMonth ? same : addChinaDays(same, -1);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((chinaDateStart(to)!.getTime() - chinaDateStart(from)!.getTime()) / DAY_MS);
}

export interface WarrantyCardStanding {
  status: WarrantyCardStatus;
  /** Days from today to the end date inclusive; 0 once expired or voided. */
  daysLeft: number;
  /** Why it cannot be claimed under now; null when it can. */
  refusal: WarrantyRefusal | null;
}

/** Where a card stands today (China date): voided wins, then past its end date, else active. */
export function warrantyCardStanding(card: { endDate: string; voided: boolean }, today: string): WarrantyCardStanding {
  if (card.voided) return { status: WarrantyCardStatus.voided, daysLeft: 0, refusal: WarrantyRefusal.voided };
  const left = daysBetween(today, card.endDate) + 1;
  if (left <= 0) return { status: WarrantyCardStatus.expired, daysLeft: 0, refusal: WarrantyRefusal.expired };
  return { status: WarrantyCardStatus.active, daysLeft: left, refusal: null };
}

/** A preferred date the shopper may pick: a real day from tomorrow to WARRANTY_PREFERRED_DAYS_MAX days ahead. */
export function isPreferredDateAllowed(day: string, today: string): boolean {
  if (!chinaDateStart(day)) return false;
  const ahead = daysBetween(today, day);
  return ahead >= 1 && ahead <= WARRANTY_PREFERRED_DAYS_MAX;
}

/** An appointment service may set: after now, at most WARRANTY_PREFERRED_DAYS_MAX days ahead. */
export function isAppointmentAllowed(atMs: number, nowMs: number): boolean {
  return Number.isFinite(atMs) && atMs > nowMs && atMs <= nowMs + WARRANTY_PREFERRED_DAYS_MAX * DAY_MS;
}

export interface VoidCandidate {
  id: number;
  unitIndex: number;
  voided: boolean;
  hasOpenClaim: boolean;
}

/**
 * Which cards of a line a refund of `units` units voids: among those not voided yet, the ones
 * without an open claim first (the unit under repair is most likely the one kept), then the
 * highest unit index first; at most as many as there are.
 */
export function chooseCardsToVoid(cards: readonly VoidCandidate[], units: number): number[] {
  return cards
    .filter((c) => !c.voided)
    .sort((a, b) => Number(a.hasOpenClaim) - Number(b.hasOpenClaim) || b.unitIndex - a.unitIndex)
    .slice(0, Math.max(0, units))
    .map((c) => c.id);
}

/** Why a card cannot move to another VIN; null when it can. */
export type VinTransferRefusal = 'notAllowed' | 'notOwners';

/**
 * A VIN transfer (the shopper changed car): only a card of goods bound to a car (it has a VIN),
 * active (an expired or voided card covers nothing to move), with no open claim (the repair is
 * booked against the car it was reported on), to another car of the card's owner (the cars
 * module's registry: a warranty follows its owner, never passes to someone else's car).
 */
export function vinTransferRefusal(
  card: { vin: string | null; status: WarrantyCardStatus; hasOpenClaim: boolean },
  newVin: string,
  ownerVins: readonly string[],
): VinTransferRefusal | null {
  if (card.vin === null || card.status !== WarrantyCardStatus.active || card.hasOpenClaim || card.vin === newVin) return 'notAllowed';
  if (!ownerVins.includes(newVin)) return 'notOwners';
  return null;
}
