import { ErrorCode, errorInfo, FeedItemType, fillPath, Paths, PGC_DETAIL_ROUTE, type Article, type FeedItem } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPageCodes } from '../../seed/storefront.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeArticles, type ArticleDraft } from './articles.service.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

function article(id: string) {
  return app.server.inject({ method: 'GET', url: api(fillPath(Paths.pgcArticle, { id })) });
}

async function feedArticles(): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for (let pageNo = 1; pageNo <= 5; pageNo++) {
    const res = await app.server.inject({ method: 'GET', url: api(`${Paths.pageFeed}?pageCode=${demoPageCodes.shop}&pageNo=${pageNo}`) });
    items.push(...(res.json().result.feedsList.result as FeedItem[]));
  }
  return items.filter((i) => i.type === FeedItemType.pgc);
}

const draft = (over: Partial<ArticleDraft> = {}): ArticleDraft => ({
  title: '草稿:春季新品前瞻',
  coverUrl: '/media/article-1.webp',
  coverWidth: 1080,
  coverHeight: 810,
  authorName: '曜川官方',
  authorAvatarUrl: '/media/avatar-1.webp',
  bodyHtml: '<p>尚未发布</p>',
  publishedAt: null,
  ...over,
});

describe('GET /pgc/v1/article/{id}', () => {
  it('answers every article the shop feed links to, with cover, author, time and body', async () => {
    const linked = await feedArticles();
    expect(linked.length).toBeGreaterThanOrEqual(25);
    for (const item of linked) {
      const url = new URL(item.jumpUrl, 'https://shop.example');
      expect(url.pathname).toBe(PGC_DETAIL_ROUTE);
      const res = await article(url.searchParams.get('id')!);
      expect(res.statusCode, item.name).toBe(200);
      const a = res.json().result as Article;
      expect(a).toMatchObject({ id: item.id, title: item.name, coverUrl: item.pictureUrl, authorName: item.userName, authorAvatarUrl: item.headUrl });
      expect(a.coverWidth).toBe(item.width);
      expect(new Date(a.publishedAt).toISOString()).toBe(a.publishedAt);
      expect(a.content).toMatch(/^<p>.+<h3>/);
    }
  });

  it('answers 40422 文章不存在或已下线 for an unknown id', async () => {
    const res = await article('999999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.ARTICLE_NOT_FOUND, message: '文章不存在或已下线', result: null });
    expect(errorInfo[ErrorCode.ARTICLE_NOT_FOUND].message).toBe('文章不存在或已下线');
  });

  it('answers a draft as it answers an unknown id, and publishes it once it has a time', async () => {
    const [hidden] = await writeArticles(app.ctx.db, [draft()]);
    const res = await article(String(hidden!.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ErrorCode.ARTICLE_NOT_FOUND);
    const [shown] = await writeArticles(app.ctx.db, [draft({ title: '已发布', publishedAt: app.clock.now() })]);
    expect((await article(String(shown!.id))).json().result.title).toBe('已发布');
  });

  it.each(['abc', '0', '-1', '1.5', '1234567890123456', '%00'])('refuses the malformed id %s with 40000', async (id) => {
    const res = await article(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('writing an article', () => {
  it('stores the body sanitised: no scripts, handlers, styles, frames or script links', async () => {
    const body = [
      '<p style="position:fixed" onclick="steal()">正文<script>alert(1)</script></p>',
      '<img src="/media/article-1.webp" onerror="steal()" alt="封面" width="1080" height="810">',
      '<a href="javascript:alert(1)">坏链接</a><a href="https://yaochuan.example/x">好链接</a>',
      '<iframe src="https://evil.example"></iframe><form><input name="p"></form><h3>小标题</h3>',
    ].join('');
    const [row] = await writeArticles(app.ctx.db, [draft({ bodyHtml: body, publishedAt: app.clock.now() })]);
    const stored = (await article(String(row!.id))).json().result.content as string;
    expect(stored).toBe(
      '<p>正文</p><img src="/media/article-1.webp" alt="封面" width="1080" height="810" /><a>坏链接</a><a href="https://yaochuan.example/x">好链接</a><h3>小标题</h3>',
    );
  });
});
