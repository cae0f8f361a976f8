import type { AppContext } from '../../context.ts';
import { openPendingVirtualOrders } from './fulfilment.service.ts';
import { closeAbandonedPayment, reconcilePayment } from './pay-notify.service.ts';
import * as repo from './payments.repository.ts';
import { processOpenRefunds } from './refunds.service.ts';

/** How often the server finishes what payments left open. */
export const PAYMENTS_SWEEP_MS = 30_000;
/** A payment is asked about at its channel once its notification is this late, for a day. */
const NOTIFY_LATE_MS = 60_000;
const RECONCILE_WINDOW_MS = 86_400_000;
const RECONCILE_BATCH = 50;

/**
 * One pass over what payments leave open: payments whose notification is late are asked about at
 * their channel, the channel trades of orders that no longer wait for money are closed, open
 * refunds are paid back, paid virtual orders are opened.
 */
export async function sweepPayments(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now().getTime();
  const late = await repo.findDealingPayments(ctx.db, new Date(now - RECONCILE_WINDOW_MS), new Date(now - NOTIFY_LATE_MS), RECONCILE_BATCH);
  for (const payment of late) await reconcilePayment(ctx, payment);
  for (const payment of await repo.findAbandonedPayments(ctx.db, RECONCILE_BATCH)) await closeAbandonedPayment(ctx, payment);
  await processOpenRefunds(ctx);
  await openPendingVirtualOrders(ctx);
}
