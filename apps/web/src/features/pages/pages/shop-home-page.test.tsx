import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api.ts';
import { goodsCard, pageConfig, pageModule } from '../../../test/fixtures.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

describe('shop home page', () => {
  it('shows a skeleton, then the published modules', async () => {
    const calls = mockApi(() => ok(pageConfig()));
    renderRoute('/store/home/shop');
    expect(screen.getByTestId('home-skeleton')).toBeTruthy();
    expect(await screen.findByText('曜川 家用智能充电桩 7kW')).toBeTruthy();
    expect(screen.getByText('精品推荐')).toBeTruthy();
    expect(screen.getAllByLabelText('¥1299.00').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('home-skeleton')).toBeNull();
    const url = calls[0]?.url;
    expect(url?.pathname).toBe('/api-gateway/hermes/v2/material/page-management');
    expect(url?.searchParams.get('pageCode')).toBe('shop');
    expect(url?.searchParams.get('_t')).toMatch(/^\d+$/);
  });

  it.each([
    ['unpublished', 0],
    ['undercarriage', 2],
  ])('shows 页面走丢了 for an %s page', async (_name, status) => {
    mockApi(() => ok(pageConfig({ status, moduleList: [] })));
    renderRoute('/store/home/shop');
    expect(await screen.findByText('页面走丢了')).toBeTruthy();
    expect(screen.queryByText('重新加载')).toBeNull();
  });

  it('shows 页面走丢了 with a retry when the fetch fails, and recovers on retry', async () => {
    let attempt = 0;
    mockApi(() => (++attempt === 1 ? fail(50000, '服务繁忙,请稍后再试', 500) : ok(pageConfig())));
    renderRoute('/store/home/shop');
    expect(await screen.findByText('页面走丢了')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('曜川 家用智能充电桩 7kW')).toBeTruthy();
  });

  it('shows 暂无数据 for a published page without modules', async () => {
    mockApi(() => ok(pageConfig({ moduleList: [] })));
    renderRoute('/store/home/shop');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('fetches the page again when pulled down from the top and released past the threshold', async () => {
    const calls = mockApi(() => ok(pageConfig()));
    const { container } = renderRoute('/store/home/shop');
    await screen.findByText('曜川 家用智能充电桩 7kW');
    // The shop's own pull-to-refresh (ui/pull-refresh.tsx) once the home's interactive parts are in:
    // the modules are drawn inside it from then on.
    await waitFor(() => expect(container.querySelector('.adm-pull-to-refresh')).toBeTruthy());
    const card = screen.getByText('曜川 家用智能充电桩 7kW');
    const pages = () => calls.filter((call) => call.url.pathname.endsWith('page-management')).length;
    const before = pages();
    fireEvent.touchStart(card, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(card, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(card, { touches: [{ clientY: 200 }] });
    expect(screen.getByText('释放立即刷新')).toBeTruthy();
    fireEvent.touchEnd(card);
    await waitFor(() => expect(pages()).toBe(before + 1));
    expect(await screen.findByText('刷新成功')).toBeTruthy();
  });

  it('titles the browser with the page title cut to 15 characters', async () => {
    mockApi(() => ok(pageConfig({ pageTitle: '曜川商城春季焕新季精品好物限时特惠活动专场' })));
    renderRoute('/store/home/shop');
    await screen.findByText('曜川 家用智能充电桩 7kW');
    await waitFor(() => expect(document.title).toBe('曜川商城春季焕新季精品好物限时…'));
  });

  it('opens a goods card at its share URL', async () => {
    mockApi((call) =>
      call.url.pathname.endsWith('page-management')
        ? ok(pageConfig({ moduleList: [pageModule({ goodsList: [goodsCard({ shareUrl: '/store/boutique/product?productId=7' })] })] }))
        : fail(40401, '商品不存在或已下架', 404),
    );
    const { router } = renderRoute('/store/home/shop');
    await userEvent.click(await screen.findByRole('link', { name: '曜川 家用智能充电桩 7kW' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/boutique/product?productId=7'));
  });

  it('marks a sold-out goods card and offers no buy button on it', async () => {
    mockApi(() =>
      ok(
        pageConfig({
          moduleList: [
            pageModule({
              showBuyButton: true,
              buyButtonText: '购买',
              goodsList: [goodsCard({ id: '1', saleName: '有货商品' }), goodsCard({ id: '2', saleName: '售罄商品', productStatus: 2, status: 2 })],
            }),
          ],
        }),
      ),
    );
    renderRoute('/store/home/shop');
    const soldOut = (await screen.findByRole('link', { name: '售罄商品' })).closest('article') as HTMLElement;
    expect(soldOut.textContent).toContain('已售罄');
    expect(soldOut.textContent).not.toContain('购买');
    expect(screen.getByRole('link', { name: '有货商品' }).closest('article')?.textContent).toContain('购买');
  });

  it('gives every picture a reserved size and lazy-loads all but the hero', async () => {
    mockApi(() =>
      ok(
        pageConfig({
          moduleList: [
            pageModule({
              id: 'c',
              columnType: 'carousel',
              showColName: false,
              goodsList: [],
              images: [
                { picture: '/media/banner-1.png', title: '春季焕新', subTitle: '', color: '', subColor: '', content: '', jumpType: '', width: 750, height: 360 },
              ],
            }),
            pageModule(),
          ],
        }),
      ),
    );
    const { container } = renderRoute('/store/home/shop');
    await screen.findByText('曜川 家用智能充电桩 7kW');
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBe(2);
    for (const img of images) {
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
      expect(img.getAttribute('src')).toMatch(/^\/media\/.+\?w=\d+$/);
    }
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
  });
});

describe('routes', () => {
  it('sends / to the shop home keeping the query', async () => {
    mockApi(() => ok(pageConfig()));
    const { router } = renderRoute('/?utm_source=app');
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop?utm_source=app'));
  });

  it('shows 页面走丢了 with a way home for an unknown path', async () => {
    mockApi(() => ok(pageConfig()));
    const { router } = renderRoute('/no/such/page');
    expect(await screen.findByText('页面走丢了')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回商城首页' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
  });
});
