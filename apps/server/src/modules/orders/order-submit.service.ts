import { createHash } from 'node:crypto';
import { ErrorCode, OrderKind, PayMethod, type OrderRequest, type OrderSubmitData, UiText } from '@emall/contract';
import { newOrderStatus } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { newTradeNo } from '../../lib/trade-no.ts';
import { findBuyer, lockBuyer, type BuyerRow } from '../auth/buyer.service.ts';
import { takeStock } from '../catalogue/catalogue.service.ts';
import { forgetSkuFacts, removeOrderedLines } from '../cart/cart.service.ts';
import { spendPoints } from '../points/points.service.ts';
import { useCouponForOrder } from '../rights/checkout.service.ts';
import { kindOfLines, quoteOrder, resolveLines, resolvePlaces, type Quote } from './order-quote.service.ts';
import * as repo from './orders.repository.ts';
import { toSubmitData } from './orders.view.ts';

const SECOND_MS = 1_000;

async function requireBuyer(db: Executor, userId: number, lock: boolean): Promise<BuyerRow> {
  const buyer = lock ? await lockBuyer(db, userId) : await findBuyer(db, userId);
  if (!buyer) throw new AppError(ErrorCode.SESSION_EXPIRED);
  return buyer;
}

/**
 * The pre-submit calls: the request priced for the user as it would be charged now, with what
 * would block it. The home-charging path serves home charging goods only (40030 otherwise).
 */
export async function preSubmit(ctx: AppContext, userId: number, request: OrderRequest, homeChargingOnly = false): Promise<OrderSubmitData> {
  const lines = await resolveLines(ctx.db, userId, request);
  if (homeChargingOnly && kindOfLines(lines) !== OrderKind.homeCharging) throw new AppError(ErrorCode.GOODS_KIND_MISMATCH);
  const places = await resolvePlaces(ctx, userId, request, lines);
  const buyer = await requireBuyer(ctx.db, userId, false);
  const quote = await quoteOrder(ctx.db, { buyer, request, lines, places, pointsOnly: false, now: ctx.clock.now() });
  return toSubmitData(quote);
}

/** What a request asks for, whatever the key order of its JSON: the same key must come with the same request. */
function requestHash(request: OrderRequest, pointsOnly: boolean): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify({ pointsOnly, request: canonical(request) }))
    .digest('hex');
}

function sameRequestOrRefuse(order: repo.OrderRow, hash: string): repo.OrderRow {
  if (order.requestHash !== hash) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  return order;
}

export interface SubmitInput {
  userId: number;
  request: OrderRequest;
  idempotencyKey: string;
  /** points/submit and point-orders: E-value-only goods. */
  pointsOnly: boolean;
  /** The annex v3 submit's appversion and io_avatr headers. */
  client?: { appVersion: string | null; ioAvatr: string | null };
}

/** Takes what the order holds, in its transaction: stock first (all SKUs in one statement, locked in id order), then E-value, then the coupon. */
async function takeHolds(tx: Executor, quote: Quote, userId: number, orderNo: string, now: Date): Promise<void> {
  const stock = quote.lines.map((line) => ({ skuId: line.facts.sku.id, num: line.num }));
  if (!(await takeStock(tx, stock))) throw new AppError(ErrorCode.STOCK_SHORT);
  const integral = quote.pricing.payData.integral;
  if (integral > 0) {
    try {
      await spendPoints(tx, userId, integral, `${UiText.order}${orderNo}`, `order:${orderNo}`, now);
    } catch (err) {
      if (err instanceof AppError && err.code === ErrorCode.EVALUE_NOT_ENOUGH) throw new AppError(ErrorCode.ORDER_EVALUE_SHORT);
      throw err;
    }
  }
  if (quote.coupon && !(await useCouponForOrder(tx, userId, quote.coupon.id, now))) throw new AppError(ErrorCode.COUPON_NOT_APPLICABLE);
  const cartItemIds = quote.lines.flatMap((l) => (l.cartItemId === null ? [] : [l.cartItemId]));
  await removeOrderedLines(tx, userId, cartItemIds);
}

