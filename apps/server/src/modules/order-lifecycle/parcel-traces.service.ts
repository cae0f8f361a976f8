import { LogisticsStatus, ShopOrderStatus as Shop } from '@emall/contract';
import { OrderEvent } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { CarrierTrace, ParcelRef } from '../../providers/carrier.ts';
import { findOrderById, type OrderRow } from '../orders/orders.service.ts';
import * as repo from './lifecycle.repository.ts';
import { moveOrder } from './lifecycle.service.ts';
import { QueryThrottle } from './query-throttle.ts';

/** Subscriptions asked for at a time (a lifecycle tick). */
const SUBSCRIBE_BATCH = 200;
/** Kuaidi100 bills each query and locks a number asked too often: one query a parcel per half hour per instance. */
const QUERY_INTERVAL_MS = 30 * 60_000;
/** A parcel whose queries keep failing is asked at most this often (the wait doubles per failure up to it). */
const QUERY_MAX_BACKOFF_MS = 12 * 3_600_000;
/** Parcels whose last query an instance remembers: far more than are looked at within an interval. */
const QUERY_MEMORY = 5_000;

/** What a carrier says of a parcel now: its traces and state. */
export interface ParcelReport {
  traces: readonly CarrierTrace[];
  status: LogisticsStatus;
  signed: boolean;
}

export const parcelRefOf = (parcel: repo.ParcelRow, order: Pick<OrderRow, 'address'>): ParcelRef => ({
  carrierCode: parcel.carrierCode,
  expressNo: parcel.expressNo,
  shippedAt: parcel.shippedAt,
  address: order.address ?? null,
});

/** The report of a carrier that answers traces only: the newest one is the state. */
export function reportOfTraces(traces: readonly CarrierTrace[]): ParcelReport | null {
  const latest = traces.at(-1);
  return latest ? { traces, status: latest.status, signed: latest.status === LogisticsStatus.signed } : null;
}

/**
 * Whether recording the report would change nothing: the parcel still open in the same state, and
 * every trace already recorded (`known`: the parcel's recorded trace keys).
 */
export function reportIsKnown(report: ParcelReport, parcel: repo.ParcelRow, known: ReadonlySet<string> | undefined): boolean {
  return !report.signed && report.status === parcel.status && report.traces.every((t) => known?.has(repo.traceKey(t.status, t.at)) === true);
}

/**
 * Records what the carrier reported of a parcel (a tick's poll, a callback, a query) under the
 * parcel's row lock: traces already recorded are skipped, a signed parcel keeps its state, and the
 * first report that it is signed moves the order from waitReceive (unless the user confirmed
 * first), so a repeated or concurrent report signs the order once. Answers whether this one did.
 */
export async function recordParcelReport(ctx: AppContext, parcelId: number, report: ParcelReport): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const parcel = await repo.lockParcel(tx, parcelId);
    if (!parcel) return false;
    await repo.insertTraces(tx, report.traces.map((t) => ({ parcelId, status: t.status, description: t.description, at: t.at })));
    if (parcel.signedAt) return false;
    const signedAt = report.signed ? (report.traces.findLast((t) => t.status === LogisticsStatus.signed)?.at ?? now) : null;
    await repo.updateParcel(tx, parcelId, { status: report.status, signedAt });
    if (!signedAt) return false;
    const order = await findOrderById(tx, parcel.orderId);
    if (order?.status === Shop.waitReceive) await moveOrder(tx, order, OrderEvent.receive, now);
    return true;
  });
}

/**
 * A push service's parcels not subscribed yet are subscribed, each once: the tick asks the service
 * and marks the parcel; a mark lost after the service accepted asks again, which the service
 * answers as already subscribed. A refusal (an unknown company, an expired key) is logged and
 * asked again next tick.
 */
export async function subscribeParcels(ctx: AppContext): Promise<number> {
  const subscribe = ctx.carrier.subscribe;
  if (!subscribe) return 0;
  let subscribed = 0;
  for (const { parcel, order } of await repo.findUnsubscribedParcels(ctx.db, SUBSCRIBE_BATCH)) {
    try {
      await subscribe(parcelRefOf(parcel, order));
      await repo.markSubscribed(ctx.db, parcel.id, ctx.clock.now());
      subscribed++;
    } catch (err) {
      ctx.log.error({ err, parcelId: parcel.id }, 'subscribing to a parcel failed');
    }
  }
  return subscribed;
}

const throttles = new WeakMap<AppContext, QueryThrottle>();

/** The instance's memory of parcel queries (bounded). */
function parcelQueryThrottle(ctx: AppContext): QueryThrottle {
  let throttle = throttles.get(ctx);
  if (!throttle) throttles.set(ctx, (throttle = new QueryThrottle({ intervalMs: QUERY_INTERVAL_MS, maxBackoffMs: QUERY_MAX_BACKOFF_MS, capacity: QUERY_MEMORY })));
  return throttle;
}

/**
 * A parcel of a push service with no trace stored yet (a callback not come, lost, or refused) is
 * queried once, at most every QUERY_INTERVAL_MS (longer after failures: QueryThrottle), and what
 * it answers is recorded as a callback's report is. A failed query leaves the stored traces (none)
 * and is logged: the shopper's call still answers.
 */
export async function queryWhenNoneStored(ctx: AppContext, parcel: repo.ParcelRow, order: OrderRow, stored: number): Promise<boolean> {
  if (!ctx.carrier.subscribe || stored > 0 || parcel.signedAt) return false;
  const throttle = parcelQueryThrottle(ctx);
  if (!throttle.take(parcel.id, ctx.clock.now().getTime())) return false;
  let traces: CarrierTrace[];
  try {
    traces = await ctx.carrier.traces(parcelRefOf(parcel, order), ctx.clock.now());
  } catch (err) {
    throttle.failed(parcel.id, ctx.clock.now().getTime());
    ctx.log.warn({ err, parcelId: parcel.id }, 'querying a parcel failed');
    return false;
  }
  throttle.succeeded(parcel.id, ctx.clock.now().getTime());
  const report = reportOfTraces(traces);
  if (!report) return false;
  await recordParcelReport(ctx, parcel.id, report);
  return true;
}
