import type { OrderKind } from '@emall/contract';
import { nextOrderStatus, OrderEvent, orderFamilyOf, paidStatusOf, statusesAllowingEvent } from './order-status.ts';

/** What the order pages read of an order's own times. */
export interface OrderTimes {
  kind: OrderKind;
  status: number;
  payAmountFen: number;
  createdAt: Date;
  paidAt: Date | null;
  cancelledAt: Date | null;
  updatedAt: Date;
}

export interface TimelineStep {
  status: number;
  at: Date;
}

/** Whether an order of this family in this status still waits for payment (its deadline shows). */
export function awaitsPayment(kind: OrderKind, status: number): boolean {
  return nextOrderStatus(orderFamilyOf(kind), status, OrderEvent.pay) !== null;
}

/**
 * The statuses the order went through, oldest first: the moves recorded (`events`), and those
 * read from the order's own times (placed, paid, cancelled or closed, the status it is in now).
 * A status is passed once in every machine, so each shows once, at its earliest time.
 */
export function orderTimeline(order: OrderTimes, events: readonly TimelineStep[]): TimelineStep[] {
  const family = orderFamilyOf(order.kind);
  const seen: TimelineStep[] = [];
  const add = (status: number, at: Date | null) => {
    if (at !== null) seen.push({ status, at });
  };
  const unpaid = statusesAllowingEvent(family, OrderEvent.pay)[0]!;
  add(order.payAmountFen > 0 ? unpaid : paidStatusOf(order.kind), order.createdAt);
  if (order.payAmountFen > 0) add(paidStatusOf(order.kind), order.paidAt);
  for (const event of events) add(event.status, event.at);
  if (order.cancelledAt !== null) add(order.status, order.cancelledAt);
  add(order.status, order.updatedAt);
  const earliest = new Map<number, TimelineStep>();
  for (const entry of seen) {
    const known = earliest.get(entry.status);
    if (!known || entry.at < known.at) earliest.set(entry.status, entry);
  }
  return [...earliest.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
}
