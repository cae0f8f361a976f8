import { gunzipSync } from 'node:zlib';
import { Paths, type ApiEnvelope, type GeoTree } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { isShippingRegion, placeOfDistrict, regions } from './regions.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

afterAll(() => app.close());

async function tree(path: string, headers: Record<string, string> = {}) {
  const res = await app.server.inject({ method: 'GET', url: api(path), headers });
  expect(res.statusCode).toBe(200);
  return res;
}

function treeOf(body: string): GeoTree {
  const envelope = JSON.parse(body) as ApiEnvelope<GeoTree>;
  expect(envelope.code).toBe(0);
  return envelope.result;
}

describe('GET /api/app/dict/geo/getAllGeos', () => {
  it('answers every province of China with three levels, no login needed', async () => {
    const provinces = treeOf((await tree(Paths.geoAll)).body);
    expect(provinces).toHaveLength(34);
    for (const province of provinces) {
      expect(province.code).toMatch(/^\d{2}0000$/);
      expect(province.children.length, province.name).toBeGreaterThan(0);
      for (const city of province.children) {
        expect(city.code.slice(0, 2)).toBe(province.code.slice(0, 2));
        expect(city.children.length, `${province.name} ${city.name}`).toBeGreaterThan(0);
        for (const district of city.children) expect(district.code.slice(0, 4)).toBe(city.code.slice(0, 4));
      }
    }
    const zhejiang = provinces.find((p) => p.code === '330000')!;
    expect(zhejiang.name).toBe('浙江省');
    expect(zhejiang.children.find((c) => c.code === '330100')!.children).toContainEqual({ code: '330106', name: '西湖区' });
  });

  it('gives each municipality a city of its own name over its districts', async () => {
    const provinces = treeOf((await tree(Paths.geoAll)).body);
    for (const [code, name] of [
      ['110000', '北京市'],
      ['120000', '天津市'],
      ['310000', '上海市'],
      ['500000', '重庆市'],
    ] as const) {
      const municipality = provinces.find((p) => p.code === code)!;
      expect(municipality.name).toBe(name);
      expect(municipality.children[0]).toMatchObject({ code: `${code.slice(0, 2)}0100`, name });
    }
    const beijing = provinces.find((p) => p.code === '110000')!.children[0]!;
    expect(beijing.children).toContainEqual({ code: '110105', name: '朝阳区' });
  });

  it('puts counties a province governs directly under a grouping city, and towns under cities without counties', async () => {
    const provinces = treeOf((await tree(Paths.geoAll)).body);
    const hubei = provinces.find((p) => p.code === '420000')!;
    expect(hubei.children.find((c) => c.code === '429000')!.children).toContainEqual({ code: '429004', name: '仙桃市' });
    const dongguan = provinces.find((p) => p.code === '440000')!.children.find((c) => c.name === '东莞市')!;
    expect(dongguan.children.length).toBeGreaterThan(20);
  });

  it('includes 台湾, 香港 and 澳门', async () => {
    const codes = treeOf((await tree(Paths.geoAll)).body).map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['710000', '810000', '820000']));
  });

  it('serves the same bytes each time with a day of cache, gzipped when asked', async () => {
    const first = await tree(Paths.geoAll);
    const second = await tree(Paths.geoAll);
    expect(second.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const zipped = await tree(Paths.geoAll, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(first.body);
    expect(zipped.rawPayload.length).toBeLessThan(first.rawPayload.length / 3);
  });
});

describe('GET /api/app/dict/geo/getAllGeosExclude', () => {
  it('answers the tree without 台湾, 香港 and 澳门, and everything else unchanged', async () => {
    const all = treeOf((await tree(Paths.geoAll)).body);
    const res = await tree(Paths.geoAllExclude);
    const shipping = treeOf(res.body);
    expect(shipping.map((p) => p.code)).toEqual(all.map((p) => p.code).filter((c) => !['710000', '810000', '820000'].includes(c)));
    expect(shipping).toHaveLength(31);
    expect(shipping.find((p) => p.code === '330000')).toEqual(all.find((p) => p.code === '330000'));
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('region rules', () => {
  it('knows a code once, whatever its level', () => {
    const { byCode } = regions();
    expect(byCode.get('330000')).toMatchObject({ level: 1 });
    expect(byCode.get('330100')).toMatchObject({ level: 2, provinceCode: '330000' });
    expect(byCode.get('330106')).toMatchObject({ level: 3, provinceCode: '330000', cityCode: '330100' });
  });

  it('accepts only nesting codes in regions we deliver to', () => {
    expect(isShippingRegion('330000', '330100', '330106')).toBe(true);
    expect(isShippingRegion('330000', '330200', '330106')).toBe(false);
    expect(isShippingRegion('320000', '330100', '330106')).toBe(false);
    expect(isShippingRegion('330000', '330100', '330100')).toBe(false);
    expect(isShippingRegion('810000', '810100', '810101')).toBe(false);
  });

  it('places a district with its names and a readable address', () => {
    expect(placeOfDistrict('110105')).toEqual({
      provinceCode: '110000',
      provinceName: '北京市',
      cityCode: '110100',
      cityName: '北京市',
      districtCode: '110105',
      districtName: '朝阳区',
      formattedAddress: '北京市朝阳区',
    });
    expect(placeOfDistrict('110100')).toBeUndefined();
  });
});
