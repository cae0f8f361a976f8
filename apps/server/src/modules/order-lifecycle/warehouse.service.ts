import {
  DeliveryMethod,
  ErrorCode,
  EXPRESS_COMPANIES,
  type DevShipOrderResult,
  LogisticsStatus,
  MessageTargetType,
  NotificationTemplate,
  MainOrderStatus as Main,
  OrderAuditAction,
  OrderFamily,
  ShopOrderStatus as Shop,
  type OrderKind,
} from '@emall/contract';
import { kindsOfFamily, OrderEvent } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Waybill } from '../../providers/carrier.ts';
import { findOrderById, findOrderOfUserByNo, lockOrder, type OrderRow } from '../orders/orders.service.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import * as repo from './lifecycle.repository.ts';
import { moveOrder } from './lifecycle.service.ts';
import { parcelRefOf, recordParcelReport, reportIsKnown, reportOfTraces, subscribeParcels } from './parcel-traces.service.ts';
import { ensureOrderVoucher, handedOverDeliveries } from './voucher.service.ts';

/** Due orders read at a time. */
const BATCH = 100;
const DAY_MS = 86_400_000;

/** How often the server moves paid orders on (background-jobs.ts). */
export const LIFECYCLE_TICK_MS = 30_000;

/** One kind of due order: in `status` for at least `waitMs` (since payment, or since the status was reached). */
interface DueSpec {
  kinds: readonly OrderKind[];
  status: number;
  since: 'paid' | 'status';
  waitMs: number;
  deliveryMethods?: readonly number[];
}

/** Handles every due order of a spec, a page at a time; answers how many it moved. */
async function forEachDue(ctx: AppContext, spec: DueSpec, batch: number, handle: (order: OrderRow, now: Date) => Promise<boolean>): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - spec.waitMs);
  const sinceOf = (order: OrderRow) => (spec.since === 'paid' ? order.paidAt : order.statusAt);
  let moved = 0;
  let after: { at: Date; id: number } | undefined;
  for (;;) {
    // Pages on after the last order seen: orders left where they are (held by after-sales, moved by
    // another instance, failed) would otherwise fill every page and stall the orders behind them.
    const due = await repo.findDue(ctx.db, { ...spec, cutoff, limit: batch, after });
    for (const order of due) {
      try {
        if (await handle(order, now)) moved++;
      } catch (err) {
        ctx.log.error({ err, orderId: order.id }, 'moving an order on failed');
      }
    }
    const last = due.at(-1);
    const at = last && sinceOf(last);
    if (due.length < batch || !last || !at) return moved;
    after = { at, id: last.id };
  }
}

/**
 * Moves goods out (ship, install) unless after-sales holds the order (an open 仅退款 asked before
 * it shipped): under the order's row lock, the lock applying for a case takes, so of a case and a
 * shipment at once one comes first and the other sees it.
 */
async function shipUnlessHeld(ctx: AppContext, tx: Executor, order: OrderRow, event: OrderEvent, now: Date): Promise<OrderRow | undefined> {
  const locked = await lockOrder(tx, order.id);
  if (!locked || locked.status !== order.status) return undefined;
  if (await ctx.shipmentHolds.isHeld(tx, order.id)) return undefined;
  return moveOrder(tx, locked, event, now);
}

const shopKinds = kindsOfFamily(OrderFamily.shop);
const mainKinds = kindsOfFamily(OrderFamily.main);

/**
 * The sandbox warehouse: a paid posted order is handed to the carrier after the ship delay, with
 * its waybill and first trace in the transaction that moves it to waitReceive. The carrier books
 * the waybill first (the same order gets the same number, so a second instance doing the same
 * finds the parcel there and moves nothing). A real carrier's waybill is entered by the warehouse
 * that hands the parcel over, so with one (Kuaidi100) posted orders wait for that entry.
 */
async function shipPosted(ctx: AppContext, batch: number): Promise<number> {
  if (!ctx.carrier.book) return 0;
  const spec: DueSpec = {
    kinds: shopKinds,
    status: Shop.waitSend,
    since: 'paid',
    waitMs: ctx.config.lifecycle.shipDelayMs,
    deliveryMethods: [DeliveryMethod.online],
  };
  return forEachDue(ctx, spec, batch, (order, now) => handOverParcel(ctx, order, now));
}

/**
 * Hands one posted order to the carrier under its waybill (the one entered, else the one the
 * sandbox books): moved to waitReceive with its parcel (unless held). A tracking service is
 * subscribed to the parcel by the next lifecycle tick (subscribeParcels). `alsoInTx` writes what
 * must commit with the shipment (the console's audit row).
 */
