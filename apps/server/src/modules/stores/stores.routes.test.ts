import { ErrorCode, fillPath, NEARBY_STORES_MAX, Paths, type ApiEnvelope, type GeoCity, type GeoPlace, type GeoStoreList, type Store } from '@emall/contract';
import { distanceMetres } from '@emall/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStores } from '../../seed/places.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { regionOf } from '../address/regions.ts';
import type { StoreRow } from './stores.repository.ts';
import { nearestStores, storeById } from './stores.service.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

async function get<T>(path: string) {
  const res = await app.server.inject({ method: 'GET', url: api(path) });
  return { status: res.statusCode, body: res.json<ApiEnvelope<T>>() };
}

const cityList = (cityName?: string) =>
  get<GeoCity[]>(`${Paths.geoCityList}${cityName === undefined ? '' : `?cityName=${encodeURIComponent(cityName)}`}`);
const storesOf = (cityCode: string) => get<Store[]>(`${Paths.storesByCity}?cityCode=${encodeURIComponent(cityCode)}`);
const near = (lnglat: string) => get<GeoStoreList>(fillPath(Paths.geoReverseStores, { lnglat }));
const placeOf = (lnglat: string) => get<GeoPlace>(fillPath(Paths.geoReverse, { lnglat }));

/** 深圳 福田 CBD, between the two 深圳 stores. */
const FUTIAN_CBD = '114.0600,22.5400';

describe('seeded stores', () => {
  it('lie in the district and city they name, within a few km of their city', () => {
    for (const store of seedStores) {
      const district = regionOf(store.districtCode);
      expect(district, store.name).toMatchObject({ level: 3, cityCode: store.cityCode });
      expect(store.address, store.name).toContain(district!.name);
    }
  });
});

