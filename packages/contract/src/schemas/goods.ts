import { Type, type Static } from 'typebox';
import { Fen, EValue } from './common.ts';

/** A tag shown on a goods card or page. */
export const GoodsTag = Type.Object({ name: Type.String(), color: Type.Optional(Type.String()) });

/** First-purchase price group, §3. Null when the goods has no first-purchase offer. */
export const FirstPrice = Type.Object({
  first: Type.Boolean(),
  firstPrice: Fen,
  firstEvalue: EValue,
  firstDeductAmount: Fen,
  firstOriginEvalue: EValue,
  firstOriginPrice: Fen,
  firstAlias: Type.String(),
});
export type FirstPrice = Static<typeof FirstPrice>;

/** Line (crossed-out) price group, §3. */
export const LinePrice = Type.Object({
  line: Type.Boolean(),
  lineEvalue: EValue,
  linePrice: Fen,
  lineOriginEvalue: EValue,
  lineOriginPrice: Fen,
});
export type LinePrice = Static<typeof LinePrice>;

/** Crowdfund info and progress, §3. Times are epoch milliseconds; amounts fen. */
export const CrowdfundInfo = Type.Object({
  status: Type.Integer(),
  crowdfundNo: Type.String(),
  crowTarget: Type.Integer(),
  targetType: Type.Integer(),
  targetValue: Type.Integer(),
  supportPersonCount: Type.Integer(),
  crowdfundEdCount: Type.Integer(),
  crowdfundStartMillisecond: Type.Integer(),
  crowdfundEndMillisecond: Type.Integer(),
  /** Milliseconds from now to the end (running) or the start (preheat), as the server saw it. */
  remainTime: Type.Integer(),
  /** Progress in percent, 0-100+ (may pass 100 when over-funded). */
  schedule: Type.Number(),
  appointmentStatus: Type.Integer(),
  /** Shoppers whose paid orders support it now (the shop's own, without the campaign's base). */
  realityJoinPeople: Type.Integer(),
  /** Paid orders that support it now. */
  realityJoinPeopleTimes: Type.Integer(),
  /** The base it opened with and the shop's supporters: the supporter count every view shows (= supportPersonCount). */
  totalJoinPeople: Type.Integer(),
  /** The same percent as schedule. */
  progress: Type.Number(),
  /** Raised, base and paid orders: fen and pieces; crowdfundEdCount is the pieces too. */
  currentAmount: Type.Integer(),
  currentQuantity: Type.Integer(),
});
export type CrowdfundInfo = Static<typeof CrowdfundInfo>;

/** The price and buy-rule fields shared by cards, details and SKUs, §3. */
const priceFields = {
  /** Selling price, fen. */
  price: Fen,
  /** Original (list) price, fen. */
  productPrice: Fen,
  /** E-value price. */
  eValue: EValue,
  deductType: Type.Integer(),
  deductShowType: Type.Integer(),
  /** The most cash (fen) E-value may offset when deductType is all. */
  deductAmount: Fen,
  discountEnable: Type.Boolean(),
  discountPrice: Fen,
  ediscountValue: EValue,
  discountAlias: Type.String(),
  minDiscountPrice: Fen,
};

/** A goods as a module or feed card shows it. */
export const GoodsCard = Type.Object({
  id: Type.String(),
  saleName: Type.String(),
  name: Type.String(),
  pictureUrl: Type.String(),
  /** Where tapping the card goes (the product page of its type), §2. */
  shareUrl: Type.String(),
  tags: Type.Array(GoodsTag),
  bizType: Type.Integer(),
  goodsType: Type.Integer(),
  status: Type.Integer(),
  productStatus: Type.Integer(),
  preSale: Type.Integer(),
  crowdfundFlag: Type.Boolean(),
  /** Set when crowdfundFlag: what a crowdfund card shows (§2). */
  crowdfundInfo: Type.Union([CrowdfundInfo, Type.Null()]),
  ...priceFields,
});
export type GoodsCard = Static<typeof GoodsCard>;

/** One SKU (specification) of a goods. */
export const GoodsSku = Type.Object({
  productSpecsId: Type.String(),
  specsName: Type.String(),
  pictureUrl: Type.String(),
  stock: Type.Integer(),
  price: Fen,
  productPrice: Fen,
  eValue: EValue,
});
export type GoodsSku = Static<typeof GoodsSku>;

/** GET /hermes/v2/goods/{productId}, §7; fields of §3. */
export const GoodsDetail = Type.Object({
  ...GoodsCard.properties,
  pictures: Type.Array(Type.String()),
  detailPictures: Type.Array(Type.String()),
  description: Type.String(),
  /** Ours: the rich-text detail operators write in the console, sanitised when stored; '' when none. */
  detailHtml: Type.String(),
  trackVO: Type.Object({ productId: Type.String(), productName: Type.String() }),
  love: Type.Integer(),
  userLimitFlag: Type.Boolean(),
  userLimit: Type.Integer(),
  userPurchasedNum: Type.Integer(),
  activity: Type.Object({ activityType: Type.Integer() }),
  buyerType: Type.Integer(),
  /** Role notice overriding the footer text, §4; empty when none. */
  role: Type.String(),
  whitelist: Type.Integer(),
  installType: Type.Integer(),
  costFree: Type.Boolean(),
  firstPrice: Type.Union([FirstPrice, Type.Null()]),
  linePrice: Type.Union([LinePrice, Type.Null()]),
  skus: Type.Array(GoodsSku),
  /** Total stock over all SKUs. */
  stock: Type.Integer(),
});
export type GoodsDetail = Static<typeof GoodsDetail>;

export const GoodsDetailQuery = Type.Object({
  activityCode: Type.Optional(Type.String({ maxLength: 64 })),
});
