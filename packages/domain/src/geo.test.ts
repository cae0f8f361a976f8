import { describe, expect, it } from 'vitest';
import { distanceMetres, distanceText, fullAddressText, isOnGlobe, regionText } from './index.ts';

describe('distanceMetres', () => {
  it('is 0 from a point to itself', () => {
    expect(distanceMetres({ lng: 116.397, lat: 39.909 }, { lng: 116.397, lat: 39.909 })).toBe(0);
  });

  it('gives one degree of latitude as about 111.2 km', () => {
    expect(distanceMetres({ lng: 0, lat: 0 }, { lng: 0, lat: 1 })).toBe(111_195);
  });

  it('shrinks a degree of longitude with the cosine of the latitude', () => {
    const atEquator = distanceMetres({ lng: 0, lat: 0 }, { lng: 1, lat: 0 });
    const at60 = distanceMetres({ lng: 0, lat: 60 }, { lng: 1, lat: 60 });
    expect(at60 / atEquator).toBeCloseTo(0.5, 2);
  });

  it('measures Beijing to Shanghai at about 1,067 km, the same both ways', () => {
    const tiananmen = { lng: 116.3975, lat: 39.9087 };
    const bund = { lng: 121.4903, lat: 31.2397 };
    const d = distanceMetres(tiananmen, bund);
    expect(d).toBeGreaterThan(1_060_000);
    expect(d).toBeLessThan(1_075_000);
    expect(distanceMetres(bund, tiananmen)).toBe(d);
  });

  it('stays finite for antipodal points (half the circumference)', () => {
    expect(distanceMetres({ lng: 0, lat: 0 }, { lng: 180, lat: 0 })).toBe(20_015_114);
  });
});

describe('isOnGlobe', () => {
  it.each([
    [{ lng: 116.4, lat: 39.9 }, true],
    [{ lng: -180, lat: -90 }, true],
    [{ lng: 180.0001, lat: 0 }, false],
    [{ lng: 0, lat: 90.5 }, false],
    [{ lng: Number.NaN, lat: 0 }, false],
    [{ lng: 0, lat: Number.POSITIVE_INFINITY }, false],
  ])('%o → %s', (point, expected) => {
    expect(isOnGlobe(point)).toBe(expected);
  });
});

describe('distanceText', () => {
  it.each([
    [0, '0m'],
    [999, '999m'],
    [1000, '1.0km'],
    [12_345, '12.3km'],
    [12_351, '12.4km'],
  ])('%i m → %s', (metres, text) => {
    expect(distanceText(metres)).toBe(text);
  });
});

describe('regionText and fullAddressText', () => {
  it('joins province, city and district', () => {
    expect(regionText({ provinceName: '浙江省', cityName: '杭州市', districtName: '西湖区' })).toBe('浙江省杭州市西湖区');
  });

  it('names a municipality once', () => {
    expect(regionText({ provinceName: '北京市', cityName: '北京市', districtName: '东城区' })).toBe('北京市东城区');
  });

  it('leaves out a city level that only groups counties', () => {
    expect(regionText({ provinceName: '湖北省', cityName: '省直辖县', districtName: '仙桃市' })).toBe('湖北省仙桃市');
    expect(regionText({ provinceName: '重庆市', cityName: '县', districtName: '城口县' })).toBe('重庆市城口县');
  });

  it('puts the street after the region', () => {
    expect(fullAddressText({ provinceName: '上海市', cityName: '上海市', districtName: '浦东新区', detail: '世纪大道100号' })).toBe(
      '上海市浦东新区世纪大道100号',
    );
  });
});
