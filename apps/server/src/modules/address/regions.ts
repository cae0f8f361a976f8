import { gzipSync } from 'node:zlib';
import type { GeoPlace, GeoProvince, GeoTree } from '@emall/contract';
import { regionText } from '@emall/domain';
import { areaList } from '@vant/area-data';
import { okJson } from '../../http/envelope.ts';

/**
 * China's administrative divisions from @vant/area-data (README, Decisions): every province has
 * three levels. The package's conventions are kept: a municipality's one city bears its name
 * (北京市 › 北京市 › 东城区; 重庆 also has 县), counties a province governs directly sit under a
 * grouping city (湖北省 › 省直辖县 › 仙桃市), and cities without counties (东莞, 中山, 儋州) list
 * their towns as the third level.
 */

/** Provinces we do not deliver to: the address book refuses them and getAllGeosExclude leaves them out. */
const EXCLUDED_PROVINCE_CODES: ReadonlySet<string> = new Set(['710000', '810000', '820000']);

export interface RegionNode {
  code: string;
  name: string;
  level: 1 | 2 | 3;
  /** The province's own code for a province. */
  provinceCode: string;
  /** The city's code for a district; its own for a city; '' for a province. */
  cityCode: string;
}

/** A tree served as is: the envelope serialised once, and gzipped once for clients that take it. */
export interface ServedTree {
  tree: GeoTree;
  json: string;
  gzip: Buffer;
}

export interface Regions {
  all: ServedTree;
  shipping: ServedTree;
  byCode: ReadonlyMap<string, RegionNode>;
}

function provinceCodeOf(code: string): string {
  return `${code.slice(0, 2)}0000`;
}

function cityCodeOf(code: string): string {
  return `${code.slice(0, 4)}00`;
}

function buildTree(byCode: Map<string, RegionNode>): GeoTree {
  const provinces = new Map<string, GeoProvince>();
  for (const [code, name] of Object.entries(areaList.province_list)) {
    provinces.set(code, { code, name, children: [] });
    byCode.set(code, { code, name, level: 1, provinceCode: code, cityCode: '' });
  }
  const cities = new Map<string, GeoProvince['children'][number]>();
  for (const [code, name] of Object.entries(areaList.city_list)) {
    const province = provinces.get(provinceCodeOf(code));
    if (!province) throw new Error(`region data: city ${code} has no province`);
    const city = { code, name, children: [] };
    province.children.push(city);
    cities.set(code, city);
    byCode.set(code, { code, name, level: 2, provinceCode: province.code, cityCode: code });
  }
  for (const [code, name] of Object.entries(areaList.county_list)) {
    const city = cities.get(cityCodeOf(code));
    if (!city) throw new Error(`region data: district ${code} has no city`);
    city.children.push({ code, name });
    byCode.set(code, { code, name, level: 3, provinceCode: provinceCodeOf(code), cityCode: city.code });
  }
  const byCodeOrder = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
  const tree = [...provinces.values()].sort(byCodeOrder);
  for (const province of tree) {
    province.children.sort(byCodeOrder);
    for (const city of province.children) city.children.sort(byCodeOrder);
  }
  return tree;
}

function served(tree: GeoTree): ServedTree {
  const json = okJson(JSON.stringify(tree));
  return { tree, json, gzip: gzipSync(json) };
}

let loaded: Regions | undefined;

/** The region data, built on first use and kept for the process. */
export function regions(): Regions {
  if (!loaded) {
    const byCode = new Map<string, RegionNode>();
    const tree = buildTree(byCode);
    loaded = {
      all: served(tree),
      shipping: served(tree.filter((p) => !EXCLUDED_PROVINCE_CODES.has(p.code))),
      byCode,
    };
  }
  return loaded;
}

export function regionOf(code: string): RegionNode | undefined {
  return regions().byCode.get(code);
}

/** A city of the region data (level 2), or undefined. */
export function cityOf(code: string): RegionNode | undefined {
  const node = regionOf(code);
  return node?.level === 2 ? node : undefined;
}

/** Whether district, city and province exist, nest, and lie where we deliver. */
export function isShippingRegion(provinceCode: string, cityCode: string, districtCode: string): boolean {
  const district = regionOf(districtCode);
  return (
    district?.level === 3 &&
    district.cityCode === cityCode &&
    district.provinceCode === provinceCode &&
    !EXCLUDED_PROVINCE_CODES.has(provinceCode)
  );
}

function nameOf(code: string): string {
  return regionOf(code)?.name ?? '';
}

/** Names of a region's three levels; '' for a code the data no longer has. */
export function regionNames(provinceCode: string, cityCode: string, districtCode: string) {
  return { provinceName: nameOf(provinceCode), cityName: nameOf(cityCode), districtName: nameOf(districtCode) };
}

/** The place of a district, as reverse geocoding answers it; undefined for a code that is not a district. */
export function placeOfDistrict(districtCode: string): GeoPlace | undefined {
  const district = regionOf(districtCode);
  if (district?.level !== 3) return undefined;
  const names = regionNames(district.provinceCode, district.cityCode, district.code);
  return {
    provinceCode: district.provinceCode,
    cityCode: district.cityCode,
    districtCode: district.code,
    ...names,
    formattedAddress: regionText(names),
  };
}