async function handOverParcel(ctx: AppContext, order: OrderRow, now: Date, entered?: Waybill, alsoInTx?: (tx: Executor) => Promise<void>): Promise<boolean> {
  if (!order.address) throw new Error(`posted order ${order.id} has no address`);
  // Asked again under the lock below; asked first so a held order books no waybill.
  if (await ctx.shipmentHolds.isHeld(ctx.db, order.id)) return false;
  const lines = await repo.findLinesOf(ctx.db, [order.id]);
  // Pieces refunded before shipping (a 仅退款 of part of the order) stay in the warehouse.
  const pieces = lines.reduce((sum, l) => sum + l.line.num - l.line.refundedNum, 0);
  const waybill = entered ?? (await ctx.carrier.book?.({ orderNo: order.orderNo, address: order.address, pieces }));
  if (!waybill) return false;
  // A waybill is one parcel's: one entered for another order already is refused, not a second parcel.
  const taken = await repo.findParcelByExpressNo(ctx.db, waybill.expressNo);
  if (taken && taken.orderId !== order.id) return false;
  return ctx.db.transaction(async (tx) => {
    const moved = await shipUnlessHeld(ctx, tx, order, OrderEvent.ship, now);
    if (!moved) return false;
    await repo.insertParcel(tx, { orderId: order.id, ...waybill, status: LogisticsStatus.collected, shippedAt: now });
    await notify(tx, {
      userId: order.userId,
      template: NotificationTemplate.orderShipped,
      params: { orderNo: order.orderNo },
      dedupeKey: `order-shipped:${order.orderNo}`,
      target: { type: MessageTargetType.order, orderId: String(order.id) },
      at: now,
    });
    await alsoInTx?.(tx);
    return true;
  });
}

/**
 * POST /dev/orders/ship (development and tests only): one of the user's paid posted orders is
 * shipped now, as the warehouse ships it — under the waybill given (a real carrier's, as the
 * warehouse enters it) or the sandbox's own; any other order, or a real carrier without a
 * waybill, is refused.
 */
