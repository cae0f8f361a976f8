import {
  BizType,
  ErrorCode,
  PayShowType,
  errorInfo,
  type CanBuyResult,
  type DevPayDeadlineResult,
  type PointOrder,
  type TradeSceneResult,
  type VirtualCheckResult,
} from '@emall/contract';
import { lineBlocks, tradeSceneOf } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { findBuyer } from '../auth/buyer.service.ts';
import { findSkuFacts, purchasedCounts, toKindInfo } from '../catalogue/catalogue.service.ts';
import { checkCarFits } from '../cars/vin-checks.service.ts';
import * as repo from './orders.repository.ts';
import { toPointOrder } from './orders.view.ts';
import type { OrderKind } from '@emall/contract';

/** POST …/orders/trade/scene: the cashier's trade scene of one of the user's orders (40413 otherwise). */
export async function tradeScene(ctx: AppContext, userId: number, orderNo: string): Promise<TradeSceneResult> {
  const order = await repo.findOrderOfUserByNo(ctx.db, userId, orderNo);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return { orderNo: order.orderNo, tradeScene: tradeSceneOf(order.kind as OrderKind) };
}

/**
 * POST /dev/orders/pay-deadline (development and tests only): one of the user's unpaid orders must
 * be paid within `seconds` from now, so its countdown runs out in a test; the closing is the usual one.
 */
export async function movePayDeadline(ctx: AppContext, userId: number, orderNo: string, seconds: number): Promise<DevPayDeadlineResult> {
  const order = await repo.findOrderOfUserByNo(ctx.db, userId, orderNo);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const now = ctx.clock.now();
  const moved = await repo.updateUnpaidPayDeadline(ctx.db, order.id, new Date(now.getTime() + seconds * 1_000), now);
  if (!moved) throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
  return { orderNo: moved.orderNo, payDeadline: moved.payDeadline.toISOString() };
}

/**
 * POST …/orders/virtual/check (productSpecsId, vinCode): may this virtual goods be bought for
 * this car? Goods that need a VIN need the user's own car of a model they fit; others pass.
 */
export async function virtualCheck(ctx: AppContext, userId: number, skuId: number, vin: string): Promise<VirtualCheckResult> {
  const [facts] = await findSkuFacts(ctx.db, [skuId]);
  if (!facts) throw new AppError(ErrorCode.SKU_NOT_FOUND);
  if (facts.goods.bizType !== BizType.virtual) throw new AppError(ErrorCode.GOODS_KIND_MISMATCH);
  if (!facts.goods.onShelf) return { pass: false, message: errorInfo[ErrorCode.GOODS_OFF_SHELF].message };
  if (!facts.kindInfo?.needVin) return { pass: true, message: '' };
  return checkCarFits(ctx, userId, vin, toKindInfo(facts.goods, facts.kindInfo));
}

/**
 * POST …/order-stop/can-buy: may the user buy one of each of these SKUs now? The first reason
 * in the footer's order (§4) when not; unknown SKUs 40410.
 */
export async function canBuy(ctx: AppContext, userId: number, skuIds: readonly number[]): Promise<CanBuyResult> {
  const unique = [...new Set(skuIds)];
  const facts = await findSkuFacts(ctx.db, unique);
  if (facts.length !== unique.length) throw new AppError(ErrorCode.SKU_NOT_FOUND);
  const buyer = await findBuyer(ctx.db, userId);
  if (!buyer) throw new AppError(ErrorCode.SESSION_EXPIRED);
  const purchased = await purchasedCounts(
    ctx.db,
    userId,
    facts.map((f) => f.goods.id),
  );
  const lines = facts.map((f) => ({ facts: f, num: 1, cartItemId: null }));
  const [block] = lineBlocks(lines, buyer, purchased, ctx.clock.now().getTime());
  return block === undefined ? { canBuy: true, message: '' } : { canBuy: false, message: errorInfo[block].message };
}

/** GET /hermes/v1/point-orders/{id}: one of the user's E-value-only orders; any other id 40413. */
export async function pointOrder(ctx: AppContext, userId: number, orderId: number): Promise<PointOrder> {
  const order = await repo.findOrderOfUser(ctx.db, userId, orderId);
  if (!order || order.payShowType !== PayShowType.E) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return toPointOrder(order, await repo.findOrderLines(ctx.db, order.id));
}
