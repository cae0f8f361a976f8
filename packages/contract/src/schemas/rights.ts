import { Type, type Static } from 'typebox';
import { Fen } from './common.ts';

/**
 * A coupon or rights card as modules and lists show it (§3 "Coupon card"). `status` is the
 * coupon button state of §4 for the user asking (0 claim, 1 use, 2 used, 3 expired, 4 in progress).
 */
export const CouponCard = Type.Object({
  cardId: Type.String(),
  marketingNo: Type.String(),
  rightPoolId: Type.String(),
  cardName: Type.String(),
  poolName: Type.String(),
  /** e.g. '2026.11.21-2026.12.31' or '领取后30天内有效'. */
  validTimeStr: Type.String(),
  /** enoughLess | enoughDiscount | deduct. */
  cardType: Type.String(),
  /** enoughLess/deduct: fen off. */
  eachReduction: Fen,
  /** enoughDiscount: percent paid, e.g. 85 for 8.5折. */
  discountRatio: Type.Integer(),
  /** Spend (fen) the coupon needs; 0 for none. */
  useCondition: Fen,
  useConditionName: Type.String(),
  pictureUrl: Type.String(),
  desc: Type.String(),
  /** E-value price when the card is exchanged (card modules); 0 is free. */
  eprice: Type.Integer({ minimum: 0 }),
  status: Type.Integer(),
  jumpType: Type.String(),
  useJumpUrl: Type.String(),
  /** The user's own right (account) once claimed, else ''. */
  rightsAccountId: Type.String(),
  /** Left in the pool; -1 when not shown. */
  stockLeft: Type.Integer(),
});
export type CouponCard = Static<typeof CouponCard>;

/** POST /hermes/annex/v4/material/page-management/coupon/{id} (§7). */
export const CouponClaimBody = Type.Object(
  {
    marketingNo: Type.String({ minLength: 1, maxLength: 64 }),
    rightPoolId: Type.String({ minLength: 1, maxLength: 20 }),
    cardId: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type CouponClaimBody = Static<typeof CouponClaimBody>;

export const CouponClaimResult = Type.Object({ rightsAccountId: Type.String(), status: Type.Integer() });
export type CouponClaimResult = Static<typeof CouponClaimResult>;

/**
 * POST /hermes/annex/v4/material/page-management/card (§7): exchange a rights card
 * (cardId, source), or use a coupon card the user holds (accountId, operateNum 1, §3).
 */
export const CardExchangeBody = Type.Union([
  Type.Object(
    { cardId: Type.String({ minLength: 1, maxLength: 20 }), source: Type.Union([Type.Literal('APP'), Type.Literal('WEAPP'), Type.Literal('H5')]) },
    { additionalProperties: false },
  ),
  Type.Object(
    { accountId: Type.String({ minLength: 1, maxLength: 20 }), operateNum: Type.Literal(1) },
    { additionalProperties: false },
  ),
]);
export type CardExchangeBody = Static<typeof CardExchangeBody>;
/** The id of the success page, /store/activity/virtualproduct/success?id={id}. */
export const CardExchangeResult = Type.String();

/** Exchange pre-check (§7): rightsBaseId and rightsType 'card'; answers the card's description. */
export const CardPreCheckBody = Type.Object(
  { rightsBaseId: Type.String({ minLength: 1, maxLength: 20 }), rightsType: Type.Literal('card') },
  { additionalProperties: false },
);
export type CardPreCheckBody = Static<typeof CardPreCheckBody>;
export const CardPreCheckResult = Type.String();

/** One right the user holds (§3 rights, §4 rights status 0 enable / 1 expire / 2 used). */
export const UserRight = Type.Object({
  rightsAccountId: Type.String(),
  cardId: Type.String(),
  cardName: Type.String(),
  cardType: Type.String(),
  rightsType: Type.Integer(),
  eachReduction: Fen,
  discountRatio: Type.Integer(),
  useCondition: Fen,
  useConditionName: Type.String(),
  validTimeStr: Type.String(),
  status: Type.Integer(),
  /** ISO 8601. */
  claimedAt: Type.String(),
  expiresAt: Type.String(),
  pictureUrl: Type.String(),
  desc: Type.String(),
});
export type UserRight = Static<typeof UserRight>;

/** POST /hermes/v1/rights (§7, pageNo 1 and pageSize 10 by default). */
export const RightsListBody = Type.Object(
  {
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  },
  { additionalProperties: false },
);
export type RightsListBody = Static<typeof RightsListBody>;

/** GET /hermes/v1/points (dimension 1): the user's E-value. */
export const PointsSummary = Type.Object({
  pointsBalance: Type.Integer(),
  userAvailablePoint: Type.Integer(),
  /** E-value that expires at the end of this year (none expire yet: 0). */
  expiringPoints: Type.Integer(),
});
export type PointsSummary = Static<typeof PointsSummary>;

/** A goods product type (§3, e.g. 1002 shop) a right applies to; rights without one apply to all goods. */
const CategoryBusinessType = Type.Integer({ minimum: 1, maximum: 99_999_999 });

/**
 * GET /hermes/v1/rights (§7: categoryBusinessType plus filters): the user's rights, newest first,
 * by status (read-time: a right past its expiry is 1 expire) and kind; paged like the POST.
 */
export const RightsQuery = Type.Object({
  categoryBusinessType: Type.Optional(CategoryBusinessType),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  rightsType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4)])),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type RightsQuery = Static<typeof RightsQuery>;

/** GET /hermes/v1/rights/ads: claimable coupons to advertise, optionally for one goods type. */
export const RightsAdsQuery = Type.Object({ categoryBusinessType: Type.Optional(CategoryBusinessType) });
export type RightsAdsQuery = Static<typeof RightsAdsQuery>;

/**
 * POST /hermes/annex/v3/rights/listAndSort: the user's usable rights, best first. With `amount`
 * (fen) only rights whose condition it meets, ranked by what they take off it.
 */
export const RightsSortBody = Type.Object(
  {
    amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
    categoryBusinessType: Type.Optional(CategoryBusinessType),
  },
  { additionalProperties: false },
);
export type RightsSortBody = Static<typeof RightsSortBody>;

/** GET /hermes/v1/points (§7, dimension 1). */
export const PointsQuery = Type.Object({ dimension: Type.Literal(1) });
export type PointsQuery = Static<typeof PointsQuery>;
