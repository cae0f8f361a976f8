import { type FeedResult, UiText } from '@emall/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedItem, pageModule } from '../../../../test/fixtures.ts';
import { fail, mockApi, ok } from '../../../../test/mock-api.ts';
import { renderInApp } from '../../../../test/render-in-app.tsx';
import { FeedModule } from './feed-module.tsx';

function feedPage(pageNo: number, count: number, totalNum: number): FeedResult {
  return {
    feedsList: {
      pageNo,
      totalNum,
      result: Array.from({ length: count }, (_, i) => {
        const n = (pageNo - 1) * 20 + i + 1;
        return n % 3 === 0
          ? feedItem({ id: String(n), type: 4, name: `文章${n}`, headUrl: '/media/avatar.webp', userName: '曜川官方', likeCount: n, jumpUrl: `/pgc/detail?id=${n}`, height: 1440 })
          : feedItem({ id: String(n), name: `商品${n}`, jumpUrl: `/store/boutique/product?productId=${n}` });
      }),
    },
    colName: '为你推荐',
    showColName: true,
    colNameColor: '',
    colNameBgType: 1,
    colBgContent: '',
  };
}

const module = pageModule({ id: 'f', columnType: 'feeds', colName: '为你推荐', goodsList: [] });

/** Where the feed's bottom sits on screen (jsdom lays nothing out). */
function feedBottomAt(bottom: number): void {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ bottom, top: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) });
}

/** The feed's cards on screen, counted in the feed's own tree (not what another test left in the page). */
const cardsIn = (container: HTMLElement): number => within(container).getAllByRole('link').length;

describe('feed module', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for 20 a page and loads on to the end, then says 到底啦', async () => {
    feedBottomAt(0);
    const calls = mockApi((call) => {
      const pageNo = Number(call.url.searchParams.get('pageNo'));
      return ok(feedPage(pageNo, pageNo === 1 ? 20 : 5, 25));
    });
    const { container } = renderInApp(<FeedModule module={module} width={366} />);
    expect(await screen.findByText('到底啦')).toBeTruthy();
    expect(calls.map((c) => [c.url.pathname, c.url.searchParams.get('pageCode'), c.url.searchParams.get('pageNo'), c.url.searchParams.get('pageSize')])).toEqual([
      ['/api-gateway/hermes/v2/material/page-management/feed', 'shop', '1', '20'],
      ['/api-gateway/hermes/v2/material/page-management/feed', 'shop', '2', '20'],
    ]);
    expect(cardsIn(container)).toBe(25);
    // An article shows its author and likes; a product its price.
    const article = screen.getByRole('link', { name: '文章3' }).closest('article') as HTMLElement;
    expect(article.textContent).toContain('曜川官方');
    expect(article.textContent).toContain('3');
    expect(screen.getByRole('link', { name: '商品1' }).closest('article')?.querySelector('[aria-label="¥399.00"]')).toBeTruthy();
  });

  it('draws a page of cards six at a time, each step in a later task, its loading cards kept until all are in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    feedBottomAt(window.innerHeight + 400);
    const calls = mockApi(() => ok(feedPage(1, 20, 60)));
    const { container } = renderInApp(<FeedModule module={module} width={366} />);
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(within(container).queryAllByRole('link').length).toBeGreaterThan(0);
    });
    expect(cardsIn(container)).toBe(6);
    expect(within(container).getByRole('status', { name: UiText.loading })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(cardsIn(container)).toBe(12);
    // The masonry places in order: the first six stay where they were drawn.
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(cardsIn(container)).toBe(20);
    expect(within(container).queryByRole('status', { name: UiText.loading })).toBeNull();
    expect(calls.length).toBe(1);
    vi.useRealTimers();
  });

  it('loads the next page only once its bottom comes within 50 px of the screen, on a throttled scroll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    feedBottomAt(window.innerHeight + 400);
    const calls = mockApi((call) => ok(feedPage(Number(call.url.searchParams.get('pageNo')), 20, 60)));
    renderInApp(<FeedModule module={module} width={366} />);
    await screen.findByRole('link', { name: '商品1' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(calls.length).toBe(1);
    feedBottomAt(window.innerHeight + 51);
    act(() => void window.dispatchEvent(new Event('scroll')));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(calls.length).toBe(1);
    feedBottomAt(window.innerHeight + 50);
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(calls.length).toBe(2));
    expect(calls[1]?.url.searchParams.get('pageNo')).toBe('2');
  });

  it('keeps a failed page inline with 重试, which loads it again', async () => {
    feedBottomAt(0);
    let secondPageTries = 0;
    mockApi((call) => {
      const pageNo = Number(call.url.searchParams.get('pageNo'));
      if (pageNo === 2 && ++secondPageTries === 1) return fail(50000, '服务繁忙,请稍后再试', 500);
      return ok(feedPage(pageNo, pageNo === 1 ? 20 : 3, 23));
    });
    const { container } = renderInApp(<FeedModule module={module} width={366} />);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    // No error toast for the feed: the failure shows where the items would be.
    expect(screen.queryByText('服务繁忙,请稍后再试')).toBeNull();
    expect(cardsIn(container)).toBe(20);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('到底啦')).toBeTruthy();
    expect(cardsIn(container)).toBe(23);
  });

  it('asks for and shows nothing while the feed is far below the screen, and its first page once it comes near', async () => {
    feedBottomAt(0);
    const observers: { margin: string | undefined; near: (isIntersecting: boolean) => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ margin: options?.rootMargin, near: (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver) });
        }
        observe(): void {}
        disconnect(): void {}
      },
    );
    const calls = mockApi(() => ok(feedPage(1, 20, 20)));
    const { container } = renderInApp(<FeedModule module={module} width={366} />);
    await waitFor(() => expect(observers).toHaveLength(1));
    expect(observers[0]!.margin).toBe('0px 0px 150% 0px');
    act(() => observers[0]!.near(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    // Nor loading cards, whose shimmer would run unseen.
    expect(within(container).queryByRole('status')).toBeNull();

    act(() => observers[0]!.near(true));
    expect(await screen.findByText('到底啦')).toBeTruthy();
    expect(calls.map((c) => c.url.searchParams.get('pageNo'))).toEqual(['1']);
    expect(cardsIn(container)).toBe(20);
  });

  it('opens a product at its link with the page activityCode', async () => {
    feedBottomAt(0);
    mockApi(() => ok(feedPage(1, 2, 2)));
    const { location } = renderInApp(<FeedModule module={module} width={366} />, { scope: { activityCode: 'WF1' } });
    await userEvent.click(await screen.findByRole('link', { name: '商品1' }));
    await waitFor(() => expect(location()).toBe('/store/boutique/product?productId=1&activityCode=WF1'));
  });
});
