import type { GeoCity, GeoTree, Store, UserAddress } from '@emall/contract';

/** A slice of the region tree, as getAllGeosExclude answers it. */
export const geoTree: GeoTree = [
  {
    code: '110000',
    name: '北京市',
    children: [{ code: '110100', name: '市辖区', children: [{ code: '110101', name: '东城区' }, { code: '110105', name: '朝阳区' }] }],
  },
  {
    code: '440000',
    name: '广东省',
    children: [
      { code: '440100', name: '广州市', children: [{ code: '440106', name: '天河区' }] },
      { code: '440300', name: '深圳市', children: [{ code: '440304', name: '福田区' }, { code: '440305', name: '南山区' }] },
    ],
  },
];

export function userAddress(overrides: Partial<UserAddress> = {}): UserAddress {
  return {
    id: '1',
    name: '张三',
    phone: '13800000001',
    provinceCode: '440000',
    provinceName: '广东省',
    cityCode: '440300',
    cityName: '深圳市',
    districtCode: '440305',
    districtName: '南山区',
    detail: '科技园南区 曜川大厦 18 楼',
    fullAddress: '广东省深圳市南山区科技园南区 曜川大厦 18 楼',
    isDefault: true,
    ...overrides,
  };
}

export function store(overrides: Partial<Store> = {}): Store {
  return {
    storeId: '1',
    storeName: '曜川汽车 深圳南山用户中心',
    cityCode: '440300',
    cityName: '深圳市',
    address: '深圳市南山区深南大道 9668 号',
    phone: '0755-86001234',
    businessHours: '09:00-21:00',
    lng: 113.94,
    lat: 22.54,
    distance: 850,
    ...overrides,
  };
}

export function geoCity(overrides: Partial<GeoCity> = {}): GeoCity {
  return { cityCode: '440300', cityName: '深圳市', provinceName: '广东省', storeCount: 2, ...overrides };
}
