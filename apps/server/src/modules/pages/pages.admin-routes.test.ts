import {
  ColumnType,
  ErrorCode,
  PageAdminPaths,
  PageStatus,
  Paths,
  Role,
  type AdminPageDetail,
  type ApiEnvelope,
  type PageConfig,
  type PickedGoodsList,
} from '@emall/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPageCodes } from '../../seed/seed.ts';
import { adminApi, createTestOperator, signInAs, type OperatorSession } from '../../test/operators.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import { pageDrafts } from './pages.table.ts';

let app: TestApp;
let editor: OperatorSession;
const shop = demoPageCodes.shop;

beforeAll(async () => {
  app = await createTestApp();
  const { username } = await createTestOperator(app, [Role.content]);
  editor = await signInAs(app, username);
});

afterAll(() => app.close());

function path(template: string, params: Record<string, string> = {}): string {
  return adminApi(template.replace(/:(\w+)/g, (_, name: string) => params[name]!));
}

async function call<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await app.server.inject({ method, url, headers: editor.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json<ApiEnvelope<T>>() };
}

async function auditRows(): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetType, 'page'));
  return row!.n;
}

async function shopPage(): Promise<PageConfig> {
  const res = await app.server.inject({ method: 'GET', url: api(`${Paths.pageManagement}?pageCode=${shop}`) });
  return res.json<ApiEnvelope<PageConfig>>().result;
}

