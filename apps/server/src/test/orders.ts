import { randomBytes } from 'node:crypto';
import { Header, Paths, type OrderRequest, type OrderSubmitData, type OrderSubmitResult } from '@emall/contract';
import { asc, count, eq } from 'drizzle-orm';
import { goodsSkus } from '../modules/goods/goods.table.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { userRights } from '../modules/rights/rights.table.ts';
import { call, type Answer } from './goods.ts';
import type { TestApp } from './test-app.ts';

/** A fresh Idempotency-Key, as the submit page makes one per tap of 提交订单. */
export function newKey(): string {
  return `k-${randomBytes(8).toString('hex')}`;
}

export function preSubmit(app: TestApp, token: string | null, body: OrderRequest | object | string, path: string = Paths.preSubmit) {
  return call<OrderSubmitData>(app, 'POST', path, {
    token,
    payload: typeof body === 'string' ? body : body,
    headers: { 'content-type': 'application/json' },
  });
}

export function submit(
  app: TestApp,
  token: string | null,
  body: OrderRequest | object | string,
  options: { key?: string | null; path?: string; headers?: Record<string, string> } = {},
): Promise<Answer<OrderSubmitResult>> {
  const key = options.key === undefined ? newKey() : options.key;
  return call<OrderSubmitResult>(app, 'POST', options.path ?? Paths.orderSubmitV2, {
    token,
    payload: body,
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { [Header.idempotencyKey]: key }), ...options.headers },
  });
}

export async function stockOf(app: TestApp, skuId: number): Promise<number> {
  const [row] = await app.ctx.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, skuId));
  return row!.stock;
}

export function ordersOf(app: TestApp, userId: number) {
  return app.ctx.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
}

export async function orderCount(app: TestApp): Promise<{ orders: number; lines: number }> {
  const [o] = await app.ctx.db.select({ n: count() }).from(orders);
  const [l] = await app.ctx.db.select({ n: count() }).from(orderLines);
  return { orders: o!.n, lines: l!.n };
}

export async function rightOf(app: TestApp, id: number) {
  const [row] = await app.ctx.db.select().from(userRights).where(eq(userRights.id, id));
  return row!;
}
