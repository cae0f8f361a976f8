import { ErrorCode } from '@emall/contract';
import { isOrderOpen } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { closeExpiredOrders } from '../orders/order-expiry.service.ts';
import * as repo from './payments.repository.ts';
import { findOrderById, findOrderOfUser, findOrderOfUserByNo, type OrderRow } from '../orders/orders.service.ts';

/**
 * One of the user's orders by orderNo or order id. Another user's answers as an unknown one
 * (40413), so numbers cannot be probed.
 */
export async function orderOfUser(db: Executor, userId: number, ref: string): Promise<OrderRow> {
  const order = ref.startsWith('YC') ? await findOrderOfUserByNo(db, userId, ref) : await findOrderOfUser(db, userId, Number(ref));
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return order;
}

/** One of the user's payments; another user's, or an unknown one, answers 40413 like an order would. */
export async function paymentOfUser(
  db: Executor,
  userId: number,
  by: { cashFlowNo: string } | { outTradeNo: string },
): Promise<repo.PaymentRow> {
  const payment = await repo.findPaymentOfUser(db, userId, by);
  if (!payment) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return payment;
}

/**
 * The order as it stands now: one still unpaid past its deadline is closed first, through the same
 * closing as the minute sweep (stock, E-value and coupon back, once), so the countdown reaching 0
 * and the sweep agree.
 */
export async function currentOrder(ctx: AppContext, order: OrderRow): Promise<OrderRow> {
  if (!isOrderOpen(order) || order.payDeadline > ctx.clock.now()) return order;
  await closeExpiredOrders(ctx);
  return (await findOrderById(ctx.db, order.id)) ?? order;
}
