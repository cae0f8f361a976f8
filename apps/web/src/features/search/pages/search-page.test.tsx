import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { goodsCard } from '../../../test/fixtures.ts';
import { mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { SEARCH_HISTORY_KEY } from '../hooks/use-search-history.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function api() {
  return mockApi((call) => {
    const p = call.url.pathname;
    if (p.endsWith('/search/hot')) return ok([{ label: '充电桩', highlight: true }, { label: '车模', highlight: false }]);
    if (p.endsWith('/search/leno')) return ok([`${call.url.searchParams.get('param')}推荐`]);
    const keyword = (call.body as { keyword?: string } | undefined)?.keyword;
    return ok({ pageNo: 1, pageSize: 20, totalNum: keyword === '无' ? 0 : 1, result: keyword === '无' ? [] : [goodsCard()] });
  });
}

describe('search page', () => {
  it('keeps the last 10 distinct searches on the device', async () => {
    api();
    renderRoute('/store/home/search');
    const box = await screen.findByRole('searchbox');
    for (const word of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10', 'a11', 'a3']) {
      await userEvent.clear(box);
      await userEvent.type(box, `${word}{Enter}`);
    }
    const stored = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]') as { label: string }[];
    expect(stored.map((e) => e.label)).toEqual(['a3', 'a11', 'a10', 'a9', 'a8', 'a7', 'a6', 'a5', 'a4', 'a2']);
  });

  it('shows hot words (highlighted ones marked), debounced suggestions and results', async () => {
    const calls = api();
    renderRoute('/store/home/search');
    const hot = await screen.findByRole('button', { name: /充电桩/ });
    expect(hot.getAttribute('data-highlight')).toBe('true');
    await userEvent.type(screen.getByRole('searchbox'), '充电');
    expect(await screen.findByRole('button', { name: '充电推荐' })).toBeTruthy();
    // Debounced (200 ms): the settled text is asked for.
    const params = calls.filter((c) => c.url.pathname.endsWith('/search/leno')).map((c) => c.url.searchParams.get('param'));
    expect(params.at(-1)).toBe('充电');
    await userEvent.click(screen.getByRole('button', { name: '充电推荐' }));
    expect(await screen.findByRole('article', { name: '曜川 家用智能充电桩 7kW' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /价格/ }));
    await waitFor(() => expect(calls.some((c) => (c.body as { sort?: string } | undefined)?.sort === 'priceAsc')).toBe(true));
  });

  it('says 没有找到相关商品 and clears the history after confirming', async () => {
    api();
    renderRoute('/store/home/search?keyword=无');
    expect(await screen.findByText('没有找到相关商品')).toBeTruthy();
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify([{ label: '旧词' }]));
    renderRoute('/store/home/search');
    await userEvent.click(await screen.findByRole('button', { name: '清空' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull());
  });
});
