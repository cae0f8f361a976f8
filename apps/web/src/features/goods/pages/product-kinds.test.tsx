import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goodsDetail } from '../../../test/fixtures.ts';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

const kindInfo = {
  annexType: null,
  virtualType: null,
  identificationType: null,
  useType: null,
  needVin: false,
  validDays: 0,
  agreementType: null,
  previewUrl: '',
  faceValue: 0,
  fitModels: [],
  installHours: 0,
};

/** Every product route of §2 and the call (§7) its page makes. */
const cases: [route: string, path: string, query: string][] = [
  ['/store/boutique/product', '/hermes/v2/goods/7', ''],
  ['/store/attachment/product', '/hermes/v1/goods-annex/7', ''],
  ['/store/home-charging/product', '/hermes/v1/goods-annex/7', ''],
  ['/store/light/product', '/hermes/v1/goods-refitted/7', ''],
  ['/virtual/flow/product', '/hermes/v1/goods/virtual-product/flow/7', ''],
  ['/virtual/intellect/product', '/hermes/v1/goods/virtual-product', '?biz=3&productId=7'],
  ['/virtual/intellect/ads-product', '/hermes/v1/goods/virtual-product/ads', '?productId=7'],
  ['/virtual/cardVoucher/product', '/hermes/annex/v1/goods/virtual-product/card/7', ''],
  ['/virtual/service-package/product', '/hermes/annex/v1/goods/virtual-product/service-package/7', ''],
  ['/store/sound/product', '/hermes/annex/v1/goods/virtual-product/sound/7', ''],
  ['/store/wallpaper/product', '/hermes/annex/v1/goods/virtual-product/wallpaper/7', ''],
  ['/store/digital/product', '/hermes/annex/v1/goods/virtual-product/digital-key/7', ''],
  ['/store/charging/product', '/hermes/annex/v1/goods/virtual-product/charge-card/7', ''],
];

function api(extra: Record<string, unknown> = {}) {
  return mockApi((call: RecordedCall) => {
    const p = call.url.pathname.replace('/api-gateway', '');
    if (p.includes('/goods') && !p.includes('love')) return ok({ ...goodsDetail({ id: '7' }), kindInfo, ...extra });
    if (p.endsWith('loveUserCount')) return ok(3);
    return fail(40400, '请求的内容不存在', 404);
  });
}

describe('product pages by goods kind', () => {
  it.each(cases)('%s loads from %s', async (route, path, query) => {
    const calls = api();
    renderRoute(`${route}?productId=7`);
    expect(await screen.findByLabelText('¥1299.00')).toBeTruthy();
    const detailCall = calls.find((c) => c.url.pathname.includes('goods') && !c.url.pathname.includes('love'));
    expect(detailCall?.url.pathname).toBe(`/api-gateway${path}`);
    expect(detailCall?.url.search).toBe(query);
  });

  it('redirects /home-charging/product keeping the query', async () => {
    api();
    const { router } = renderRoute('/home-charging/product?productId=7&from=ad');
    expect(await screen.findByLabelText('¥1299.00')).toBeTruthy();
    expect(currentPath(router)).toBe('/store/home-charging/product?productId=7&from=ad');
  });

  it('shows fit models, installation hours and the VIN need', async () => {
    api({ kindInfo: { ...kindInfo, fitModels: ['ES7', 'ES9'], installHours: 4, needVin: true, validDays: 365 } });
    renderRoute('/store/light/product?productId=7');
    expect(await screen.findByText('ES9')).toBeTruthy();
    expect(screen.getByText('安装约4小时')).toBeTruthy();
    expect(screen.getByText('购买需填写车架号(VIN)')).toBeTruthy();
    expect(screen.getByText('开通后365天内有效')).toBeTruthy();
  });

  it('shows the ads title above the intellect detail and the agreement link', async () => {
    api({ adsTitle: '城市领航 限时开通', adsPictures: ['/media/a.webp'], kindInfo: { ...kindInfo, agreementType: 'intellect' } });
    renderRoute('/virtual/intellect/ads-product?productId=7');
    expect(await screen.findByRole('heading', { name: '城市领航 限时开通' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '《智能服务协议》' }).getAttribute('href')).toBe('/virtual/intellect/protocol');
  });

  it('offers the sound preview and the digital-key agreement', async () => {
    api({ kindInfo: { ...kindInfo, virtualType: 6, previewUrl: '/media/s.mp3', agreementType: 'digitalKey' } });
    const { container } = renderRoute('/store/sound/product?productId=7');
    expect(await screen.findByRole('button', { name: '▶ 试听音效' })).toBeTruthy();
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('/media/s.mp3');
    expect(screen.getByRole('link', { name: '《数字钥匙服务协议》' }).getAttribute('href')).toBe('/protocol?type=digitalKey');
  });

  it('shows a charging card face value', async () => {
    api({ kindInfo: { ...kindInfo, virtualType: 9, faceValue: 50000 } });
    renderRoute('/store/charging/product?productId=7');
    expect(await screen.findByText('¥500.00')).toBeTruthy();
  });
});
