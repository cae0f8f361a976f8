import { ColumnType, ErrorCode, FeedItemType, PageStatus, Paths, type ApiEnvelope, type PageConfig, type PageDraft } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { demoPageCodes } from '../../seed/seed.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import { createPage, getAdminPage, listAdminPages, listPageVersions, publishPage, restorePageVersion, savePageDraft, takePageDown } from './page-admin.service.ts';
import { issuePreviewToken } from './page-preview.service.ts';
import { pageDrafts } from './pages.table.ts';

let app: TestApp;
const actor = { operatorId: 1, username: 'admin', ip: '127.0.0.1', userAgent: 'vitest' };
const shop = demoPageCodes.shop;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

async function shopPage(query: string): Promise<{ status: number; headers: Record<string, unknown>; body: ApiEnvelope<PageConfig> }> {
  const res = await app.server.inject({ method: 'GET', url: api(`${Paths.pageManagement}?${query}`) });
  return { status: res.statusCode, headers: res.headers, body: res.json<ApiEnvelope<PageConfig>>() };
}

async function goodsIdByName(name: string): Promise<number> {
  const [row] = await app.ctx.db.select({ id: goods.id }).from(goods).where(eq(goods.name, name));
  return row!.id;
}

function twoColGoods(page: PageConfig): string[] {
  return page.moduleList.find((m) => m.columnType === ColumnType.oneRowTwoCol)!.goodsList.map((g) => g.id);
}

async function expectRefused(work: Promise<unknown>, code: ErrorCode, message?: string) {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  if (message) expect((err as AppError).message).toBe(message);
}

