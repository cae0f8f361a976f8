import {
  ARTICLE_AUDIT_TARGET,
  ArticleAdminPaths,
  ArticleAdminStatus,
  ColumnType,
  ErrorCode,
  FeedItemType,
  fillPath,
  Paths,
  Role,
  type AdminArticle,
  type AdminArticlePage,
  type ApiEnvelope,
  type ArticleBody,
  type FeedResult,
} from '@emall/contract';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { feedItems, pageModules } from '../pages/pages.table.ts';
import { articles } from './articles.table.ts';

let app: TestApp;
let editor: OperatorSession;

beforeAll(async () => {
  app = await createTestApp();
  editor = await signInOperator(app, [Role.content]);
});
afterAll(() => app.close());

async function send<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const res = await adminCall(app, editor, method, path, body);
  const envelope = res.json<ApiEnvelope<T>>();
  return { status: res.statusCode, code: envelope.code, message: envelope.message, result: envelope.result };
}

const at = (template: string, id: string) => fillPath(template, { id });

async function auditRows(): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetType, ARTICLE_AUDIT_TARGET));
  return row!.n;
}

async function articleRows(): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(articles);
  return row!.n;
}

const shopperArticle = (id: string) => app.server.inject({ method: 'GET', url: api(fillPath(Paths.pgcArticle, { id })) });

const draft = (over: Partial<ArticleBody> = {}): ArticleBody => ({
  title: '冬季续航保养指南',
  coverUrl: '/media/article-1.webp',
  coverWidth: 1080,
  coverHeight: 810,
  authorName: '曜川官方',
  authorAvatarUrl: '/media/avatar-1.webp',
  bodyHtml: '<p onclick="x()">低温下<script>alert(1)</script>电池需要预热</p><h3>充电</h3>',
  ...over,
});

