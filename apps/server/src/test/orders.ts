import { randomBytes } from 'node:crypto';
import { Header, Paths, type OrderRequest, type OrderSubmitData, type OrderSubmitResult } from '@emall/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import { userAddresses } from '../modules/address/address.table.ts';
import { goodsSkus } from '../modules/catalogue/catalogue.table.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { userRights } from '../modules/rights/rights.table.ts';
import { stores } from '../modules/stores/stores.table.ts';
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

/** Pieces of a SKU in orders (every order, cancelled or not). */
export async function piecesSold(app: TestApp, skuId: number): Promise<number> {
  const [row] = await app.ctx.db
    .select({ n: sql<string>`coalesce(sum(${orderLines.num}), 0)` })
    .from(orderLines)
    .where(eq(orderLines.skuId, skuId));
  return Number(row!.n);
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

let addressSeq = 0;

/** An address of the user's book (Shanghai Pudong), the default unless told otherwise. */
export async function insertAddress(app: TestApp, userId: number, isDefault = true): Promise<number> {
  const [row] = await app.ctx.db
    .insert(userAddresses)
    .values({
      userId,
      name: `收货人${++addressSeq}`,
      phone: '13900000000',
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310115',
      detail: `世纪大道${addressSeq}号`,
      isDefault,
    })
    .returning({ id: userAddresses.id });
  return row!.id;
}

export async function insertStore(app: TestApp): Promise<number> {
  const [row] = await app.ctx.db
    .insert(stores)
    .values({
      name: '曜川上海张江服务中心',
      cityCode: '310100',
      districtCode: '310115',
      address: '上海市浦东新区祖冲之路1077号',
      phone: '021-50801077',
      businessHours: '08:30-18:00',
      lng: 121.595,
      lat: 31.204,
    })
    .returning({ id: stores.id });
  return row!.id;
}