describe('admin pages API', () => {
  let detail: AdminPageDetail;

  it('lists the pages and opens the shop home as a draft', async () => {
    const list = await call<{ pageCode: string; status: number }[]>('GET', `${path(PageAdminPaths.pages)}?bizType=1002`);
    expect(list.body.result).toEqual([expect.objectContaining({ pageCode: shop, status: PageStatus.published })]);
    const opened = await call<AdminPageDetail>('GET', path(PageAdminPaths.page, { pageCode: shop }));
    expect(opened.status).toBe(200);
    detail = opened.body.result;
    expect(detail.draft.moduleList.some((m) => m.columnType === ColumnType.oneRowTwoCol)).toBe(true);
  });

  it('answers bad drafts with 400 and a Chinese message, writing nothing', async () => {
    const before = await auditRows();
    const shapeless = await call('PUT', path(PageAdminPaths.draft, { pageCode: shop }), { pageTitle: 'x' });
    expect(shapeless.status).toBe(400);
    expect(shapeless.body.code).toBe(ErrorCode.BAD_REQUEST);
    expect(shapeless.body.message).toMatch(/请求参数错误/);

    const draft = structuredClone(detail.draft);
    const index = draft.moduleList.findIndex((m) => m.columnType === ColumnType.oneRowTwoCol);
    draft.moduleList[index]!.goodsIds = [];
    const ruled = await call('PUT', path(PageAdminPaths.draft, { pageCode: shop }), draft);
    expect(ruled.status).toBe(400);
    expect(ruled.body.code).toBe(ErrorCode.PAGE_DRAFT_INVALID);
    expect(ruled.body.message).toBe(`第${index + 1}个模块(一行两列):请至少选择一个商品`);

    expect(await auditRows()).toBe(before);
    expect(await app.ctx.db.select().from(pageDrafts).where(eq(pageDrafts.pageCode, shop))).toEqual([]);
  });

  it('picks goods by keyword and by id', async () => {
    const found = await call<PickedGoodsList>('GET', `${path(PageAdminPaths.pickGoods)}?keyword=${encodeURIComponent('遮阳帘')}`);
    expect(found.body.result.map((g) => g.name)).toContain('全景天幕遮阳帘');
    const id = found.body.result.find((g) => g.name === '全景天幕遮阳帘')!.id;
    const byId = await call<PickedGoodsList>('GET', `${path(PageAdminPaths.pickGoods)}?ids=${id}`);
    expect(byId.body.result).toEqual([expect.objectContaining({ id, name: '全景天幕遮阳帘' })]);
  });

  it('picks coupon pools by keyword and by id', async () => {
    const found = await call<{ id: number; cardName: string }[]>('GET', `${path(PageAdminPaths.pickCoupons)}?keyword=${encodeURIComponent('新人')}`);
    expect(found.status).toBe(200);
    expect(found.body.result.length).toBeGreaterThan(0);
    const first = found.body.result[0]!;
    const byId = await call<{ id: number }[]>('GET', `${path(PageAdminPaths.pickCoupons)}?ids=${first.id}`);
    expect(byId.body.result).toEqual([expect.objectContaining({ id: first.id, cardName: first.cardName })]);
  });

  it('leaves one audit row for every write; after publishing the shop serves the new module', async () => {
    const [added] = await app.ctx.db.select({ id: goods.id }).from(goods).where(eq(goods.name, '全景天幕遮阳帘'));
    const draft = structuredClone(detail.draft);
    const twoCol = draft.moduleList.find((m) => m.columnType === ColumnType.oneRowTwoCol)!;
    twoCol.goodsIds = [added!.id, ...twoCol.goodsIds];

    const writes: [string, () => Promise<{ status: number }>][] = [
      ['save', () => call('PUT', path(PageAdminPaths.draft, { pageCode: shop }), draft)],
      ['preview', () => call('POST', path(PageAdminPaths.previewToken, { pageCode: shop }))],
      ['publish', () => call('POST', path(PageAdminPaths.publish, { pageCode: shop }))],
    ];
    for (const [name, write] of writes) {
      const before = await auditRows();
      expect((await write()).status, name).toBe(200);
      expect(await auditRows(), name).toBe(before + 1);
    }
    const served = await shopPage();
    expect(served.moduleList.find((m) => m.columnType === ColumnType.oneRowTwoCol)!.goodsList[0]!.id).toBe(String(added!.id));

    const [row] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'page.publish'));
    expect(row).toMatchObject({ operatorId: editor.id, targetId: shop, before: { status: PageStatus.published, publishedVersion: 0 } });
  });

  it('takes the page down and brings it back, one audit row each', async () => {
    for (const [template, status] of [
      [PageAdminPaths.undercarriage, PageStatus.undercarriage],
      [PageAdminPaths.unpublish, PageStatus.unpublished],
      [PageAdminPaths.publish, PageStatus.published],
    ] as const) {
      const before = await auditRows();
      const res = await call<AdminPageDetail>('POST', path(template, { pageCode: shop }));
      expect(res.body.result.page.status).toBe(status);
      expect((await shopPage()).status).toBe(status);
      expect(await auditRows()).toBe(before + 1);
    }
    const versions = await call<{ version: number }[]>('GET', path(PageAdminPaths.versions, { pageCode: shop }));
    expect(versions.body.result.map((v) => v.version)).toEqual([3, 2, 1]);
    const before = await auditRows();
    const restored = await call<AdminPageDetail>('POST', path(PageAdminPaths.restoreVersion, { pageCode: shop, version: '1' }));
    expect(restored.body.result.page.draftPending).toBe(true);
    expect(await auditRows()).toBe(before + 1);
  });

  it('creates a page, refusing a taken code with nothing written', async () => {
    const before = await auditRows();
    const made = await call<AdminPageDetail>('POST', path(PageAdminPaths.pages), { pageCode: 'spring', pageTitle: '春季上新' });
    expect(made.body.result.page.status).toBe(PageStatus.unpublished);
    expect(await auditRows()).toBe(before + 1);
    const taken = await call('POST', path(PageAdminPaths.pages), { pageCode: 'spring', pageTitle: '又一个' });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('页面编码已存在');
    expect(await auditRows()).toBe(before + 1);
  });

  it('takes a page picture through sharp as a WebP under /media, one audit row; not a picture writes nothing', async () => {
    const png = await sharp({ create: { width: 1500, height: 600, channels: 3, background: '#1f4e9c' } }).png().toBuffer();
    const boundary = '----page-upload';
    const upload = (bytes: Buffer) =>
      app.server.inject({
        method: 'POST',
        url: path(PageAdminPaths.pictures),
        headers: { ...editor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n`),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    const before = await auditRows();
    const res = await upload(png);
    const body = res.json<ApiEnvelope<{ url: string; width: number; height: number }>>();
    expect(body.code, res.body).toBe(0);
    expect(body.result).toMatchObject({ width: 1080, height: 432 });
    expect(body.result.url).toMatch(/^\/media\/g-[0-9a-f]{32}\.webp$/);
    expect(await auditRows()).toBe(before + 1);
    expect((await app.server.inject({ method: 'GET', url: body.result.url })).statusCode).toBe(200);
    const refused = await upload(Buffer.from('not a picture'));
    expect(refused.json().code).toBe(ErrorCode.UPLOAD_NOT_IMAGE);
    expect(await auditRows()).toBe(before + 1);
  });
});