describe('admin articles API', () => {
  it('creates an unpublished article with its body sanitised and one audit row; the shop does not serve it', async () => {
    const audits = await auditRows();
    const created = await send<AdminArticle>('POST', ArticleAdminPaths.articles, draft());
    expect(created.code, created.message).toBe(0);
    expect(created.result).toMatchObject({ title: '冬季续航保养指南', status: ArticleAdminStatus.draft, publishedAt: null });
    expect(created.result.bodyHtml).toBe('<p>低温下电池需要预热</p><h3>充电</h3>');
    expect(await auditRows()).toBe(audits + 1);
    const shop = await shopperArticle(created.result.id);
    expect([shop.statusCode, shop.json().code]).toEqual([404, ErrorCode.ARTICLE_NOT_FOUND]);
  });

  it('publishes: the shop serves it; unpublishes: it answers 40422 again; each write one audit row', async () => {
    const { result: a } = await send<AdminArticle>('POST', ArticleAdminPaths.articles, draft({ title: '新车交付第一周' }));
    const audits = await auditRows();
    const published = await send<AdminArticle>('POST', at(ArticleAdminPaths.publish, a.id));
    expect(published.result).toMatchObject({ status: ArticleAdminStatus.published, publishedAt: app.clock.now().toISOString() });
    expect(await auditRows()).toBe(audits + 1);
    const shown = await shopperArticle(a.id);
    expect(shown.json().result).toMatchObject({ id: a.id, title: '新车交付第一周', content: '<p>低温下电池需要预热</p><h3>充电</h3>' });

    const edited = await send<AdminArticle>('PUT', at(ArticleAdminPaths.article, a.id), draft({ title: '新车交付第一周(更新)', bodyHtml: '<p>已更新</p>' }));
    expect(edited.result).toMatchObject({ title: '新车交付第一周(更新)', status: ArticleAdminStatus.published });
    expect((await shopperArticle(a.id)).json().result).toMatchObject({ title: '新车交付第一周(更新)', content: '<p>已更新</p>' });
    expect(await auditRows()).toBe(audits + 2);

    const down = await send<AdminArticle>('POST', at(ArticleAdminPaths.unpublish, a.id));
    expect(down.result.status).toBe(ArticleAdminStatus.draft);
    expect(await auditRows()).toBe(audits + 3);
    const gone = await shopperArticle(a.id);
    expect([gone.statusCode, gone.json().code, gone.json().message]).toEqual([404, ErrorCode.ARTICLE_NOT_FOUND, '文章不存在或已下线']);
  });

  it('shows a publish, an edit and a take-down in the shop feed at once, though feeds are cached', async () => {
    // An app of its own whose catalogue cache lasts a minute, as in production (the others cache nothing).
    const cached = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '60' } });
    try {
      const op = await signInOperator(cached, [Role.content]);
      const write = (method: 'POST' | 'PUT', path: string, body?: unknown) => adminCall(cached, op, method, path, body).then((r) => r.json<ApiEnvelope<AdminArticle>>().result);
      const a = await write('POST', ArticleAdminPaths.articles, draft({ title: '冬季胎压自查' }));
      const [feeds] = await cached.ctx.db
        .select({ id: pageModules.id })
        .from(pageModules)
        .where(and(eq(pageModules.pageCode, 'shop'), eq(pageModules.columnType, ColumnType.feeds)));
      await cached.ctx.db.insert(feedItems).values({ moduleId: feeds!.id, sort: -1, itemType: FeedItemType.pgc, articleId: Number(a.id) });
      const feedNames = async () => {
        const res = await cached.server.inject({ method: 'GET', url: api(`${Paths.pageFeed}?pageCode=shop`) });
        return res.json<ApiEnvelope<FeedResult>>().result.feedsList.result.map((item) => item.name);
      };

      // The first read fills the cache without the draft; within the cache window each write still shows.
      expect(await feedNames()).not.toContain('冬季胎压自查');
      await write('POST', at(ArticleAdminPaths.publish, a.id));
      expect((await feedNames())[0]).toBe('冬季胎压自查');
      await write('PUT', at(ArticleAdminPaths.article, a.id), draft({ title: '冬季胎压自查(新版)' }));
      expect((await feedNames())[0]).toBe('冬季胎压自查(新版)');
      await write('POST', at(ArticleAdminPaths.unpublish, a.id));
      expect(await feedNames()).not.toContain('冬季胎压自查(新版)');
    } finally {
      await cached.close();
    }
  });

  it('keeps a summary, trimmed, and an article without one has an empty summary', async () => {
    const { result: a } = await send<AdminArticle>('POST', ArticleAdminPaths.articles, draft({ title: '摘要测试', summary: '  低温下如何保持续航  ' }));
    expect(a.summary).toBe('低温下如何保持续航');
    const edited = await send<AdminArticle>('PUT', at(ArticleAdminPaths.article, a.id), draft({ title: '摘要测试', summary: '新的摘要' }));
    expect((await send<AdminArticle>('GET', at(ArticleAdminPaths.article, edited.result.id))).result.summary).toBe('新的摘要');
    const { result: plain } = await send<AdminArticle>('POST', ArticleAdminPaths.articles, draft({ title: '无摘要' }));
    expect(plain.summary).toBe('');
  });

  it('lists by title and status with paging', async () => {
    const { result: a } = await send<AdminArticle>('POST', ArticleAdminPaths.articles, draft({ title: '寻找_百分%号' }));
    const byTitle = await send<AdminArticlePage>('GET', `${ArticleAdminPaths.articles}?keyword=${encodeURIComponent('_百分%')}`);
    expect(byTitle.result.result.map((r) => r.id)).toEqual([a.id]);
    expect(byTitle.result.totalNum).toBe(1);
    const drafts = await send<AdminArticlePage>('GET', `${ArticleAdminPaths.articles}?status=draft&pageSize=50`);
    expect(drafts.result.result.every((r) => r.status === ArticleAdminStatus.draft)).toBe(true);
    expect(drafts.result.result.map((r) => r.id)).toContain(a.id);
    const published = await send<AdminArticlePage>('GET', `${ArticleAdminPaths.articles}?status=published&pageSize=5&pageNo=2`);
    expect(published.result).toMatchObject({ pageNo: 2, pageSize: 5 });
    expect(published.result.result).toHaveLength(5);
    expect(published.result.totalNum).toBeGreaterThanOrEqual(25);
    expect(published.result.result.every((r) => r.status === ArticleAdminStatus.published)).toBe(true);
  });

  it('opens one article for editing; an unknown id answers 40422', async () => {
    const { result: a } = await send<AdminArticle>('POST', ArticleAdminPaths.articles, draft());
    const opened = await send<AdminArticle>('GET', at(ArticleAdminPaths.article, a.id));
    expect(opened.result).toEqual(a);
    for (const [method, template] of [
      ['GET', ArticleAdminPaths.article],
      ['PUT', ArticleAdminPaths.article],
      ['POST', ArticleAdminPaths.publish],
      ['POST', ArticleAdminPaths.unpublish],
    ] as const) {
      const answer = await send(method, at(template, '999999999'), method === 'PUT' ? draft() : undefined);
      expect([answer.status, answer.code], `${method} ${template}`).toEqual([404, ErrorCode.ARTICLE_NOT_FOUND]);
    }
  });

  it('refuses bad input with 400 and a Chinese message, writing nothing', async () => {
    const [audits, rows] = [await auditRows(), await articleRows()];
    const cases: [unknown, number][] = [
      [{ ...draft(), title: '' }, ErrorCode.BAD_REQUEST],
      [{ ...draft(), coverUrl: 'https://evil.example/x.png' }, ErrorCode.BAD_REQUEST],
      [{ ...draft(), coverWidth: 0 }, ErrorCode.BAD_REQUEST],
      [{ ...draft(), authorName: '' }, ErrorCode.BAD_REQUEST],
      [{ ...draft(), summary: '长'.repeat(121) }, ErrorCode.BAD_REQUEST],
      [{ ...draft(), bodyHtml: '' }, ErrorCode.BAD_REQUEST],
      [{ ...draft(), bodyHtml: '<script>alert(1)</script><p> </p>' }, ErrorCode.ARTICLE_BODY_EMPTY],
    ];
    for (const [body, code] of cases) {
      const answer = await send('POST', ArticleAdminPaths.articles, body);
      expect([answer.status, answer.code], JSON.stringify(body).slice(0, 80)).toEqual([400, code]);
      expect(answer.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const { result: a } = await send<AdminArticle>('POST', ArticleAdminPaths.articles, draft());
    const after = [await auditRows(), await articleRows()];
    const refused = await send('PUT', at(ArticleAdminPaths.article, a.id), { ...draft(), bodyHtml: '<iframe src="x"></iframe>' });
    expect([refused.status, refused.code, refused.message]).toEqual([400, ErrorCode.ARTICLE_BODY_EMPTY, '文章正文不能为空']);
    expect((await send<AdminArticle>('GET', at(ArticleAdminPaths.article, a.id))).result.bodyHtml).toBe(a.bodyHtml);
    expect([await auditRows(), await articleRows()]).toEqual(after);
    expect(after).toEqual([audits + 1, rows + 1]);
  });

  it('takes a picture upload as a WebP under /media, with its audit row', async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#cc6633' } }).png().toBuffer();
    const boundary = '----article-upload';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const audits = await auditRows();
    const res = await app.server.inject({
      method: 'POST',
      url: adminApi(ArticleAdminPaths.pictures),
      headers: { ...editor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const body = res.json<ApiEnvelope<{ url: string; width: number; height: number }>>();
    expect(body.code, res.body).toBe(0);
    expect(body.result).toMatchObject({ width: 1080, height: 810 });
    expect(body.result.url).toMatch(/^\/media\/g-[0-9a-f]{32}\.webp$/);
    expect(await auditRows()).toBe(audits + 1);
  });
});
