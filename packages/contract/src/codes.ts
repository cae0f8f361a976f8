/**
 * The spec's type codes and statuses (shop-spec §3, §4, §9), declared once; the order, payment,
 * delivery and review codes are in order-codes.ts.
 * Each is a `const` object (value lookup by name) plus a union type of its values.
 */

export type ValueOf<T> = T[keyof T];

/** Order product type (bizType), §3. */
export const BizType = { shop: 1, car: 2, attachment: 3, virtual: 10, lightModification: 11 } as const;
export type BizType = ValueOf<typeof BizType>;

/** Virtual child types, §3. */
export const VirtualChildType = {
  flow: 1,
  virtual: 2,
  intellect: 3,
  servePacket: 4,
  cardVoucher: 5,
  sound: 6,
  wallpaper: 7,
  digital: 8,
  charging: 9,
} as const;
export type VirtualChildType = ValueOf<typeof VirtualChildType>;

/** Goods product types, §3. */
export const GoodsType = {
  car: 1001,
  shop: 1002,
  service: 1003,
  attachment: 1004,
  virtual: 1005,
  lightModification: 1006,
} as const;
export type GoodsType = ValueOf<typeof GoodsType>;

/** Annex child type, §3. */
export const AnnexChildType = { Attachment: 'Attachment', HomeCharging: 'HomeCharging' } as const;
export type AnnexChildType = ValueOf<typeof AnnexChildType>;

/** Install type, §3. */
export const InstallType = { notinstall: 0, install: 1 } as const;
export type InstallType = ValueOf<typeof InstallType>;

/** How a product may be paid: cash only, E-value only, or both, §3. */
export const DeductType = { cash: 0, integral: 1, all: 2 } as const;
export type DeductType = ValueOf<typeof DeductType>;

export const GoodsStatus = { Sale: 1, SaleOut: 2 } as const;
export type GoodsStatus = ValueOf<typeof GoodsStatus>;

export const ProductStatus = { for_sale: 1, sell_out: 2, in_store: 3 } as const;
export type ProductStatus = ValueOf<typeof ProductStatus>;

export const PreSale = { normal: 0, preSale: 1 } as const;
export type PreSale = ValueOf<typeof PreSale>;

export const ActivityType = { COMMON: 0, ACTIVITY: 1, CROWDFUNDING: 2 } as const;
export type ActivityType = ValueOf<typeof ActivityType>;

/** Who may buy a product, §3 and §6. */
export const BuyerType = { all: 0, needCarUser: 1, needEffectOrder: 2, needBindCar: 3 } as const;
export type BuyerType = ValueOf<typeof BuyerType>;

export const Whitelist = { no: 0, yes: 1 } as const;
export type Whitelist = ValueOf<typeof Whitelist>;

export const Love = { nolove: 0, love: 1 } as const;
export type Love = ValueOf<typeof Love>;

/** Crowdfund target kind, §3. */
export const CrowdfundTargetType = { Amount: 0, Pieces: 1 } as const;
export type CrowdfundTargetType = ValueOf<typeof CrowdfundTargetType>;

/** Crowdfund product status, §4. */
export const CrowdfundStatus = {
  Draft: 0,
  Off: 1,
  CrowdfundPreheat: 2,
  Crowdfunding: 3,
  CrowdfundSuccess: 4,
  CrowdfundFail: 5,
} as const;
export type CrowdfundStatus = ValueOf<typeof CrowdfundStatus>;

/** Crowdfund display status, §4. */
export const CrowdfundDisplayStatus = {
  preheat: 'preheat',
  crowdfunding: 'crowdfunding',
  success: 'success',
  fail: 'fail',
} as const;
export type CrowdfundDisplayStatus = ValueOf<typeof CrowdfundDisplayStatus>;

/** Crowdfund reservation status, §4. */
export const ReservationStatus = { Reserved: 0, Remind: 1, UnReserved: 2 } as const;
export type ReservationStatus = ValueOf<typeof ReservationStatus>;

/** Payment display mode of the order submit page, §3. */
export const PayShowType = { E: 0, cash: 1, deduct: 2, cartDeduct: 3 } as const;
export type PayShowType = ValueOf<typeof PayShowType>;

/** Request loading state, §3 and §4. */
export const LoadState = { idle: 'idle', pending: 'pending', succeeded: 'succeeded', failed: 'failed' } as const;
export type LoadState = ValueOf<typeof LoadState>;

/** Why a cart item cannot be bought, §3. */
export const CartProblemReason = { stock: 1, E: 2, limit: 3, off: 4, activityEnd: 5 } as const;
export type CartProblemReason = ValueOf<typeof CartProblemReason>;

