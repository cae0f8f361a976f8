/**
 * City-level names of the region data that only group counties (重庆's 县, a province's
 * 省直辖县, 新疆's 自治区直辖县级行政区划): an address reads without them.
 */
const GROUPING_CITY_NAMES: ReadonlySet<string> = new Set(['县', '市辖区', '省直辖县', '自治区直辖县级行政区划']);

export interface RegionNames {
  provinceName: string;
  cityName: string;
  districtName: string;
}

/**
 * The region as one reads it: 浙江省杭州市西湖区, 北京市东城区 (a municipality's city repeats
 * its name), 湖北省仙桃市 (a grouping city is left out).
 */
export function regionText({ provinceName, cityName, districtName }: RegionNames): string {
  const city = cityName === provinceName || GROUPING_CITY_NAMES.has(cityName) ? '' : cityName;
  return `${provinceName}${city}${districtName}`;
}

/** Region then street, for one-line display of an address. */
export function fullAddressText(address: RegionNames & { detail: string }): string {
  return `${regionText(address)}${address.detail}`;
}
