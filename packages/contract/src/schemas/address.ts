import { Type, type Static } from 'typebox';
import { ADDRESS_DETAIL_MAX, ADDRESS_NAME_MAX, ID_PATTERN } from '../constants.ts';

/** A region code of China's administrative divisions (GB/T 2260 style, 6 digits for county level and above). */
const RegionCode = Type.String({ pattern: '^[0-9]{2,12}$' });

/** Province, city and district: each region's code and name. */
const RegionPlace = Type.Object({
  provinceCode: Type.String(),
  provinceName: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  districtCode: Type.String(),
  districtName: Type.String(),
});

/** A shipping address of the user's book (§3: the entity is not shown; these fields are ours). */
export const UserAddress = Type.Object({
  id: Type.String(),
  /** Receiver's name. */
  name: Type.String(),
  /** Receiver's 11-digit mobile. */
  phone: Type.String(),
  ...RegionPlace.properties,
  /** Street, building and room. */
  detail: Type.String(),
  /** Province + city + district + detail, for one-line display. */
  fullAddress: Type.String(),
  isDefault: Type.Boolean(),
});
export type UserAddress = Static<typeof UserAddress>;

/** POST /api/app/user/user-address (create) and, with id, PUT (update). Names come from the codes, never from the client. */
export const AddressBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: ADDRESS_NAME_MAX }),
  phone: Type.String({ minLength: 1, maxLength: 20 }),
  provinceCode: RegionCode,
  cityCode: RegionCode,
  districtCode: RegionCode,
  detail: Type.String({ minLength: 1, maxLength: ADDRESS_DETAIL_MAX }),
  isDefault: Type.Optional(Type.Boolean()),
});
export type AddressBody = Static<typeof AddressBody>;

export const AddressUpdateBody = Type.Object({
  id: Type.String({ pattern: ID_PATTERN }),
  ...AddressBody.properties,
});
export type AddressUpdateBody = Static<typeof AddressUpdateBody>;

/** The region tree (GET /api/app/dict/geo/getAllGeos): province → city → district, three levels. */
const GeoLeaf = Type.Object({ code: Type.String(), name: Type.String() });
const GeoCityNode = Type.Object({ code: Type.String(), name: Type.String(), children: Type.Array(GeoLeaf) });
export const GeoProvince = Type.Object({ code: Type.String(), name: Type.String(), children: Type.Array(GeoCityNode) });
export type GeoProvince = Static<typeof GeoProvince>;
export const GeoTree = Type.Array(GeoProvince);
export type GeoTree = Static<typeof GeoTree>;

/** GET /hermes/v1/geo/getCityList (cityName): cities whose name matches and that have stores. */
export const GeoCity = Type.Object({
  cityCode: Type.String(),
  cityName: Type.String(),
  provinceName: Type.String(),
  /** Stores in the city. */
  storeCount: Type.Integer({ minimum: 0 }),
});
export type GeoCity = Static<typeof GeoCity>;

export const CityListQuery = Type.Object({
  cityName: Type.Optional(Type.String({ maxLength: 20 })),
});

/** A store (dealer / service centre) for pickup and installation. */
export const Store = Type.Object({
  storeId: Type.String(),
  storeName: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  businessHours: Type.String(),
  lng: Type.Number(),
  lat: Type.Number(),
  /** Metres from the point asked about; null when listed by city. */
  distance: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type Store = Static<typeof Store>;

/** Reverse geocoding of a point (GET /hermes/v1/geo/reGeoAndDetail/{lng,lat}). */
export const GeoPlace = Type.Object({
  ...RegionPlace.properties,
  formattedAddress: Type.String(),
});
export type GeoPlace = Static<typeof GeoPlace>;

/** GET /hermes/v1/geo/reGeoAndList/{lng,lat}: where the point is and the stores nearest first (at most NEARBY_STORES_MAX). */
export const GeoStoreList = Type.Object({
  place: GeoPlace,
  stores: Type.Array(Store),
});
export type GeoStoreList = Static<typeof GeoStoreList>;

/** `{lng},{lat}` in a path, e.g. '116.397,39.909'. */
export const LngLatParam = Type.String({ pattern: '^-?[0-9]{1,3}(\\.[0-9]{1,8})?,-?[0-9]{1,2}(\\.[0-9]{1,8})?$' });

/** GET /hermes/v1/stores (cityCode): ours — the spec lists stores only by point; the chooser also lists by city. */
export const StoresQuery = Type.Object({ cityCode: RegionCode });
