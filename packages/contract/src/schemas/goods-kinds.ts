import { Type, type Static } from 'typebox';
import { IdParam } from './common.ts';
import { GoodsCard, GoodsDetail } from './goods.ts';

/**
 * What a product page needs beyond the common detail, by kind (§2 product routes, §3 type codes,
 * §9 identification types and virtual product use). Fields that do not apply are null / empty.
 */
export const GoodsKindInfo = Type.Object({
  /** Attachment or HomeCharging for attachments, else null. */
  annexType: Type.Union([Type.String(), Type.Null()]),
  /** Virtual child type (§3) for virtual goods, else null. */
  virtualType: Type.Union([Type.Integer(), Type.Null()]),
  /** How the goods identifies what it is for (§9: vin 1, ICCID 2, intellect 3), else null. */
  identificationType: Type.Union([Type.Integer(), Type.Null()]),
  /** How a virtual goods is used (§9: recharge 1, exchange 2, interior 3), else null. */
  useType: Type.Union([Type.Integer(), Type.Null()]),
  /** Whether buying needs a car's VIN. */
  needVin: Type.Boolean(),
  /** Days the service or package stays valid after opening; 0 when not timed. */
  validDays: Type.Integer(),
  /** The agreement the buyer signs or reads (AgreementType), else null. */
  agreementType: Type.Union([Type.String(), Type.Null()]),
  /** Sounds and wallpapers: a preview (audio or picture) URL; else ''. */
  previewUrl: Type.String(),
  /** Charging cards: face value in fen; else 0. */
  faceValue: Type.Integer(),
  /** Car models it fits (attachments, light modifications, service packages). */
  fitModels: Type.Array(Type.String()),
  /** Light modifications and home charging: hours of installation work; 0 when none. */
  installHours: Type.Integer(),
});
export type GoodsKindInfo = Static<typeof GoodsKindInfo>;

/** Every type-specific goods call answers the common detail plus its kind info. */
export const TypedGoodsDetail = Type.Object({ ...GoodsDetail.properties, kindInfo: GoodsKindInfo });
export type TypedGoodsDetail = Static<typeof TypedGoodsDetail>;

/** GET /hermes/v1/goods/virtual-product?biz=…&productId=… (§7: biz is the virtual child type). */
export const VirtualProductQuery = Type.Object({
  biz: Type.Integer({ minimum: 1, maximum: 9 }),
  productId: IdParam,
});
export type VirtualProductQuery = Static<typeof VirtualProductQuery>;

/** GET /hermes/v1/goods/virtual-product/ads?productId=…: the intellect ads page (§2 intellect/ads-product). */
export const AdsProduct = Type.Object({
  ...TypedGoodsDetail.properties,
  adsTitle: Type.String(),
  adsPictures: Type.Array(Type.String()),
});
export type AdsProduct = Static<typeof AdsProduct>;

/** A VIN: 17 characters, digits and capitals without I, O, Q. */
export const Vin = Type.String({ pattern: '^[A-HJ-NPR-Z0-9]{17}$' });

/** GET …/service-package/skip-check (productId, vinCode): may this car buy the package? */
export const ServicePackageSkipCheckQuery = Type.Object({ productId: IdParam, vinCode: Vin });
export const CheckResult = Type.Object({
  pass: Type.Boolean(),
  /** Why not, in Chinese; '' when it passes. */
  message: Type.String(),
});
export type CheckResult = Static<typeof CheckResult>;

/** GET …/service-package-ads/check (productSpecsId, vin, carMainOrderNo). */
export const ServicePackageAdsCheckQuery = Type.Object({
  productSpecsId: IdParam,
  vin: Vin,
  carMainOrderNo: Type.Optional(Type.String({ maxLength: 64 })),
});

/** GET /hermes/v1/orders/open-mode (skuId): how the bought virtual goods is opened. */
export const OpenModeQuery = Type.Object({ skuId: IdParam });
export const OpenMode = Type.Object({
  useType: Type.Integer(),
  identificationType: Type.Integer(),
  needVin: Type.Boolean(),
});
export type OpenMode = Static<typeof OpenMode>;