function orderRow(input: SubmitInput, quote: Quote, orderNo: string, hash: string, now: Date, payDeadline: Date): repo.NewOrderRow {
  const { pricing, places, kind } = quote;
  const cashDue = pricing.realPayFen;
  return {
    orderNo,
    userId: input.userId,
    kind,
    status: newOrderStatus(kind, cashDue),
    deliveryMethod: places.delivery,
    address: places.address,
    storeId: places.store ? Number(places.store.storeId) : null,
    store: places.store,
    vinCode: places.vinCode,
    carMainOrderNo: input.request.carMainOrderNo ?? null,
    mobile: quote.mobile,
    remark: input.request.remark ?? '',
    activityCode: input.request.activityCode ?? null,
    payShowType: pricing.payData.payShowType,
    payMethod: input.request.payMethod ?? (pricing.payData.integral > 0 ? PayMethod.evalue : PayMethod.cash),
    goodsAmountFen: pricing.goodsAmountFen,
    couponDeductFen: pricing.couponDeductFen,
    carriageFen: pricing.payData.carriage,
    payAmountFen: cashDue,
    integral: pricing.payData.integral,
    pointsEarned: pricing.pointsEarned,
    rightsAccountId: quote.coupon?.id ?? null,
    appVersion: input.client?.appVersion ?? null,
    ioAvatr: input.client?.ioAvatr ?? null,
    payDeadline,
    paidAt: cashDue === 0 ? now : null,
    idempotencyKey: input.idempotencyKey,
    requestHash: hash,
    statusAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

function lineRows(quote: Quote): repo.NewLine[] {
  return quote.lines.map(({ facts, num, cartItemId }) => ({
    goodsId: facts.goods.id,
    skuId: facts.sku.id,
    cartItemId,
    name: facts.goods.saleName,
    specsName: facts.sku.specsName,
    pictureUrl: facts.sku.pictureUrl,
    num,
    priceFen: facts.sku.priceFen,
    eValue: facts.sku.eValue,
    deductType: facts.goods.deductType,
    deductAmountFen: facts.goods.deductAmountFen,
    goodsType: facts.goods.goodsType,
  }));
}

/** Thrown inside a submit's transaction when the user already has an order under its key: rolls back what it took. */
class KeyAlreadyUsed extends Error {}

/**
 * Places an order, all or nothing, in one transaction under the user's row lock: priced again from
 * what the transaction reads, then stock reserved, E-value spent through the ledger, the coupon
 * marked used, the cart lines removed, the order and its lines written. A key already used answers
 * its order (the same request) or 40063 (another one); nothing is taken twice.
 *
 * The key is read only when an attempt fails (issue 16: one read instead of two on every submit).
 * The order's insert does nothing when the user's key is taken (unique key, any concurrency), and
 * the attempt rolls back; so does any refusal. Then the key decides: a retry of a placed order
 * answers that order even if it could not be placed again now (stock gone, lines ordered).
 */
export async function submitOrder(ctx: AppContext, input: SubmitInput): Promise<repo.OrderRow> {
  const hash = requestHash(input.request, input.pointsOnly);
  try {
    const order = await placeOrder(ctx, input, hash);
    forgetSkuFacts(ctx); // stock was taken: the cart list shows it now on this instance
    return order;
  } catch (err) {
    if (!(err instanceof AppError || err instanceof KeyAlreadyUsed)) throw err;
    const earlier = await repo.findOrderByKey(ctx.db, input.userId, input.idempotencyKey);
    if (earlier) return sameRequestOrRefuse(earlier, hash);
    throw err;
  }
}

async function placeOrder(ctx: AppContext, input: SubmitInput, hash: string): Promise<repo.OrderRow> {
  const { userId, request } = input;
  // Addresses, stores and cars belong to other modules, which read through ctx.db: before the transaction.
  const linesBefore = await resolveLines(ctx.db, userId, request);
  const places = await resolvePlaces(ctx, userId, request, linesBefore);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const buyer = await requireBuyer(tx, userId, true);
    // Cart lines are read again under the buyer's lock (another submit may have taken them). A
    // direct buy's SKU read a moment ago stands: its stock is taken by a conditional update, and
    // what counts against its limit is read here, under the lock (issue 16: one read fewer).
    const lines = request.cartItems === undefined ? linesBefore : await resolveLines(tx, userId, request);
    const quote = await quoteOrder(tx, { buyer, request, lines, places, pointsOnly: input.pointsOnly, now });
    const block = quote.blocks[0];
    if (block !== undefined) throw new AppError(block);
    const orderNo = newTradeNo('YC', now);
    await takeHolds(tx, quote, userId, orderNo, now);
    const payDeadline = new Date(now.getTime() + ctx.config.payTimeoutSeconds * SECOND_MS);
    const order = await repo.insertOrder(tx, orderRow(input, quote, orderNo, hash, now, payDeadline), lineRows(quote));
    if (!order) throw new KeyAlreadyUsed();
    return order;
  });
}