describe('GET /hermes/v1/geo/getCityList', () => {
  it('answers every city with stores, with its province and store count, when no name is given', async () => {
    const res = await cityList();
    expect(res.body.code).toBe(0);
    expect(res.body.result).toEqual([
      { cityCode: '110100', cityName: '北京市', provinceName: '北京市', storeCount: 2 },
      { cityCode: '310100', cityName: '上海市', provinceName: '上海市', storeCount: 2 },
      { cityCode: '330100', cityName: '杭州市', provinceName: '浙江省', storeCount: 2 },
      { cityCode: '420100', cityName: '武汉市', provinceName: '湖北省', storeCount: 2 },
      { cityCode: '440100', cityName: '广州市', provinceName: '广东省', storeCount: 2 },
      { cityCode: '440300', cityName: '深圳市', provinceName: '广东省', storeCount: 2 },
      { cityCode: '500100', cityName: '重庆市', provinceName: '重庆市', storeCount: 1 },
      { cityCode: '510100', cityName: '成都市', provinceName: '四川省', storeCount: 1 },
    ]);
    expect((await cityList('')).body.result).toHaveLength(8);
    expect((await cityList('  ')).body.result).toHaveLength(8);
  });

  it('filters by a fragment of the city name', async () => {
    expect((await cityList('深')).body.result.map((c) => c.cityName)).toEqual(['深圳市']);
    expect((await cityList('州')).body.result.map((c) => c.cityName)).toEqual(['杭州市', '广州市']);
    expect((await cityList('北京')).body.result.map((c) => c.cityCode)).toEqual(['110100']);
    expect((await cityList(' 成都 ')).body.result.map((c) => c.cityCode)).toEqual(['510100']);
  });

  it('answers an empty list for a city without stores or a name that matches none', async () => {
    expect((await cityList('哈尔滨')).body.result).toEqual([]);
    expect((await cityList('%')).body.result).toEqual([]);
  });

  it('refuses an over-long name as malformed', async () => {
    expect((await cityList('长'.repeat(21))).body.code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('GET /hermes/v1/stores', () => {
  it("lists a city's stores without distance", async () => {
    const res = await storesOf('440300');
    expect(res.body.code).toBe(0);
    expect(res.body.result.map((s) => s.storeName)).toEqual(['曜川深圳南山体验店', '曜川深圳福田用户中心']);
    expect(res.body.result[0]).toMatchObject({ cityCode: '440300', cityName: '深圳市', distance: null, businessHours: '10:00-22:00' });
    expect(res.body.result[0]!.storeId).toMatch(/^[1-9][0-9]*$/);
  });

  it('answers an empty list for a city without stores', async () => {
    expect((await storesOf('330200')).body).toMatchObject({ code: 0, result: [] });
  });

  it.each([
    ['a district', '440305'],
    ['a province', '440000'],
    ['an unknown code', '449900'],
  ])('refuses %s with 40051', async (_case, code) => {
    const res = await storesOf(code);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.ADDRESS_REGION_INVALID);
  });

  it('refuses a missing or non-numeric city code as malformed', async () => {
    expect((await get(Paths.storesByCity)).body.code).toBe(ErrorCode.BAD_REQUEST);
    expect((await storesOf('shenzhen')).body.code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('GET /hermes/v1/geo/reGeoAndList/{lng,lat}', () => {
  it('answers the place and the stores nearest first, with their distance in metres', async () => {
    const res = await near(FUTIAN_CBD);
    expect(res.body.code).toBe(0);
    const { place, stores } = res.body.result;
    expect(place).toMatchObject({ provinceName: '广东省', cityCode: '440300', cityName: '深圳市', districtName: '福田区', formattedAddress: '广东省深圳市福田区' });
    expect(stores.map((s) => s.storeName).slice(0, 4)).toEqual(['曜川深圳福田用户中心', '曜川深圳南山体验店', '曜川广州番禺服务中心', '曜川广州天河体验店']);
    expect(stores).toHaveLength(seedStores.length);
    const distances = stores.map((s) => s.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBe(distanceMetres({ lng: 114.06, lat: 22.54 }, stores[0]!));
    expect(distances[0]).toBeLessThan(1000);
    expect(distances[1]).toBeGreaterThan(10_000);
    expect(distances[2]).toBeGreaterThan(90_000);
  });

  it('orders by distance from wherever the user stands: from 汉口, 武汉 first and 重庆 before 北京', async () => {
    const { stores } = (await near('114.27,30.59')).body.result;
    expect(stores.slice(0, 2).map((s) => s.cityName)).toEqual(['武汉市', '武汉市']);
    expect(stores[0]!.storeName).toBe('曜川武汉汉口体验店');
  });

  it.each([
    ['Seoul', '126.978,37.5665'],
    ['Hong Kong', '114.1694,22.3193'],
    ['Taipei', '121.5654,25.033'],
    ['Ulaanbaatar', '106.9057,47.8864'],
    ['the Gulf of Guinea', '0,0'],
    ['New York', '-74.006,40.7128'],
  ])('answers 40070 for a point in %s', async (_case, lnglat) => {
    const res = await near(lnglat);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: ErrorCode.GEO_OUT_OF_AREA, message: '当前位置不在服务范围内(仅支持中国大陆)', result: null });
  });

  it('takes coastal and island points of the mainland (厦门, 珠海, 三亚) as inside', async () => {
    for (const lnglat of ['118.0894,24.4798', '113.5767,22.2707', '109.5119,18.2528']) {
      expect((await near(lnglat)).body.code, lnglat).toBe(0);
    }
  });

  it.each(['181,30', '116.4,91', '-180.5,0'])('refuses %s off the globe with 40071', async (lnglat) => {
    const res = await near(lnglat);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.GEO_LNGLAT_INVALID);
  });

  it.each(['abc', '116.4', '116.4,39.9,1', '116.4;39.9', '116.4,', ',39.9', '1e2,30'])('refuses the malformed %s with 40000', async (lnglat) => {
    expect((await near(lnglat)).body.code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('GET /hermes/v1/geo/reGeoAndDetail/{lng,lat}', () => {
  it('answers the place of a point in a city with stores', async () => {
    const res = await placeOf('121.4990,31.2397');
    expect(res.body.result).toMatchObject({ provinceCode: '310000', cityCode: '310100', cityName: '上海市', districtCode: '310106', districtName: '静安区' });
  });

  it('answers 40070 outside mainland China and 40071 off the globe', async () => {
    expect((await placeOf('139.6917,35.6895')).body.code).toBe(ErrorCode.GEO_OUT_OF_AREA);
    expect((await placeOf('200,10')).body.code).toBe(ErrorCode.GEO_LNGLAT_INVALID);
  });
});

describe('nearestStores', () => {
  const row = (id: number, lng: number): StoreRow => ({
    id,
    name: `店${id}`,
    cityCode: '110100',
    districtCode: '110105',
    address: '',
    phone: '',
    businessHours: '',
    lng,
    lat: 39.9,
    createdAt: new Date(0),
  });

  it(`keeps the ${NEARBY_STORES_MAX} nearest, nearest first, ties by id`, () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(i + 1, 116.4 + (30 - i) * 0.01));
    rows.push(row(31, 116.41));
    const stores = nearestStores(rows, { lng: 116.4, lat: 39.9 });
    expect(stores).toHaveLength(NEARBY_STORES_MAX);
    expect(stores.slice(0, 3).map((s) => s.storeId)).toEqual(['30', '31', '29']);
  });
});

describe('storeById', () => {
  it('answers a store, or null for an unknown or malformed id', async () => {
    const [first] = (await storesOf('110100')).body.result;
    expect(await storeById(app.ctx, first!.storeId)).toEqual(first);
    expect(await storeById(app.ctx, Number(first!.storeId))).toEqual(first);
    expect(await storeById(app.ctx, '999999')).toBeNull();
    expect(await storeById(app.ctx, 'x')).toBeNull();
    expect(await storeById(app.ctx, 0)).toBeNull();
  });
});
