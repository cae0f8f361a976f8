import { JobName } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { sweepAfterSales } from './modules/after-sales/after-sales-sweep.service.ts';
import { settleEndedCrowdfunds } from './modules/crowdfund/crowdfund-settlement.service.ts';
import { redFlushRefunded } from './modules/invoices/invoice-admin.service.ts';
import type { ScheduledJob } from './modules/jobs/job-queue.service.ts';
import { advanceOrders, LIFECYCLE_TICK_MS } from './modules/order-lifecycle/warehouse.service.ts';
import { remindStartedCrowdfunds } from './modules/crowdfund/crowdfund-reminders.service.ts';
import { drainSmsOutbox } from './modules/notifications/notifications.service.ts';
import { closeExpiredOrders, ORDER_EXPIRY_SWEEP_MS } from './modules/orders/order-expiry.service.ts';
import { DELIVERY_MS, deliverSandboxRefunds } from './modules/payments/pay-sandbox-refunds.service.ts';
import { PAYMENTS_SWEEP_MS, sweepPayments } from './modules/payments/payments-sweep.service.ts';
import { catchUpStatements, runDailyStatements, STATEMENT_JOB_MS } from './modules/reconciliation/reconciliation.service.ts';

/** Every piece of background work the server runs, on the job queue (issue 19), each once per period across instances. */
export function backgroundJobs(server: FastifyInstance, ctx: AppContext): ScheduledJob[] {
  return [
    // Unpaid orders past their deadline give their stock, E-value and coupon back.
    { name: JobName.orderExpiry, everyMs: ORDER_EXPIRY_SWEEP_MS, run: async () => ({ closed: await closeExpiredOrders(ctx) }) },
    // Late notifications are asked about at their channel, refunds paid back, paid virtual orders opened.
    { name: JobName.paymentsSweep, everyMs: PAYMENTS_SWEEP_MS, run: () => sweepPayments(ctx) },
    // Undecided cases are approved and unsent returns closed on time; paid refunds complete their cases.
    { name: JobName.afterSalesSweep, everyMs: ctx.config.afterSales.sweepMs, run: () => sweepAfterSales(ctx) },
    // Invoices of orders refunded since they were issued are red-flushed and billed again for what remains.
    { name: JobName.invoiceSweep, everyMs: ctx.config.afterSales.sweepMs, run: async () => ({ redFlushed: await redFlushRefunded(ctx) }) },
    // The sandbox pay channel posts its refund notifications (a real channel posts its own).
    { name: JobName.sandboxRefunds, everyMs: DELIVERY_MS, run: async () => ({ delivered: await deliverSandboxRefunds(server, ctx) }) },
    // Paid orders move on: shipped, carried and signed, sent to their store, installed, finished.
    { name: JobName.orderLifecycle, everyMs: LIFECYCLE_TICK_MS, run: () => advanceOrders(ctx) },
    // Crowdfunds past their end are settled: 众筹成功 ships its orders, 众筹失败 refunds them in full (issue 19).
    { name: JobName.crowdfundSettle, everyMs: ctx.config.crowdfundSettleMs, run: () => settleEndedCrowdfunds(ctx) },
    // Notification SMS waiting in the outbox go out (not at night, within each user's hourly limit).
    { name: JobName.notificationOutbox, everyMs: ctx.config.notificationSweepMs, run: () => drainSmsOutbox(ctx) },
    // Users who reserved a crowdfund that has started are reminded, once each.
    { name: JobName.crowdfundReminders, everyMs: ctx.config.notificationSweepMs, run: () => remindStartedCrowdfunds(ctx) },
    // From 10:00 China time, yesterday's bill of the pay channel is fetched and compared with our books (对账).
    { name: JobName.payStatement, everyMs: STATEMENT_JOB_MS, run: () => runDailyStatements(ctx) },
    // On start, the last week's bills of each real pay channel not compared yet: once per hour however many instances start.
    { name: JobName.payStatementCatchUp, everyMs: STATEMENT_JOB_MS, atStartOnly: true, run: () => catchUpStatements(ctx) },
  ];
}
