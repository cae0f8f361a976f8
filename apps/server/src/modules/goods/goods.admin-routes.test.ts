import { AdminGoodsPaths, ErrorCode, Paths, Role, type AdminGoodsDetail, type AdminGoodsPage, type ApiEnvelope, type GoodsDetail, type StockLedgerEntry } from '@emall/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsDraft } from '../../test/goods-admin.ts';
import { call } from '../../test/goods.ts';
import { adminApi, adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { goods } from '../catalogue/catalogue.table.ts';

let app: TestApp;
let op: OperatorSession;

beforeAll(async () => {
  // A real cache window, as the shop runs with: the console's write must still show at once here.
  app = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '60' } });
  op = await signInOperator(app, [Role.goods]);
});
afterAll(() => app.close());

const path = (template: string, values: Record<string, string>) => template.replace(/:(\w+)/g, (_, k: string) => values[k]!);

async function auditRows(): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

async function goodsRows(): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(goods);
  return row!.n;
}

async function send<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await adminCall(app, op, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(500);
  return { status: res.statusCode, ...res.json<ApiEnvelope<T>>() };
}

async function create(body = goodsDraft()) {
  const answer = await send<AdminGoodsDetail>('POST', AdminGoodsPaths.goods, body);
  expect(answer.code, answer.message).toBe(0);
  return answer.result;
}

