import { Header, type ApiEnvelope } from '@emall/contract';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { goods, goodsSkus } from '../modules/catalogue/catalogue.table.ts';
import { seedGoods } from '../seed/catalogue.ts';
import { freshToken, userIdOf } from './storefront.ts';
import { api, type TestApp } from './test-app.ts';

/** The id of a seeded goods by its catalogue key (seed/catalogue.ts). */
export async function goodsIdOf(app: TestApp, key: string): Promise<number> {
  const seeded = seedGoods.find((g) => g.key === key);
  if (!seeded) throw new Error(`no catalogue goods ${key}`);
  const [row] = await app.ctx.db.select({ id: goods.id }).from(goods).where(eq(goods.name, seeded.name));
  if (!row) throw new Error(`goods ${key} was not seeded`);
  return row.id;
}

/** The first SKU of a seeded goods. */
export async function skuIdOf(app: TestApp, key: string): Promise<number> {
  const goodsId = await goodsIdOf(app, key);
  const [row] = await app.ctx.db.select({ id: goodsSkus.id }).from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)).orderBy(asc(goodsSkus.id)).limit(1);
  if (!row) throw new Error(`goods ${key} has no SKU`);
  return row.id;
}

/** A session for a seeded demo user. */
export async function demoToken(app: TestApp, phone: string): Promise<string> {
  return freshToken(app, await userIdOf(app, phone));
}

export interface Answer<T> {
  status: number;
  code: number;
  message: string;
  result: T;
  body: string;
}

/** One call through the gateway, with a login token when given; the envelope taken apart. */
export async function call<T = unknown>(
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string | null; payload?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<Answer<T>> {
  const res = await app.server.inject({
    method,
    url: api(path),
    headers: { ...(options.token ? { [Header.loginToken]: options.token } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as string | object }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  // Every answer is an envelope, never a 500.
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = res.json<ApiEnvelope<T>>();
  return { status: res.statusCode, code: body.code, message: body.message, result: body.result, body: res.body };
}

/** Expects an error envelope with this code (and HTTP status when given), result null. */
export function expectError(answer: Answer<unknown>, code: number, status?: number): void {
  expect(answer.code, answer.body).toBe(code);
  expect(answer.result).toBeNull();
  if (status !== undefined) expect(answer.status, answer.body).toBe(status);
  expect(answer.message).toMatch(/[\u4e00-\u9fff]/);
}
