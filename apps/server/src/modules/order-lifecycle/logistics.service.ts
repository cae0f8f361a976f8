import { ErrorCode, type Logistics } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import * as repo from './lifecycle.repository.ts';
import { carrierInfoOf, requireOrder } from './lifecycle.service.ts';
import { toLogistics } from './lifecycle.view.ts';
import { queryWhenNoneStored } from './parcel-traces.service.ts';

/**
 * The parcels of an order with every trace, newest first: none before it ships. A tracking
 * service's traces are the stored ones its callbacks brought; with none stored yet it is queried
 * (rate-limited: each query is billed).
 */
async function parcelsOf(ctx: AppContext, order: OrderRow): Promise<Logistics[]> {
  let parcel = await repo.findParcelOf(ctx.db, order.id);
  if (!parcel) return [];
  const [stored, lines] = await Promise.all([repo.findTraces(ctx.db, parcel.id), repo.findLinesOf(ctx.db, [order.id])]);
  let traces = stored;
  if (await queryWhenNoneStored(ctx, parcel, order, traces.length)) {
    parcel = (await repo.findParcelOf(ctx.db, order.id))!;
    traces = await repo.findTraces(ctx.db, parcel.id);
  }
  return [toLogistics(order, parcel, traces, lines, carrierInfoOf(ctx))];
}

/** GET …/orders/logistics-informations (orderNo) and GET …/order/logistics/list (bizNo = orderNo). */
export async function logisticsByOrderNo(ctx: AppContext, userId: number, orderNo: string): Promise<Logistics[]> {
  const order = await repo.findVisibleOrderByNo(ctx.db, userId, orderNo);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return parcelsOf(ctx, order);
}

/** GET …/shopping-cart/logistics/list (orderId) and GET …/annex/v3/order/logistics/list/{id}. */
export async function logisticsByOrderId(ctx: AppContext, userId: number, orderId: number): Promise<Logistics[]> {
  return parcelsOf(ctx, await requireOrder(ctx.db, userId, orderId));
}

/** GET …/shopping-cart/logistics (expressNo): one parcel of the user's; another user's reads as none. */
export async function logisticsByExpressNo(ctx: AppContext, userId: number, expressNo: string): Promise<Logistics> {
  const parcel = await repo.findParcelByExpressNo(ctx.db, expressNo);
  const order = parcel ? await repo.findVisibleOrder(ctx.db, userId, parcel.orderId) : undefined;
  if (!parcel || !order) throw new AppError(ErrorCode.LOGISTICS_NOT_FOUND);
  const [found] = await parcelsOf(ctx, order);
  return found!;
}