describe('goods admin routes', () => {
  it('creates, lists, puts on the shelf and the shop shows it at once despite its cache', async () => {
    const audits = await auditRows();
    const created = await create();
    expect(await auditRows()).toBe(audits + 1);
    const list = await send<AdminGoodsPage>('GET', `${AdminGoodsPaths.goods}?keyword=${encodeURIComponent('测试车模')}&onShelf=false`);
    expect(list.result.result.map((r) => r.id)).toContain(created.id);

    const shopBefore = await call<GoodsDetail>(app, 'GET', Paths.goodsDetail.replace(':productId', created.id));
    expect(shopBefore.code).toBe(ErrorCode.GOODS_NOT_FOUND);
    const shelved = await send<AdminGoodsDetail>('PUT', path(AdminGoodsPaths.shelf, { id: created.id }), { onShelf: true });
    expect(shelved.result.onShelf).toBe(true);
    expect(await auditRows()).toBe(audits + 2);
    const shop = await call<GoodsDetail>(app, 'GET', Paths.goodsDetail.replace(':productId', created.id));
    expect(shop.result).toMatchObject({ saleName: created.saleName, price: 29_900, stock: 20, detailHtml: '<p>合金车身</p>' });

    const sku = created.skus[0]!;
    const adjusted = await send<StockLedgerEntry>('POST', path(AdminGoodsPaths.skuStock, { id: created.id, skuId: sku.id }), { delta: -4, reason: '样品出库' });
    expect(adjusted.result).toMatchObject({ delta: -4, before: 10, after: 6, reason: '样品出库', operatorId: String(op.id) });
    expect(await auditRows()).toBe(audits + 3);
    const shopAfter = await call<GoodsDetail>(app, 'GET', Paths.goodsDetail.replace(':productId', created.id));
    expect(shopAfter.result.stock).toBe(16);
    const ledger = await send<{ result: StockLedgerEntry[] }>('GET', path(AdminGoodsPaths.skuStock, { id: created.id, skuId: sku.id }));
    expect(ledger.result.result.map((l) => l.delta)).toEqual([-4, 10]);
  });

  it('edits a goods, leaving one audit row with the goods before and after', async () => {
    const created = await create();
    const before = await auditRows();
    const body = { ...goodsDraft(), name: '曜川 改名车模', skus: created.skus.map(({ specsName: _n, stock: _s, ...s }) => ({ ...s, price: s.price + 100 })) };
    const saved = await send<AdminGoodsDetail>('PUT', path(AdminGoodsPaths.goodsOne, { id: created.id }), body);
    expect(saved.code, saved.message).toBe(0);
    expect(saved.result).toMatchObject({ name: '曜川 改名车模' });
    const rows = await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    const update = rows.find((r) => r.action === 'goods.update');
    expect(await auditRows()).toBe(before + 1);
    expect(update?.before).toMatchObject({ name: '曜川 测试车模' });
    expect(update?.after).toMatchObject({ name: '曜川 改名车模' });
  });

  it('answers bad input with 400 and a Chinese message, writing nothing', async () => {
    const [audits, goodsCount] = [await auditRows(), await goodsRows()];
    const cases: [unknown, number][] = [
      [{ ...goodsDraft(), skus: [] }, ErrorCode.GOODS_SKU_REQUIRED],
      [{ ...goodsDraft(), pictures: ['https://evil.example/x.png'] }, ErrorCode.BAD_REQUEST],
      [{ ...goodsDraft(), deductAmount: -1 }, ErrorCode.BAD_REQUEST],
      [{ ...goodsDraft(), name: '' }, ErrorCode.BAD_REQUEST],
      [{ ...goodsDraft(), userLimitFlag: true, userLimit: 0 }, ErrorCode.GOODS_LIMIT_INVALID],
    ];
    const dupe = goodsDraft();
    dupe.skus[1]!.code = dupe.skus[0]!.code;
    cases.push([dupe, ErrorCode.SKU_CODE_DUPLICATE]);
    for (const [body, code] of cases) {
      const answer = await send('POST', AdminGoodsPaths.goods, body);
      expect(answer.code, JSON.stringify(body).slice(0, 80)).toBe(code);
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const created = await create();
    const sku = created.skus[0]!;
    for (const [body, code] of [
      [{ delta: 0, reason: '盘点' }, ErrorCode.STOCK_ADJUST_INVALID],
      [{ delta: -11, reason: '盘点' }, ErrorCode.STOCK_ADJUST_BELOW_ZERO],
      [{ delta: 1, reason: '' }, ErrorCode.BAD_REQUEST],
      [{ delta: 1.5, reason: '盘点' }, ErrorCode.BAD_REQUEST],
    ] as const) {
      const answer = await send('POST', path(AdminGoodsPaths.skuStock, { id: created.id, skuId: sku.id }), body);
      expect(answer.code).toBe(code);
      expect(answer.status).toBe(400);
    }
    expect(await auditRows()).toBe(audits + 1);
    expect(await goodsRows()).toBe(goodsCount + 1);
  });

  it('answers unknown goods and SKUs with their not-found codes', async () => {
    expect((await send('GET', path(AdminGoodsPaths.goodsOne, { id: '999999' }))).code).toBe(ErrorCode.GOODS_NOT_FOUND);
    expect((await send('PUT', path(AdminGoodsPaths.goodsOne, { id: '999999' }), goodsDraft())).code).toBe(ErrorCode.GOODS_NOT_FOUND);
    expect((await send('PUT', path(AdminGoodsPaths.shelf, { id: '999999' }), { onShelf: true })).code).toBe(ErrorCode.GOODS_NOT_FOUND);
    const adjusted = await send('POST', path(AdminGoodsPaths.skuStock, { id: '999999', skuId: '1' }), { delta: 1, reason: '到货' });
    expect([adjusted.status, adjusted.code]).toEqual([404, ErrorCode.SKU_NOT_FOUND]);
  });

  it('takes a picture upload through sharp as a WebP under /media, with its audit row', async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const boundary = '----goods-upload';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const audits = await auditRows();
    const res = await app.server.inject({
      method: 'POST',
      url: adminApi(AdminGoodsPaths.pictures),
      headers: { ...op.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const body = res.json<ApiEnvelope<{ url: string; width: number; height: number }>>();
    expect(body.code, res.body).toBe(0);
    expect(body.result).toMatchObject({ width: 1080, height: 810 });
    expect(body.result.url).toMatch(/^\/media\/g-[0-9a-f]{32}\.webp$/);
    expect(await auditRows()).toBe(audits + 1);
    const served = await app.server.inject({ method: 'GET', url: body.result.url });
    expect(served.statusCode).toBe(200);
    const text = await app.server.inject({
      method: 'POST',
      url: adminApi(AdminGoodsPaths.pictures),
      headers: { ...op.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot a picture\r\n--${boundary}--\r\n`)]),
    });
    expect(text.json().code).toBe(ErrorCode.UPLOAD_NOT_IMAGE);
    expect(await auditRows()).toBe(audits + 1);
  });
});
