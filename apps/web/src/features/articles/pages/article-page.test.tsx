import { ErrorCode, type Article } from '@emall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockReply } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

function article(overrides: Partial<Article> = {}): Article {
  return {
    id: '7',
    title: '冬季用车指南：低温下如何让续航更从容',
    coverUrl: '/media/article-1.webp',
    coverWidth: 1080,
    coverHeight: 810,
    authorName: '曜川官方',
    authorAvatarUrl: '/media/avatar-1.webp',
    publishedAt: '2026-11-24T02:30:00.000Z',
    likeCount: 321,
    content: '<p>正文第一段</p><h3>三个实用建议</h3><ul><li>检查胎压</li></ul><img src="x" onerror="window.__pwned = true" alt="图">',
    ...overrides,
  };
}

function api(reply: (path: string) => MockReply) {
  return mockApi((call) => reply(call.url.pathname));
}

describe('/pgc/detail', () => {
  it('shows the cover, the title, the author line and the body of the article', async () => {
    const calls = api(() => ok(article()));
    renderRoute('/pgc/detail?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: '冬季用车指南：低温下如何让续航更从容' })).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe('/api-gateway/pgc/v1/article/7');
    expect(screen.getByText('曜川官方')).toBeTruthy();
    // China time: 02:30 UTC is 10:30 in Shanghai.
    expect(screen.getByText('2026-11-24 10:30 发布')).toBeTruthy();
    expect(screen.getByText('人点赞', { exact: false }).parentElement?.textContent).toBe('321 人点赞');
    expect(screen.getByRole('heading', { level: 3, name: '三个实用建议' })).toBeTruthy();
    expect(screen.getByText('检查胎压')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.title).toBe('冬季用车指南：低温下如何让续航更从容');
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });

  it('shows a skeleton while the article loads', async () => {
    mockApi(() => new Promise<MockReply>(() => undefined));
    renderRoute('/pgc/detail?id=7');
    expect(await screen.findByTestId('article-skeleton')).toBeTruthy();
  });

  it.each([
    ['an unknown or unpublished article', fail(ErrorCode.ARTICLE_NOT_FOUND, '文章不存在或已下线', 404)],
    ['a malformed id', fail(ErrorCode.BAD_REQUEST, '请求参数错误: id', 400)],
  ])('says 页面走丢了 for %s and leads back to the shop', async (_name, reply) => {
    api(() => reply);
    const { router } = renderRoute('/pgc/detail?id=999');
    expect(await screen.findByRole('heading', { name: '页面走丢了' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回商城首页' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
  });

  it('says 页面走丢了 without asking when the address names no article', async () => {
    const calls = api(() => ok(article()));
    renderRoute('/pgc/detail');
    expect(await screen.findByRole('heading', { name: '页面走丢了' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('offers 重新加载 when the article fails to load, and shows it once it does', async () => {
    let failing = true;
    api(() => (failing ? fail(ErrorCode.INTERNAL, '服务繁忙,请稍后再试', 500) : ok(article())));
    renderRoute('/pgc/detail?id=7');
    expect(await screen.findByRole('heading', { name: '文章加载失败' }, { timeout: 10_000 })).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: '冬季用车指南：低温下如何让续航更从容' })).toBeTruthy();
  });
});