/** GET …/digital-key/skip-tips (vin) and POST …/digital-key/sign (agmCode, agmTitle, vinCode). */
export const DigitalKeyTipsQuery = Type.Object({ vin: Vin });
export const DigitalKeyTips = Type.Object({
  /** True when the car's owner has not signed the digital-key agreement yet. */
  showTips: Type.Boolean(),
  tips: Type.String(),
  agmCode: Type.String(),
  agmTitle: Type.String(),
});
export type DigitalKeyTips = Static<typeof DigitalKeyTips>;
export const DigitalKeySignBody = Type.Object(
  { agmCode: Type.String({ minLength: 1, maxLength: 64 }), agmTitle: Type.String({ minLength: 1, maxLength: 128 }), vinCode: Vin },
  { additionalProperties: false },
);
export type DigitalKeySignBody = Static<typeof DigitalKeySignBody>;
export const DigitalKeySignResult = Type.Object({ signed: Type.Boolean(), signedAt: Type.String() });

/** PUT and DELETE /hermes/v1/love/goods/{productId}: the heart (§3 Love). */
export const LoveResult = Type.Object({ love: Type.Integer(), loveUserCount: Type.Integer() });
export type LoveResult = Static<typeof LoveResult>;
export const LoveListQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export const LoveUserCountQuery = Type.Object({ productId: IdParam });

/** Search (§7): hot words by bizType, suggestions by param, results by keyword. */
export const SearchHotQuery = Type.Object({ bizType: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })) });
export const HotWord = Type.Object({ label: Type.String(), highlight: Type.Boolean() });
export type HotWord = Static<typeof HotWord>;
export const SearchSuggestQuery = Type.Object({ param: Type.String({ minLength: 1, maxLength: 50 }) });
/** relevance (default), price ascending or descending, newest. */
export const SearchSort = Type.Union([Type.Literal('relevance'), Type.Literal('priceAsc'), Type.Literal('priceDesc'), Type.Literal('newest')]);
export type SearchSort = Static<typeof SearchSort>;
export const SearchBody = Type.Object(
  {
    keyword: Type.String({ minLength: 1, maxLength: 50 }),
    bizType: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    sort: Type.Optional(SearchSort),
  },
  { additionalProperties: false },
);
export type SearchBody = Static<typeof SearchBody>;
export const SearchQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  bizType: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  sort: Type.Optional(SearchSort),
});
export const SearchHit = GoodsCard;

/** Crowdfund reservations (§4, §7). */
export const CrowdfundReservation = Type.Object({
  crowdfundNo: Type.String(),
  /** ReservationStatus: 0 reserved, 1 remind, 2 unreserved. */
  appointmentStatus: Type.Integer(),
  reservedCount: Type.Integer(),
});
export type CrowdfundReservation = Static<typeof CrowdfundReservation>;
export const CrowdfundReserveBody = Type.Object({ crowdfundNo: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: false });
export type CrowdfundReserveBody = Static<typeof CrowdfundReserveBody>;

/** POST /hermes/v1/share/record: a share of a product; share URLs carry INVITER_ID. */
export const ShareRecordBody = Type.Object(
  {
    productId: IdParam,
    /** Where it was shared: wechat, moments, link, poster… */
    channel: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z]+$' }),
  },
  { additionalProperties: false },
);
export type ShareRecordBody = Static<typeof ShareRecordBody>;
export const ShareRecordResult = Type.Object({ shareUrl: Type.String() });

/** GET …/search/leno: labels to complete the keyword with, hot words first, then goods names. */
export const SearchSuggestions = Type.Array(Type.String());
export type SearchSuggestions = Static<typeof SearchSuggestions>;

/** GET /hermes/v1/love/goods/loveUserCount: how many users love the goods. */
export const LoveUserCount = Type.Integer({ minimum: 0 });