/** Coupon card kinds, §3. */
export const CardType = { enoughLess: 'enoughLess', enoughDiscount: 'enoughDiscount', deduct: 'deduct' } as const;
export type CardType = ValueOf<typeof CardType>;

/** Rights types, §3. */
export const RightsType = { enoughLess: 1, enoughDiscount: 2, deduct: 4 } as const;
export type RightsType = ValueOf<typeof RightsType>;

/** Rights status, §4. */
export const RightsStatus = { enable: 0, expire: 1, unuseless: 2 } as const;
export type RightsStatus = ValueOf<typeof RightsStatus>;

/** Coupon button states, §4. */
export const CouponButtonState = { claim: 0, use: 1, used: 2, expired: 3, inProgress: 4 } as const;
export type CouponButtonState = ValueOf<typeof CouponButtonState>;

/** Page module title background kind, §3. */
export const ColNameBgType = { bgcolor: 1, bgimg: 2 } as const;
export type ColNameBgType = ValueOf<typeof ColNameBgType>;

/** Page publish status, §4. */
export const PageStatus = { unpublished: 0, published: 1, undercarriage: 2 } as const;
export type PageStatus = ValueOf<typeof PageStatus>;

/**
 * Page module types, §2. The spec names them but gives no codes: these names are ours
 * (README, Decisions).
 */
export const ColumnType = {
  carousel: 'carousel',
  bigImage: 'bigImage',
  multiImage: 'multiImage',
  richText: 'richText',
  oneRowScroll: 'oneRowScroll',
  oneRowOneCol: 'oneRowOneCol',
  oneRowTwoCol: 'oneRowTwoCol',
  oneRowBigImage: 'oneRowBigImage',
  navigation: 'navigation',
  feeds: 'feeds',
  crowdfund: 'crowdfund',
  topTab: 'topTab',
  card: 'card',
  coupon: 'coupon',
  couponCards: 'couponCards',
} as const;
export type ColumnType = ValueOf<typeof ColumnType>;

/** Column jump types, §2. */
export const ColumnJumpType = { URL: 'URL', goods: 'goods', equity: 'equity', PGC: 'PGC', H5: 'H5', page: 'page' } as const;
export type ColumnJumpType = ValueOf<typeof ColumnJumpType>;

/** Content jump kinds, §2. */
export const ContentJumpKind = {
  link: 'link',
  PGC: 'PGC',
  UGC: 'UGC',
  specialTopic: 'specialTopic',
  UGCDynamic: 'UGCDynamic',
  topic: 'topic',
  userSpace: 'userSpace',
  goods: 'goods',
  post: 'post',
  goodsPGC: 'goodsPGC',
} as const;
export type ContentJumpKind = ValueOf<typeof ContentJumpKind>;

/** Feed item type, §3. */
export const FeedItemType = { product: 2, pgc: 4 } as const;
export type FeedItemType = ValueOf<typeof FeedItemType>;


/** Status bar colours, §9. */
export const StatusBar = { black: 1, white: 2 } as const;
export type StatusBar = ValueOf<typeof StatusBar>;

/** Where a card exchange was started, §7. */
export const ExchangeSource = { APP: 'APP', WEAPP: 'WEAPP', H5: 'H5' } as const;
export type ExchangeSource = ValueOf<typeof ExchangeSource>;

/** What a rights pool hands out: a claimable coupon, or a rights card exchanged (maybe for E-value). Ours. */
export const RightsPoolKind = { coupon: 'coupon', card: 'card' } as const;
export type RightsPoolKind = ValueOf<typeof RightsPoolKind>;

/** Material codes of GET /v5/appMaterial/getMaterialInfo (§7). Ours: the spec shows none. */
export const MaterialCode = { homeSkin: 'home_skin' } as const;
export type MaterialCode = ValueOf<typeof MaterialCode>;


/** Whether a cart item is ticked for checkout (§3 selectEnum). The spec names the field, not its codes: ours. */
export const SelectEnum = { unselected: 0, selected: 1 } as const;
export type SelectEnum = ValueOf<typeof SelectEnum>;

/** The `{kind}` of /hermes/annex/v1/goods/virtual-product/{kind}/{productId} (§7). */
export const AnnexVirtualKind = {
  card: 'card',
  servicePackage: 'service-package',
  sound: 'sound',
  wallpaper: 'wallpaper',
  digitalKey: 'digital-key',
  chargeCard: 'charge-card',
} as const;
export type AnnexVirtualKind = ValueOf<typeof AnnexVirtualKind>;

/** Tracking events of the top-tab header, §7. */
export const TrackEvents = { HomeFunTabClick: 'HomeFunTab_Click', HomeFunTabExposure: 'HomeFunTab_Exposure' } as const;
