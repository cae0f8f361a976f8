import type { PageModule } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { couponCard, feedItem, goodsCard, pageConfig, pageModule } from '../../../test/fixtures.ts';
import { fail, mockApi, ok } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

const image = { picture: '/media/a.webp', title: '', subTitle: '', color: '', subColor: '', content: '', jumpType: '', width: 750, height: 360 };

/** One module of every type of §2 (the top tab is the page's tab bar, tested on its own). */
function everyModule(): PageModule[] {
  const crowdfund = goodsCard({
    id: 'cf',
    saleName: '储能电源众筹',
    crowdfundFlag: true,
    crowdfundInfo: {
      status: 3, crowdfundNo: 'CF', crowTarget: 100, targetType: 1, targetValue: 100, supportPersonCount: 3, crowdfundEdCount: 0,
      crowdfundStartMillisecond: Date.now() - 1_000, crowdfundEndMillisecond: Date.now() + 86_400_000 * 3, remainTime: 0, schedule: 0,
      appointmentStatus: 2, realityJoinPeople: 3, realityJoinPeopleTimes: 3, totalJoinPeople: 3, progress: 0, currentAmount: 0, currentQuantity: 40,
    },
  });
  return [
    pageModule({ id: '1', columnType: 'carousel', colName: '轮播', showColName: false, goodsList: [], images: [image, image] }),
    pageModule({ id: '2', columnType: 'bigImage', colName: '大图', goodsList: [], images: [image] }),
    pageModule({ id: '3', columnType: 'multiImage', colName: '多图', goodsList: [], images: [image, image, image] }),
    pageModule({ id: '4', columnType: 'richText', colName: '购物须知', goodsList: [], richText: '<p>须知正文<script>alert(1)</script><img src=x onerror="alert(2)"></p>' }),
    pageModule({ id: '5', columnType: 'oneRowScroll', colName: '横滑' }),
    pageModule({ id: '6', columnType: 'oneRowOneCol', colName: '一行一列' }),
    pageModule({ id: '7', columnType: 'oneRowTwoCol', colName: '一行两列' }),
    pageModule({ id: '8', columnType: 'oneRowBigImage', colName: '一行大图' }),
    pageModule({ id: '9', columnType: 'navigation', colName: '导航', goodsList: [], images: [{ ...image, title: '入口' }] }),
    pageModule({ id: '10', columnType: 'crowdfund', colName: '众筹专区', goodsList: [crowdfund] }),
    pageModule({ id: '11', columnType: 'card', colName: 'E值兑换', goodsList: [], cardsList: [couponCard({ cardId: '20', cardName: '洗车卡', eprice: 100 })] }),
    pageModule({ id: '12', columnType: 'coupon', colName: '领券中心', goodsList: [], cardsList: [couponCard()] }),
    pageModule({ id: '13', columnType: 'couponCards', colName: '服务卡券', goodsList: [], cardsList: [couponCard({ cardId: '30', cardName: '洗车抵扣券' })] }),
    pageModule({ id: '14', columnType: 'feeds', colName: '为你推荐', goodsList: [] }),
  ];
}

function shopApi(modules: PageModule[] = everyModule()) {
  return mockApi((call) => {
    if (call.url.pathname.endsWith('/feed')) {
      return ok({ feedsList: { pageNo: 1, result: [feedItem()], totalNum: 1 }, colName: '', showColName: false, colNameColor: '', colNameBgType: 1, colBgContent: '' });
    }
    if (call.url.pathname.endsWith('/effect-num')) return ok(2);
    return ok(pageConfig({ pageCode: call.url.searchParams.get('pageCode') ?? '', moduleList: modules }));
  });
}

