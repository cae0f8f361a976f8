import type { Executor } from '../db/client.ts';
import { userAddresses } from '../modules/address/address.table.ts';
import { countStores, insertStores, type NewStore } from '../modules/stores/stores.repository.ts';

const SHOWROOM_HOURS = '10:00-22:00';
const SERVICE_HOURS = '08:30-18:00';

/**
 * The brand's stores for pickup and installation: showrooms (体验店) and service centres in
 * eight cities, at the coordinates (GCJ-02, as Chinese map services give them) of their streets.
 */
export const seedStores: readonly Omit<NewStore, 'id' | 'createdAt'>[] = [
  { name: '曜川北京望京用户中心', cityCode: '110100', districtCode: '110105', address: '北京市朝阳区望京街10号望京SOHO T1 一层', phone: '010-64781200', businessHours: SHOWROOM_HOURS, lng: 116.481, lat: 39.9965 },
  { name: '曜川北京亦庄交付服务中心', cityCode: '110100', districtCode: '110115', address: '北京市大兴区经济技术开发区荣华中路22号', phone: '010-67881800', businessHours: SERVICE_HOURS, lng: 116.5062, lat: 39.7953 },
  { name: '曜川上海静安体验店', cityCode: '310100', districtCode: '310106', address: '上海市静安区南京西路1266号恒隆广场一层', phone: '021-62881266', businessHours: SHOWROOM_HOURS, lng: 121.452, lat: 31.2284 },
  { name: '曜川上海张江服务中心', cityCode: '310100', districtCode: '310115', address: '上海市浦东新区祖冲之路1077号', phone: '021-50801077', businessHours: SERVICE_HOURS, lng: 121.595, lat: 31.204 },
  { name: '曜川广州天河体验店', cityCode: '440100', districtCode: '440106', address: '广州市天河区天河路383号太古汇商场L1', phone: '020-38683830', businessHours: SHOWROOM_HOURS, lng: 113.331, lat: 23.1353 },
  { name: '曜川广州番禺服务中心', cityCode: '440100', districtCode: '440113', address: '广州市番禺区汉溪大道东290号', phone: '020-34822900', businessHours: SERVICE_HOURS, lng: 113.3303, lat: 23.0052 },
  { name: '曜川深圳南山体验店', cityCode: '440300', districtCode: '440305', address: '深圳市南山区深南大道9668号华润万象天地L1', phone: '0755-86669668', businessHours: SHOWROOM_HOURS, lng: 113.9556, lat: 22.5422 },
  { name: '曜川深圳福田用户中心', cityCode: '440300', districtCode: '440304', address: '深圳市福田区福华三路88号卓悦中心一层', phone: '0755-82880088', businessHours: SHOWROOM_HOURS, lng: 114.0576, lat: 22.537 },
  { name: '曜川杭州湖滨体验店', cityCode: '330100', districtCode: '330102', address: '杭州市上城区延安路258号湖滨银泰in77 A区', phone: '0571-87020258', businessHours: SHOWROOM_HOURS, lng: 120.164, lat: 30.258 },
  { name: '曜川杭州滨江服务中心', cityCode: '330100', districtCode: '330108', address: '杭州市滨江区江南大道3850号', phone: '0571-86693850', businessHours: SERVICE_HOURS, lng: 120.2107, lat: 30.2084 },
  { name: '曜川成都春熙路体验店', cityCode: '510100', districtCode: '510104', address: '成都市锦江区红星路三段1号成都IFS L1', phone: '028-86660001', businessHours: SHOWROOM_HOURS, lng: 104.083, lat: 30.656 },
  { name: '曜川重庆解放碑体验店', cityCode: '500100', districtCode: '500103', address: '重庆市渝中区民族路188号WFC环球金融中心一层', phone: '023-63710188', businessHours: SHOWROOM_HOURS, lng: 106.578, lat: 29.559 },
  { name: '曜川武汉光谷服务中心', cityCode: '420100', districtCode: '420111', address: '武汉市洪山区珞喻路766号', phone: '027-87870766', businessHours: SERVICE_HOURS, lng: 114.398, lat: 30.506 },
  { name: '曜川武汉汉口体验店', cityCode: '420100', districtCode: '420103', address: '武汉市江汉区解放大道690号武汉国际广场一层', phone: '027-85710690', businessHours: SHOWROOM_HOURS, lng: 114.268, lat: 30.586 },
];

/** The owner's default address (README: demo accounts), so checkout has one to ship to. */
export const demoAddress = {
  phone: '13800000001',
  name: '林曜',
  receiverPhone: '13800000001',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310115',
  detail: '世纪大道100号 18楼1801室',
} as const;

export async function seedPlaces(db: Executor, refs: { userIdOf: (phone: string) => number }): Promise<void> {
  await insertStores(db, [...seedStores]);
  await db.insert(userAddresses).values({
    userId: refs.userIdOf(demoAddress.phone),
    name: demoAddress.name,
    phone: demoAddress.receiverPhone,
    provinceCode: demoAddress.provinceCode,
    cityCode: demoAddress.cityCode,
    districtCode: demoAddress.districtCode,
    detail: demoAddress.detail,
    isDefault: true,
  });
}

/** A database seeded before stores existed gets them too. */
export async function seedStoresIfMissing(db: Executor): Promise<void> {
  if ((await countStores(db)) === 0) await insertStores(db, [...seedStores]);
}
