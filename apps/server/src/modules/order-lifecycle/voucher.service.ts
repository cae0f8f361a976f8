import { randomInt } from 'node:crypto';
import { DeliveryMethod, ErrorCode, OrderFamily, ShopOrderStatus, VoucherStatus, type DeliveryVoucher, type VoucherRedeemResult } from '@emall/contract';
import { isPaidOrderStatus, OrderEvent } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findOrderById, type OrderRow } from '../orders/orders.service.ts';
import * as repo from './lifecycle.repository.ts';
import { moveOrder, requireOrder } from './lifecycle.service.ts';
import { familyOf, toVoucher } from './lifecycle.view.ts';

const VOUCHER_CODE_DIGITS = 12;
const VOUCHER_CODE_TRIES = 5;

/** Deliveries handed over in person (at the store, at the offline activity) rather than posted. */
export const handedOverDeliveries: readonly number[] = [DeliveryMethod.store, DeliveryMethod.activityOffline];

function newVoucherCode(): string {
  return Array.from({ length: VOUCHER_CODE_DIGITS }, () => String(randomInt(10))).join('');
}

/** What the store's scanner reads from the voucher's QR code. */
function voucherQrContent(orderNo: string, code: string): string {
  return `YCPICKUP:${orderNo}:${code}`;
}

/** The order's pickup voucher, made on first need; a fresh code if one drawn is taken (unique). */
export async function ensureOrderVoucher(tx: Executor, orderId: number, now: Date): Promise<repo.VoucherRow> {
  for (let i = 0; i < VOUCHER_CODE_TRIES; i++) {
    const existing = await repo.findVoucher(tx, orderId);
    if (existing) return existing;
    const voucher = await repo.ensureVoucher(tx, orderId, newVoucherCode(), now);
    if (voucher) return voucher;
  }
  throw new Error(`no free voucher code for order ${orderId}`);
}

function hasVoucher(order: OrderRow): boolean {
  const family = familyOf(order);
  return family === OrderFamily.shop && handedOverDeliveries.includes(order.deliveryMethod ?? -1) && isPaidOrderStatus(family, order.status);
}

/** GET /hermes/v1/goods-annex-voucher/delivery-voucher/{id}: the voucher of a paid store-pickup order. */
export async function deliveryVoucher(ctx: AppContext, userId: number, orderId: number): Promise<DeliveryVoucher> {
  const order = await requireOrder(ctx.db, userId, orderId);
  if (!hasVoucher(order)) throw new AppError(ErrorCode.VOUCHER_UNAVAILABLE);
  const voucher = await ensureOrderVoucher(ctx.db, order.id, ctx.clock.now());
  const lines = await repo.findLinesOf(ctx.db, [order.id]);
  const ready = voucher.status === VoucherStatus.unused && order.status === ShopOrderStatus.waitReceive;
  return toVoucher(order, voucher, lines, ready, voucherQrContent(order.orderNo, voucher.code));
}

/**
 * The sandbox store hands the goods over against the voucher: the voucher is used once, and an
 * order waiting at the store is received. Goods not at the store yet are refused (nothing written).
 */
export async function redeemVoucher(ctx: AppContext, code: string): Promise<VoucherRedeemResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const voucher = await repo.findVoucherByCode(tx, code);
    if (!voucher) throw new AppError(ErrorCode.VOUCHER_NOT_FOUND);
    if (!(await repo.useVoucher(tx, voucher.orderId, now))) throw new AppError(ErrorCode.VOUCHER_USED);
    const order = await findOrderById(tx, voucher.orderId);
    if (!order || order.status === ShopOrderStatus.waitSend) throw new AppError(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
    const received = order.status === ShopOrderStatus.waitReceive ? await moveOrder(tx, order, OrderEvent.receive, now) : undefined;
    const current = received ?? order;
    return { orderId: String(current.id), orderNo: current.orderNo, status: current.status };
  });
}
