import {
  AFTER_SALES_DECISION_HOURS,
  AFTER_SALES_RETURN_SHIP_DAYS,
  AfterSalesEvent,
  AfterSalesStatus as S,
  AfterSalesStep,
  AfterSalesType,
  type AfterSalesStatus,
} from '@emall/contract';

type Machine = Readonly<Partial<Record<AfterSalesStatus, Partial<Record<AfterSalesEvent, AfterSalesStatus>>>>>;

/**
 * The after-sales case machines, one per type (issue 15). Both start 申请 (applied): the operator
 * approves or rejects, the shopper may cancel. A refund-only case is then refunded; a return waits
 * for the shopper's shipment (cancel still allowed, the clock closes it after the limit), the
 * operator confirms it arrived or rejects it on inspection, then refunds. The channel's refund
 * notification completes both. Nothing leaves completed, rejected, cancelled or closed.
 */
const machines: Record<AfterSalesType, Machine> = {
  [AfterSalesType.refundOnly]: {
    [S.applied]: { approve: S.approved, reject: S.rejected, cancel: S.cancelled },
    // Reject after approval: the goods left meanwhile (a virtual goods opened at its supplier), so
    // the refund step refuses and the operator ends the case with the reason.
    [S.approved]: { refund: S.refunding, reject: S.rejected, cancel: S.cancelled },
    [S.refunding]: { refunded: S.completed },
  },
  [AfterSalesType.returnRefund]: {
    [S.applied]: { approve: S.approved, reject: S.rejected, cancel: S.cancelled },
    [S.approved]: { ship: S.returned, cancel: S.cancelled, expire: S.closed },
    [S.returned]: { receive: S.received, reject: S.rejected },
    [S.received]: { refund: S.refunding },
    [S.refunding]: { refunded: S.completed },
  },
};

/** The status an event moves a case to, or null when its status (or its type) does not allow it. */
export function nextAfterSalesStatus(type: AfterSalesType, status: AfterSalesStatus, event: AfterSalesEvent): AfterSalesStatus | null {
  return machines[type]?.[status]?.[event] ?? null;
}

/** The statuses an event may start from (for a conditional update over every type). */
export function afterSalesStatusesAllowing(event: AfterSalesEvent): AfterSalesStatus[] {
  const found = new Set<AfterSalesStatus>();
  for (const machine of Object.values(machines)) {
    for (const [status, moves] of Object.entries(machine)) if (moves?.[event] !== undefined) found.add(Number(status) as AfterSalesStatus);
  }
  return [...found].sort((a, b) => a - b);
}

/** A status a case of this type can be in: one it starts from or one a move leads to. */
function isStatusOfType(type: AfterSalesType, status: AfterSalesStatus): boolean {
  const machine = machines[type];
  return machine[status] !== undefined || Object.values(machine).some((moves) => Object.values(moves ?? {}).includes(status));
}

/** A case that no event moves any more: completed, rejected, cancelled (and a closed return). */
export function isFinalAfterSalesStatus(type: AfterSalesType, status: AfterSalesStatus): boolean {
  return isStatusOfType(type, status) && machines[type][status] === undefined;
}

/** A case still open: it holds its pieces, so no other case may ask for them. */
export function isOpenAfterSalesStatus(status: AfterSalesStatus): boolean {
  return status !== S.rejected && status !== S.cancelled && status !== S.closed;
}

/**
 * Whether a case keeps its order in the warehouse (issue 15): a 仅退款 asked before the goods left,
 * while it waits for the decision or the refund (applied, approved). Rejected or cancelled, the
 * order ships again; once refunded its pieces are out of the parcel (an order refunded whole has
 * closed, so nothing ships). A return, or a 仅退款 of goods already on their way, holds nothing.
 */
export function holdsShipment(type: AfterSalesType, status: AfterSalesStatus, askedBeforeShipping: boolean): boolean {
  return type === AfterSalesType.refundOnly && askedBeforeShipping && (status === S.applied || status === S.approved);
}

const HOUR_MS = 3_600_000;

/**
 * What the clock does to a case left waiting, and when: an operator who has not decided within
 * the decision limit approves it (configurable); a return not shipped within the shipping limit
 * closes. Null when nothing waits on the clock.
 */
export function afterSalesTimeout(
  type: AfterSalesType,
  status: AfterSalesStatus,
  enteredAtMs: number,
  limits: { decisionHours?: number; returnShipDays?: number } = {},
): { event: AfterSalesEvent; atMs: number } | null {
  if (status === S.applied) return { event: AfterSalesEvent.approve, atMs: enteredAtMs + (limits.decisionHours ?? AFTER_SALES_DECISION_HOURS) * HOUR_MS };
  if (status === S.approved && type === AfterSalesType.returnRefund) {
    return { event: AfterSalesEvent.expire, atMs: enteredAtMs + (limits.returnShipDays ?? AFTER_SALES_RETURN_SHIP_DAYS) * 24 * HOUR_MS };
  }
  return null;
}

const stepsOfType: Record<AfterSalesType, readonly AfterSalesStep[]> = {
  [AfterSalesType.refundOnly]: [AfterSalesStep.apply, AfterSalesStep.review, AfterSalesStep.refund, AfterSalesStep.complete],
  [AfterSalesType.returnRefund]: [
    AfterSalesStep.apply,
    AfterSalesStep.review,
    AfterSalesStep.returnShip,
    AfterSalesStep.returnReceive,
    AfterSalesStep.refund,
    AfterSalesStep.complete,
  ],
};

/** The last step a status has reached (an ended case: where it ended). */
const reachedStep: Record<AfterSalesStatus, AfterSalesStep> = {
  [S.applied]: AfterSalesStep.apply,
  [S.approved]: AfterSalesStep.review,
  [S.returned]: AfterSalesStep.returnShip,
  [S.received]: AfterSalesStep.returnReceive,
  [S.refunding]: AfterSalesStep.refund,
  [S.completed]: AfterSalesStep.complete,
  [S.rejected]: AfterSalesStep.review,
  [S.cancelled]: AfterSalesStep.apply,
  [S.closed]: AfterSalesStep.review,
};

/**
 * The progress timeline of a case (申请 → 审核 → 寄回 → 收货 → 退款 → 完成; refund-only skips 寄回
 * and 收货): each step of its type and whether it is done. A rejected, cancelled or closed case
 * shows the steps it reached; the page adds how it ended.
 */
export function afterSalesTimeline(type: AfterSalesType, status: AfterSalesStatus): { step: AfterSalesStep; done: boolean }[] {
  const steps = stepsOfType[type];
  const reached = steps.indexOf(reachedStep[status]);
  return steps.map((step, i) => ({ step, done: i <= reached }));
}
