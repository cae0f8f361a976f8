import { AfterSalesAdminPaths, DeductType, fillPath, Header, Paths, Role, type AdminAfterSalesDetail, type AfterSalesApplyBody, type AfterSalesCaseDetail } from '@emall/contract';
import { OrderEvent } from '@emall/domain';
import { expect } from 'vitest';
import { moveOrder } from '../modules/order-lifecycle/lifecycle.service.ts';
import { findOrderById } from '../modules/orders/orders.service.ts';
import { insertGoods } from './cart.ts';
import { call, type Answer } from './goods.ts';
import { adminCall, signInOperator, type OperatorSession } from './operators.ts';
import { insertAddress, newKey, submit } from './orders.ts';
import { payOrder, type PlacedOrder } from './payments.ts';
import { claim, insertPool, newUser } from './storefront.ts';
import type { TestApp } from './test-app.ts';

/**
 * A paid order of two pieces of one line: ¥200 each (E-value may offset ¥30 a piece), paid with
 * cash, `integral` E-value and a ¥10 coupon unless told otherwise.
 */
export async function paidTwoPieces(
  app: TestApp,
  options: { integral?: number; coupon?: boolean; stock?: number; priceFen?: number; goods?: { noReasonDays?: number | null; noReasonExcluded?: boolean } } = {},
) {
  const { goodsId, skuIds } = await insertGoods(
    app,
    { priceFen: options.priceFen ?? 20_000, deductType: DeductType.cash, deductAmountFen: 3_000, ...options.goods },
    [{ stock: options.stock ?? 10 }],
  );
  const user = await newUser(app, 5_000);
  await insertAddress(app, user.userId);
  let rightId: number | null = null;
  if (options.coupon !== false) {
    const pool = await insertPool(app, { kind: 'coupon', cardName: '售后测试券', eachReductionFen: 1_000, useConditionFen: 0 });
    rightId = Number(JSON.parse((await claim(app, user.token, pool)).body).result.rightsAccountId);
  }
  const integral = options.integral ?? 300;
  const body = {
    productSpecsId: String(skuIds[0]),
    purchaseCount: 2,
    ...(integral > 0 ? { useIntegral: true, payMethod: 'evalue', integral } : {}),
    ...(rightId === null ? {} : { rightsAccountId: String(rightId) }),
  };
  const placed = await submit(app, user.token, body, { key: newKey() });
  expect(placed.code, placed.body).toBe(0);
  const order: PlacedOrder = { user, orderNo: placed.result.orderNo, orderId: Number(placed.result.orderId), skuId: skuIds[0]!, payAmount: placed.result.payAmount };
  if (order.payAmount > 0) await payOrder(app, order);
  return { ...order, rightId, goodsId };
}

/** Moves a paid order on by the lifecycle's own events (ship, receive), at the clock's now. */
export async function advanceOrder(app: TestApp, orderId: number, ...events: OrderEvent[]): Promise<void> {
  for (const event of events) {
    const order = (await findOrderById(app.ctx.db, orderId))!;
    const moved = await app.ctx.db.transaction((tx) => moveOrder(tx, order, event, app.clock.now()));
    expect(moved, event).toBeDefined();
  }
}

export const received = [OrderEvent.ship, OrderEvent.receive] as const;

export function shopperCall<T>(app: TestApp, token: string | null, method: 'GET' | 'POST', path: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return call<T>(app, method, path, { token, ...(payload === undefined ? {} : { payload }), headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers } });
}

export async function apply(app: TestApp, token: string, body: AfterSalesApplyBody, key = newKey()): Promise<Answer<AfterSalesCaseDetail>> {
  return shopperCall<AfterSalesCaseDetail>(app, token, 'POST', Paths.afterSalesApply, body, { [Header.idempotencyKey]: key });
}

export function casePath(path: string, id: string | number): string {
  return fillPath(path, { id: String(id) });
}

export async function operator(app: TestApp, role: Role = Role.service): Promise<OperatorSession> {
  return signInOperator(app, [role]);
}

export async function act(app: TestApp, op: OperatorSession, action: 'approve' | 'reject' | 'receive' | 'refund' | 'refundAgain', id: string | number, payload: unknown = {}) {
  const res = await adminCall(app, op, 'POST', casePath(AfterSalesAdminPaths[action], id), payload);
  return { status: res.statusCode, body: res.json() as { code: number; message: string; result: AdminAfterSalesDetail } };
}