describe('page drafts, preview and publishing', () => {
  let seededDraft: PageDraft;
  let addedId: number;

  it('opens a seeded page as a draft of what the shop serves', async () => {
    const detail = await getAdminPage(app.ctx, shop);
    seededDraft = detail.draft;
    expect(detail.page).toMatchObject({ pageCode: shop, status: PageStatus.published, publishedVersion: 0, draftPending: false });
    const served = (await shopPage(`pageCode=${shop}`)).body.result;
    expect(detail.draft.moduleList.map((m) => m.columnType)).toEqual(served.moduleList.map((m) => m.columnType));
    const feeds = detail.draft.moduleList.find((m) => m.columnType === ColumnType.feeds)!;
    expect(feeds.feedItems.length).toBeGreaterThan(20);
    expect(feeds.feedItems.some((i) => i.itemType === FeedItemType.pgc)).toBe(true);
  });

  it('lists pages by code and business type', async () => {
    const all = await listAdminPages(app.ctx, {});
    expect(all.map((p) => p.pageCode)).toEqual(expect.arrayContaining(Object.values(demoPageCodes)));
    expect((await listAdminPages(app.ctx, { bizType: 1002 })).map((p) => p.pageCode)).toEqual([shop]);
    expect((await listAdminPages(app.ctx, { status: PageStatus.undercarriage })).map((p) => p.pageCode)).toEqual([demoPageCodes.undercarriage]);
  });

  it('saves a draft the shop does not serve, but a preview token shows it', async () => {
    addedId = await goodsIdByName('全景天幕遮阳帘');
    const draft = structuredClone(seededDraft);
    const twoCol = draft.moduleList.find((m) => m.columnType === ColumnType.oneRowTwoCol)!;
    twoCol.goodsIds = [addedId, ...twoCol.goodsIds.filter((id) => id !== addedId)];
    const saved = await savePageDraft(app.ctx, actor, shop, draft);
    expect(saved.page.draftPending).toBe(true);

    expect(twoColGoods((await shopPage(`pageCode=${shop}`)).body.result)).not.toContain(String(addedId));
    const { token, previewUrl } = await issuePreviewToken(app.ctx, actor, shop);
    expect(previewUrl).toBe(`/store/home/shop?preview=${token}`);
    const preview = await shopPage(`pageCode=${shop}&preview=${token}`);
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(twoColGoods(preview.body.result)[0]).toBe(String(addedId));
    // The preview answer is never the cached page's.
    expect(twoColGoods((await shopPage(`pageCode=${shop}`)).body.result)).not.toContain(String(addedId));
  });

  it('refuses a preview token of another page, an unknown one and an expired one', async () => {
    const { token } = await issuePreviewToken(app.ctx, actor, demoPageCodes.light);
    const other = await shopPage(`pageCode=${shop}&preview=${token}`);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe(ErrorCode.PAGE_PREVIEW_INVALID);
    expect((await shopPage(`pageCode=${shop}&preview=nope`)).body.code).toBe(ErrorCode.PAGE_PREVIEW_INVALID);
    const own = await shopPage(`pageCode=${demoPageCodes.light}&preview=${token}`);
    expect(own.status).toBe(200);
    app.clock.advance(11 * 60_000);
    expect((await shopPage(`pageCode=${demoPageCodes.light}&preview=${token}`)).status).toBe(403);
  });

  it('publishes the draft: the shop serves it and the seeded content is kept as version 1', async () => {
    const before = (await app.server.inject({ method: 'GET', url: api(`${Paths.pageFeed}?pageCode=${shop}`) })).json<ApiEnvelope<{ feedsList: { totalNum: number } }>>();
    const published = await publishPage(app.ctx, actor, shop);
    expect(published.page).toMatchObject({ status: PageStatus.published, publishedVersion: 2, draftPending: false });
    expect(twoColGoods((await shopPage(`pageCode=${shop}`)).body.result)[0]).toBe(String(addedId));
    const versions = await listPageVersions(app.ctx, shop);
    expect(versions.map((v) => [v.version, v.operatorId])).toEqual([
      [2, 1],
      [1, null],
    ]);
    const after = (await app.server.inject({ method: 'GET', url: api(`${Paths.pageFeed}?pageCode=${shop}`) })).json<ApiEnvelope<{ feedsList: { totalNum: number } }>>();
    expect(after.result.feedsList.totalNum).toBe(before.result.feedsList.totalNum);
  });

  it('refuses a draft breaking a module rule with the module named, and keeps the saved draft', async () => {
    const draft = structuredClone(seededDraft);
    const index = draft.moduleList.findIndex((m) => m.columnType === ColumnType.oneRowTwoCol);
    draft.moduleList[index]!.goodsIds = [];
    await expectRefused(savePageDraft(app.ctx, actor, shop, draft), ErrorCode.PAGE_DRAFT_INVALID, `第${index + 1}个模块(一行两列):请至少选择一个商品`);
    draft.moduleList[index]!.goodsIds = [999_999];
    await expectRefused(savePageDraft(app.ctx, actor, shop, draft), ErrorCode.PAGE_DRAFT_INVALID, `第${index + 1}个模块(一行两列):商品不存在或已下架`);
    const [row] = await app.ctx.db.select().from(pageDrafts).where(eq(pageDrafts.pageCode, shop));
    expect(row!.draft.moduleList[index]!.goodsIds[0]).toBe(addedId);
  });

  it('takes a page down and publishes it back; versions stay', async () => {
    await takePageDown(app.ctx, actor, shop, PageStatus.undercarriage);
    const down = (await shopPage(`pageCode=${shop}`)).body.result;
    expect(down.status).toBe(PageStatus.undercarriage);
    expect(down.moduleList).toEqual([]);
    await publishPage(app.ctx, actor, shop);
    expect((await shopPage(`pageCode=${shop}`)).body.result.moduleList.length).toBeGreaterThan(0);
    expect((await listPageVersions(app.ctx, shop)).map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('restores a version into the draft without touching the shop', async () => {
    const restored = await restorePageVersion(app.ctx, actor, shop, 1);
    expect(restored.draft).toEqual(seededDraft);
    expect(restored.page.draftPending).toBe(true);
    expect(twoColGoods((await shopPage(`pageCode=${shop}`)).body.result)[0]).toBe(String(addedId));
    await expectRefused(restorePageVersion(app.ctx, actor, shop, 99), ErrorCode.PAGE_VERSION_NOT_FOUND);
  });

  it('creates a page unpublished; a taken code or business type is refused', async () => {
    const made = await createPage(app.ctx, actor, { pageCode: 'spring-sale', pageTitle: '春季焕新' });
    expect(made.page).toMatchObject({ status: PageStatus.unpublished, bizType: null });
    expect((await shopPage('pageCode=spring-sale')).body.result.moduleList).toEqual([]);
    await expectRefused(createPage(app.ctx, actor, { pageCode: shop, pageTitle: 'x' }), ErrorCode.PAGE_CODE_TAKEN);
    await expectRefused(createPage(app.ctx, actor, { pageCode: 'other', pageTitle: 'x', bizType: 1002 }), ErrorCode.PAGE_BIZ_TYPE_TAKEN);
  });
});