describe('storefront pages', () => {
  it('draws every module type of §2 as a named region', async () => {
    shopApi();
    const { container } = renderRoute('/store/home/shop');
    await screen.findByText('到底啦');
    const types = [...container.querySelectorAll('section[data-column-type]')].map((s) => s.getAttribute('data-column-type'));
    expect(types).toEqual([
      'carousel', 'bigImage', 'multiImage', 'richText', 'oneRowScroll', 'oneRowOneCol', 'oneRowTwoCol', 'oneRowBigImage',
      'navigation', 'crowdfund', 'card', 'coupon', 'couponCards', 'feeds',
    ]);
    for (const name of ['轮播图', '购物须知', '众筹专区', 'E值兑换', '领券中心', '服务卡券', '为你推荐']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    // Each module's own data (crowdfunds, cards) may arrive after the feed's end.
    expect(await within(screen.getByRole('region', { name: '众筹专区' })).findByText('立即支持')).toBeTruthy();
    // The elect swiper's heart-collection entry leads to the favourites.
    expect(within(screen.getByRole('region', { name: '轮播图' })).getByRole('link', { name: '我的收藏' }).getAttribute('href')).toBe('/store/favor/list');
    expect(await within(screen.getByRole('region', { name: 'E值兑换' })).findByRole('button', { name: '立即兑换' })).toBeTruthy();
    // Rich text is sanitised: the text stays, scripts and handlers do not.
    const richText = screen.getByRole('region', { name: '购物须知' });
    expect(richText.textContent).toContain('须知正文');
    expect(richText.querySelector('script')).toBeNull();
    expect(richText.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('reads the page as a guest from v2 and as a logged-in user from v4', async () => {
    const guest = shopApi([pageModule()]);
    const { unmount } = renderRoute('/store/home/shop');
    await screen.findByText('曜川 家用智能充电桩 7kW');
    expect(guest.find((c) => c.url.searchParams.get('pageCode'))?.url.pathname).toBe('/api-gateway/hermes/v2/material/page-management');
    unmount();
    logInForTest();
    const user = shopApi([pageModule()]);
    renderRoute('/store/home/shop');
    await screen.findByText('曜川 家用智能充电桩 7kW');
    const call = user.find((c) => c.url.searchParams.get('pageCode'));
    expect(call?.url.pathname).toBe('/api-gateway/hermes/annex/v4/material/page-management');
    expect(call?.headers.get('login-token')).toBe('token-u-1');
  });

  it.each(['intellect', 'light', 'attachment'])('serves the %s home from its page code, with the header', async (code) => {
    const calls = shopApi([pageModule()]);
    renderRoute(`/store/home/${code}`);
    await screen.findByText('曜川 家用智能充电桩 7kW');
    expect(calls.find((c) => c.url.searchParams.get('pageCode'))?.url.searchParams.get('pageCode')).toBe(code);
    expect(screen.getByRole('button', { name: '客服' })).toBeTruthy();
  });

  it('gives a landing page a header only when search is on', async () => {
    shopApi([pageModule()]);
    const { unmount } = renderRoute('/store/activity/activity?pageCode=spring');
    await screen.findByText('曜川 家用智能充电桩 7kW');
    expect(screen.queryByRole('button', { name: '客服' })).toBeNull();
    unmount();
    mockApi(() => ok(pageConfig({ searchEnable: true, searchUrl: '/store/home/search' })));
    renderRoute('/store/activity/activity?pageCode=spring');
    expect(await screen.findByRole('button', { name: '搜索商品' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '购物车' })).toBeTruthy();
  });

  it('offers the way home, not a retry, for an unknown page code', async () => {
    mockApi(() => fail(40402, '页面走丢了', 404));
    const { router } = renderRoute('/store/activity/activity?pageCode=nope');
    expect(await screen.findByRole('heading', { name: '页面走丢了' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '返回商城首页' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
  });

  it('offers the way home, not a retry, for a link without its page code', async () => {
    mockApi(() => fail(40000, '请求参数错误: pageCode', 400));
    renderRoute('/store/activity/activity');
    expect(await screen.findByRole('heading', { name: '页面走丢了' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(screen.getByRole('button', { name: '返回商城首页' })).toBeTruthy();
  });

  it('shows no skeleton while a page known to start with a top tab loads', async () => {
    localStorage.setItem('yc_emall_page_shape', JSON.stringify({ 'winter-fest': true }));
    mockApi(() => new Promise(() => undefined));
    renderRoute('/store/activity/activity?pageCode=winter-fest');
    await screen.findByLabelText('加载中');
    expect(screen.queryByTestId('home-skeleton')).toBeNull();
  });

  it('remembers a page that starts with a top tab', async () => {
    mockApi(() =>
      ok(pageConfig({ pageCode: 'winter-fest', moduleList: [pageModule({ columnType: 'topTab', goodsList: [], tabs: [{ title: '商城', contentCode: 'shop', trackData: {} }] })] })),
    );
    renderRoute('/store/activity/activity?pageCode=winter-fest');
    await screen.findByRole('tab', { name: '商城' });
    expect(JSON.parse(localStorage.getItem('yc_emall_page_shape') ?? '{}')).toEqual({ 'winter-fest': true });
  });
});

describe('coupon detail page', () => {
  it('shows what the coupon is, its conditions, validity and use, with the claim button', async () => {
    logInForTest();
    const calls = mockApi((call) =>
      call.method === 'POST'
        ? ok({ rightsAccountId: '9', status: 1 })
        : ok(pageConfig({ moduleList: [pageModule({ columnType: 'coupon', goodsList: [], cardsList: [couponCard({ desc: '全场精品满199元可用,每人限领1张' })] })] })),
    );
    renderRoute('/store/activity/coupon-detail?pageCode=shop&cardId=1');
    expect(await screen.findByRole('heading', { name: '新人专享券' })).toBeTruthy();
    expect(screen.getAllByText('满199元可用').length).toBeGreaterThan(0);
    expect(screen.getByText('2026.11.21-2026.12.22')).toBeTruthy();
    expect(screen.getByText('全场精品满199元可用,每人限领1张')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    expect(await screen.findByText('领取成功')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '去使用' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').length).toBe(1);
  });

  it('says so when the coupon is not on the page', async () => {
    mockApi(() => ok(pageConfig()));
    renderRoute('/store/activity/coupon-detail?pageCode=shop&cardId=404');
    expect(await screen.findByText('优惠券不存在')).toBeTruthy();
  });
});

describe('exchange success page', () => {
  it('shows 兑换成功 with the right received, and leads to use it or back home', async () => {
    logInForTest();
    const calls = mockApi(() =>
      ok({
        pageNo: 1,
        pageSize: 50,
        totalNum: 2,
        result: [
          { rightsAccountId: '7', cardId: '9', cardName: '精致洗车卡', cardType: 'deduct', rightsType: 4, eachReduction: 3000, discountRatio: 100, useCondition: 0, useConditionName: '无门槛', validTimeStr: '2026.12.01-2026.12.31', status: 0, claimedAt: '', expiresAt: '', pictureUrl: '', desc: '合作门店洗车一次' },
          { rightsAccountId: '6', cardId: '8', cardName: '别的卡', cardType: 'deduct', rightsType: 4, eachReduction: 100, discountRatio: 100, useCondition: 0, useConditionName: '无门槛', validTimeStr: '', status: 0, claimedAt: '', expiresAt: '', pictureUrl: '', desc: '' },
        ],
      }),
    );
    const { router } = renderRoute('/store/activity/virtualproduct/success?id=7');
    expect(await screen.findByRole('heading', { name: '兑换成功' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: '精致洗车卡' })).toBeTruthy();
    expect(screen.getByText('合作门店洗车一次')).toBeTruthy();
    expect(screen.queryByText('别的卡')).toBeNull();
    expect(calls[0]?.url.pathname).toBe('/api-gateway/hermes/v1/rights');
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
  });

  it('sends a guest to login first', async () => {
    mockApi(() => ok(null));
    const { router } = renderRoute('/store/activity/virtualproduct/success?id=7');
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/login\?redirectUrl=/));
  });
});