export async function shipOrderNow(ctx: AppContext, userId: number, orderNo: string, waybill?: Waybill): Promise<DevShipOrderResult> {
  const order = await findOrderOfUserByNo(ctx.db, userId, orderNo);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  if (!awaitsParcel(order) || !(await handOverParcel(ctx, order, ctx.clock.now(), waybill))) throw new AppError(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
  return { orderNo, status: Shop.waitReceive };
}

/** A paid order posted to its buyer, not shipped yet: the warehouse's to ship. */
function awaitsParcel(order: OrderRow): boolean {
  return shopKinds.includes(order.kind as OrderKind) && order.status === Shop.waitSend && order.deliveryMethod === DeliveryMethod.online;
}

/** Whether 发货 may ship the order now: posted, waiting to ship, not held by an open 仅退款. */
export async function shippable(ctx: AppContext, order: OrderRow): Promise<boolean> {
  return awaitsParcel(order) && !(await ctx.shipmentHolds.isHeld(ctx.db, order.id));
}

/**
 * The console's 发货 (orders:ship): ships the order under the waybill the operator entered, with
 * its audit row in the shipping transaction, then asks the tracking service (Kuaidi100) to follow
 * the parcel at once (a failure there is logged and the lifecycle tick asks again). An order that
 * cannot ship now (not paid, not posted, shipped already, held) or a number already on another
 * order's parcel is refused (40090) with nothing written; two at once ship it once.
 */
export async function shipByOperator(ctx: AppContext, actor: AuditActor, orderId: number, waybill: Waybill): Promise<void> {
  if (!EXPRESS_COMPANIES[waybill.carrierCode]) throw new AppError(ErrorCode.BAD_REQUEST);
  const order = await findOrderById(ctx.db, orderId);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const now = ctx.clock.now();
  const audit = (tx: Executor) =>
    recordAudit(tx, {
      actor,
      at: now,
      action: OrderAuditAction.ship,
      targetType: 'order',
      targetId: order.id,
      before: { status: order.status },
      after: { status: Shop.waitReceive, carrierCode: waybill.carrierCode, expressNo: waybill.expressNo },
    });
  if (!awaitsParcel(order) || !(await handOverParcel(ctx, order, now, waybill, audit))) throw new AppError(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
  await subscribeParcels(ctx);
}

/** Store-pickup (and offline-activity) orders reach their store after the ship delay: ready for pickup with a voucher. */
async function sendToStores(ctx: AppContext, batch: number): Promise<number> {
  const spec: DueSpec = {
    kinds: shopKinds,
    status: Shop.waitSend,
    since: 'paid',
    waitMs: ctx.config.lifecycle.shipDelayMs,
    deliveryMethods: handedOverDeliveries,
  };
  return forEachDue(ctx, spec, batch, (order, now) =>
    ctx.db.transaction(async (tx) => {
      const moved = await shipUnlessHeld(ctx, tx, order, OrderEvent.ship, now);
      if (!moved) return false;
      await ensureOrderVoucher(tx, order.id, now);
      return true;
    }),
  );
}

/**
 * Follows every parcel not signed yet: a carrier that is polled (the sandbox) is asked for its
 * traces, recorded with recordParcelReport (which moves a signed parcel's order on once); a push
 * service (Kuaidi100) is subscribed to new parcels instead and posts its traces to the callback.
 */
async function followParcels(ctx: AppContext): Promise<number> {
  if (ctx.carrier.subscribe) {
    await subscribeParcels(ctx);
    return 0;
  }
  const now = ctx.clock.now();
  let signed = 0;
  const open = await repo.findOpenParcels(ctx.db, BATCH * 10);
  // What is recorded already, in one query: a parcel the carrier has nothing new about costs no
  // transaction (it was four statements a parcel every tick: 250–325 ms of a tick on PGlite for
  // the demo's 65 parcels in transit, issue 16).
  const known = await repo.findTraceKeys(ctx.db, open.map(({ parcel }) => parcel.id));
  for (const { parcel, order } of open) {
    try {
      const report = reportOfTraces(await ctx.carrier.traces(parcelRefOf(parcel, order), now));
      if (report && !reportIsKnown(report, parcel, known.get(parcel.id)) && (await recordParcelReport(ctx, parcel.id, report))) signed++;
    } catch (err) {
      ctx.log.error({ err, parcelId: parcel.id }, 'following a parcel failed');
    }
  }
  return signed;
}

/**
 * The sandbox store and fitters of installed goods (home charging, light modification: the main
 * family): goods reach the store, the store accepts the job, the visit is booked, the fitter works
 * and finishes, one install step apart. The user then confirms (waitSign → sign).
 */
const installSteps: readonly { status: number; event: OrderEvent; since: 'paid' | 'status' }[] = [
  { status: Main.stocking, event: OrderEvent.toStore, since: 'paid' },
  { status: Main.waitShopConfirm, event: OrderEvent.shopConfirm, since: 'status' },
  { status: Main.shopConfirm, event: OrderEvent.reserve, since: 'status' },
  { status: Main.reserve, event: OrderEvent.install, since: 'status' },
  { status: Main.installing, event: OrderEvent.installed, since: 'status' },
];

async function advanceInstalls(ctx: AppContext, batch: number): Promise<number> {
  let moved = 0;
  for (const step of installSteps) {
    const spec: DueSpec = { kinds: mainKinds, status: step.status, since: step.since, waitMs: ctx.config.lifecycle.installStepMs };
    // Installing takes the goods to the car: it ships them, so after-sales may hold it.
    const move = step.event === OrderEvent.install ? (tx: Executor, order: OrderRow, now: Date) => shipUnlessHeld(ctx, tx, order, step.event, now) : (tx: Executor, order: OrderRow, now: Date) => moveOrder(tx, order, step.event, now);
    moved += await forEachDue(ctx, spec, batch, (order, now) => ctx.db.transaction(async (tx) => (await move(tx, order, now)) !== undefined));
  }
  return moved;
}

/** Received orders finish once the review window (autoFinishDays) has passed. */
async function finishReceived(ctx: AppContext, batch: number): Promise<number> {
  const waitMs = ctx.config.lifecycle.autoFinishDays * DAY_MS;
  let moved = 0;
  for (const [kinds, status] of [
    [shopKinds, Shop.waitAppraise],
    [mainKinds, Main.sign],
  ] as const) {
    moved += await forEachDue(ctx, { kinds, status, since: 'status', waitMs }, batch, (order, now) =>
      ctx.db.transaction(async (tx) => (await moveOrder(tx, order, OrderEvent.finish, now)) !== undefined),
    );
  }
  return moved;
}

export interface LifecycleTick {
  shipped: number;
  sentToStores: number;
  signed: number;
  installSteps: number;
  finished: number;
}

/**
 * Moves paid orders on as time passes (the sandbox warehouse, carrier, stores and fitters), each
 * order in its own transaction with a conditional update: safe to run on several instances at once.
 */
export async function advanceOrders(ctx: AppContext, batch = BATCH): Promise<LifecycleTick> {
  const shipped = await shipPosted(ctx, batch);
  const sentToStores = await sendToStores(ctx, batch);
  const signed = await followParcels(ctx);
  const installs = await advanceInstalls(ctx, batch);
  const finished = await finishReceived(ctx, batch);
  return { shipped, sentToStores, signed, installSteps: installs, finished };
}
