import { Paths } from '@emall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StorePick, readChosenStore, storePickUrl, storePicks, writeChosenStore } from '../../../lib/checkout-choices.ts';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { geoCity, store } from '../test/address-fixtures.ts';
import { readStoreCity, writeStoreCity } from '../utils/store-city.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const API = '/api-gateway';

const nanshan = store();
const futian = store({ storeId: '2', storeName: '曜川汽车 深圳福田交付中心', address: '深圳市福田区福华一路 6 号', distance: 5230 });
const tianhe = store({ storeId: '3', storeName: '曜川汽车 广州天河用户中心', cityCode: '440100', cityName: '广州市', distance: null });
/** A store card is named by all it shows, its name first. */
const startsWith = (text: string) => (name: string) => name.startsWith(text);
const place = {
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
  districtCode: '440305',
  districtName: '南山区',
  formattedAddress: '广东省深圳市南山区',
};
const cities = [geoCity(), geoCity({ cityCode: '440100', cityName: '广州市', storeCount: 1 }), geoCity({ cityCode: '110100', cityName: '北京市', provinceName: '北京市', storeCount: 2 })];

function api(more: (call: RecordedCall) => MockReply | null = () => null) {
  return mockApi((call) => {
    const extra = more(call);
    if (extra) return extra;
    const p = decodeURIComponent(call.url.pathname);
    if (p.startsWith(`${API}/hermes/v1/geo/reGeoAndList/`)) return ok({ place, stores: [nanshan, futian] });
    if (p === `${API}${Paths.geoCityList}`) {
      const name = call.url.searchParams.get('cityName') ?? '';
      return ok(cities.filter((c) => c.cityName.includes(name)));
    }
    if (p === `${API}${Paths.storesByCity}`) return ok(call.url.searchParams.get('cityCode') === '440100' ? [tianhe] : []);
    return fail(40400, '请求的内容不存在', 404);
  });
}

const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'geolocation', original);
  else Reflect.deleteProperty(navigator, 'geolocation');
  sessionStorage.clear();
});

function stubGeolocation(coords: { longitude: number; latitude: number } | null): void {
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (coords) success({ coords, timestamp: Date.now() } as GeolocationPosition);
      else failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

describe('store chooser', () => {
  it('lists the stores nearest the shopper with their distance, ticks the chosen one and picks another', async () => {
    stubGeolocation({ longitude: 113.9436, latitude: 22.5405 });
    writeChosenStore(futian);
    const calls = api();
    const { router } = renderRoute('/store/stores/chose');
    const first = await screen.findByRole('button', { name: startsWith(nanshan.storeName) });
    expect(screen.getByTestId('chooser-city').textContent).toBe('深圳市');
    expect(first.textContent).toContain('850m');
    const second = screen.getByRole('button', { name: startsWith(futian.storeName) });
    expect(second.textContent).toContain('5.2km');
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(first.getAttribute('aria-pressed')).toBe('false');
    expect(calls.some((c) => decodeURIComponent(c.url.pathname).endsWith('/reGeoAndList/113.943600,22.540500'))).toBe(true);
    await userEvent.click(first);
    expect(readChosenStore()).toEqual(nanshan);
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
  });

  it('picks a warranty claim\'s store with ?select=warranty, leaving the checkout\'s store alone', async () => {
    stubGeolocation({ longitude: 113.9436, latitude: 22.5405 });
    writeChosenStore(tianhe);
    storePicks[StorePick.warranty].write(nanshan);
    api();
    const { router } = renderRoute(storePickUrl(StorePick.warranty));
    const first = await screen.findByRole('button', { name: startsWith(nanshan.storeName) });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: startsWith(futian.storeName) }));
    expect(storePicks[StorePick.warranty].read()).toEqual(futian);
    expect(readChosenStore()).toEqual(tianhe);
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
  });

  it('offers the city list when the position is refused, then lists the picked city\'s stores', async () => {
    stubGeolocation(null);
    const calls = api();
    renderRoute('/store/stores/chose');
    expect(await screen.findByText('无法获取您的位置,请选择城市')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /广州市/ }));
    const card = await screen.findByRole('button', { name: startsWith(tianhe.storeName) });
    expect(card.textContent).not.toMatch(/\d(m|km)/);
    expect(screen.getByTestId('chooser-city').textContent).toBe('广州市');
    expect(calls.find((c) => c.url.pathname === `${API}${Paths.storesByCity}`)?.url.searchParams.get('cityCode')).toBe('440100');
    expect(calls.some((c) => c.url.pathname.includes('reGeoAndList'))).toBe(false);
    expect(readStoreCity()).toEqual({ cityCode: '440100', cityName: '广州市' });
  });

  it('offers the city list where there is no geolocation at all', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    api();
    renderRoute('/store/stores/chose');
    expect(await screen.findByText('无法获取您的位置,请选择城市')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /北京市/ })).toBeTruthy();
  });

  it('offers the city list when the position has no stores service (outside China)', async () => {
    stubGeolocation({ longitude: 2.35, latitude: 48.85 });
    api((call) => (call.url.pathname.includes('reGeoAndList') ? fail(40056, '当前位置不在服务范围内', 400) : null));
    renderRoute('/store/stores/chose');
    expect(await screen.findByText('无法获取您的位置,请选择城市')).toBeTruthy();
  });

  it('says when the chosen city has no store', async () => {
    writeStoreCity({ cityCode: '310100', cityName: '上海市' });
    api();
    renderRoute('/store/stores/chose');
    expect(await screen.findByText('该城市暂无门店')).toBeTruthy();
  });
});

describe('city page', () => {
  it('filters the cities by name and takes the tapped one back to the chooser', async () => {
    stubGeolocation(null);
    const calls = api();
    const { router } = renderRoute('/address/city');
    expect(await screen.findByRole('button', { name: /北京市/ })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox'), '广州');
    await waitFor(() => expect(screen.queryByRole('button', { name: /北京市/ })).toBeNull());
    expect(calls.some((c) => c.url.searchParams.get('cityName') === '广州')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /广州市/ }));
    expect(readStoreCity()).toEqual({ cityCode: '440100', cityName: '广州市' });
    await waitFor(() => expect(currentPath(router)).toBe('/store/stores/chose'));
    expect(await screen.findByRole('button', { name: startsWith(tianhe.storeName) })).toBeTruthy();
  });

  it('goes back to the nearby stores with 附近门店', async () => {
    writeStoreCity({ cityCode: '440100', cityName: '广州市' });
    stubGeolocation({ longitude: 113.9436, latitude: 22.5405 });
    api();
    const { router } = renderRoute('/address/city');
    await userEvent.click(await screen.findByRole('button', { name: /附近门店/ }));
    expect(readStoreCity()).toBeNull();
    await waitFor(() => expect(currentPath(router)).toBe('/store/stores/chose'));
    expect(await screen.findByRole('button', { name: startsWith(nanshan.storeName) })).toBeTruthy();
  });
});
