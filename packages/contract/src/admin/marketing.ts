import { Type, type Static } from 'typebox';
import { CardType, CrowdfundStatus, CrowdfundTargetType, GoodsType, RightsPoolKind } from '../codes.ts';
import { adminRoute, declareApi } from '../route.ts';
import { Permission } from './permissions.ts';
import { Fen, IdParam, Paged } from '../schemas/common.ts';
import { ADMIN_PAGE_SIZE } from './limits.ts';


/** Where a pool stands for its operators: the console's status column and filter. */
export const PoolStatus = {
  notStarted: 'notStarted',
  open: 'open',
  soldOut: 'soldOut',
  stopped: 'stopped',
  ended: 'ended',
} as const;
export type PoolStatus = (typeof PoolStatus)[keyof typeof PoolStatus];
export const PoolStatusCode = Type.Enum(PoolStatus);
export const PoolKindCode = Type.Enum(RightsPoolKind);
export const CardTypeCode = Type.Enum(CardType);
const GoodsTypeCode = Type.Enum(GoodsType);
const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 instant' });
/** How many goods a pool may be limited to. */
export const POOL_GOODS_MAX = 50;
const AdminPageNo = Type.Integer({ minimum: 1, maximum: 10_000, default: 1 });
const AdminPageSize = Type.Integer({ minimum: 1, maximum: 100, default: ADMIN_PAGE_SIZE });

/** GET pools: search by name or marketing number, filter by kind, type and status, newest first. */
export const AdminPoolQuery = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 40 })),
    kind: Type.Optional(PoolKindCode),
    cardType: Type.Optional(CardTypeCode),
    status: Type.Optional(PoolStatusCode),
    pageNo: Type.Optional(AdminPageNo),
    pageSize: Type.Optional(AdminPageSize),
  },
  { additionalProperties: false },
);
export type AdminPoolQuery = Static<typeof AdminPoolQuery>;

/** What an operator sets on a coupon or rights-card pool: amounts in fen, the E-value price of a card. */
export const AdminPoolBody = Type.Object(
  {
    kind: PoolKindCode,
    /** The campaign number the shop claims with; frozen once a right is claimed. */
    marketingNo: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
    poolName: Type.String({ minLength: 1, maxLength: 40 }),
    cardName: Type.String({ minLength: 1, maxLength: 20 }),
    cardType: CardTypeCode,
    /** enoughLess / deduct: fen off. */
    eachReductionFen: Fen,
    /** enoughDiscount: percent paid, 85 = 8.5折. */
    discountRatio: Type.Integer({ minimum: 1, maximum: 100 }),
    /** Spend (fen) needed; 0 for none. */
    useConditionFen: Fen,
    /** The goods product type it applies to (§3); null for every goods. */
    goodsType: Type.Union([GoodsTypeCode, Type.Null()]),
    /** The goods (ids) a coupon is limited to: it applies only to order lines of these; empty (or left out) for every goods. */
    goodsIds: Type.Optional(Type.Array(IdParam, { maxItems: POOL_GOODS_MAX, uniqueItems: true })),
    /** The claim window; a right lasts until validTo unless validDaysAfterClaim is set. */
    validFrom: Instant,
    validTo: Instant,
    validDaysAfterClaim: Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()]),
    stockTotal: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
    perUserLimit: Type.Integer({ minimum: 1, maximum: 1000 }),
    /** E-value a card costs (0 free); coupons are always 0. */
    eprice: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    desc: Type.String({ maxLength: 200 }),
    useJumpUrl: Type.String({ maxLength: 500 }),
    /** Listed by rights/ads while claimable. */
    advertise: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AdminPoolBody = Static<typeof AdminPoolBody>;

/** A goods as a picker offers it and a pool names the goods it is limited to. */
export const AdminGoodsOption = Type.Object({ id: Type.String(), name: Type.String(), picture: Type.String(), onShelf: Type.Boolean() });
export type AdminGoodsOption = Static<typeof AdminGoodsOption>;

/** A pool as the console lists it: its terms, stock, and counts taken from the claims themselves. */
export const AdminPool = Type.Object({
  ...AdminPoolBody.properties,
  goodsIds: Type.Array(Type.String()),
  /** The goods of goodsIds as the console names them, in that order. */
  goods: Type.Array(AdminGoodsOption),
  id: Type.String(),
  stockLeft: Type.Integer(),
  /** Rights claimed or exchanged from it, counted from the rights. */
  claimedCount: Type.Integer(),
  /** Of those, used. */
  usedCount: Type.Integer(),
  claimStopped: Type.Boolean(),
  status: PoolStatusCode,
  createdAt: Instant,
});
export type AdminPool = Static<typeof AdminPool>;

export const AdminPoolPage = Paged(AdminPool);
export type AdminPoolPage = Static<typeof AdminPoolPage>;

/** Stop or start claiming (and exchanging) a pool. */
export const AdminPoolClaimingBody = Type.Object({ claimStopped: Type.Boolean() }, { additionalProperties: false });
export type AdminPoolClaimingBody = Static<typeof AdminPoolClaimingBody>;

export const AdminIdParams = Type.Object({ id: IdParam });

/** Crowdfund statuses an operator sets: a draft, taken off, or published (the window decides preheat and running). */
export const CrowdfundOperatorStatus = Type.Enum({ draft: CrowdfundStatus.Draft, off: CrowdfundStatus.Off, published: CrowdfundStatus.CrowdfundPreheat });
const TargetTypeCode = Type.Enum(CrowdfundTargetType);

/** What an operator sets on a goods' crowdfund; the goods is chosen when it is created. */
export const AdminCrowdfundBody = Type.Object(
  {
    status: CrowdfundOperatorStatus,
    /** Amount (0, target in fen) or pieces (1). */
    targetType: TargetTypeCode,
    targetValue: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
    startAt: Instant,
    endAt: Instant,
  },
  { additionalProperties: false },
);
export type AdminCrowdfundBody = Static<typeof AdminCrowdfundBody>;

export const AdminCrowdfundCreateBody = Type.Object(
  { ...AdminCrowdfundBody.properties, goodsId: IdParam },
  { additionalProperties: false },
);
export type AdminCrowdfundCreateBody = Static<typeof AdminCrowdfundCreateBody>;

/** GET crowdfunds: search by goods name or number, filter by the status now. */
export const AdminCrowdfundQuery = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 40 })),
    /** The status now (§4 product status, 0–5); an integer, so the query string's text is read as one. */
    status: Type.Optional(Type.Integer({ minimum: CrowdfundStatus.Draft, maximum: CrowdfundStatus.CrowdfundFail })),
    pageNo: Type.Optional(AdminPageNo),
    pageSize: Type.Optional(AdminPageSize),
  },
  { additionalProperties: false },
);
export type AdminCrowdfundQuery = Static<typeof AdminCrowdfundQuery>;

/** A crowdfund with its live progress. */
export const AdminCrowdfund = Type.Object({
  ...AdminCrowdfundBody.properties,
  status: Type.Integer({ description: 'the stored status (Draft, Off, or published)' }),
  crowdfundNo: Type.String(),
  goodsId: Type.String(),
  goodsName: Type.String(),
  goodsPicture: Type.String(),
  /** The status now, from the window and progress (§4 product status). */
  statusNow: Type.Integer(),
  /** Supporters shown everywhere: the campaign's base and the shop's paying shoppers (issue 19). */
  supportPersonCount: Type.Integer(),
  /** The shop's own: shoppers whose paid orders support it now. */
  realityJoinPeople: Type.Integer(),
  /** Raised, base and paid orders. */
  currentAmountFen: Type.Integer(),
  currentQuantity: Type.Integer(),
  /** Whole percent of the target reached (may pass 100). */
  progressPercent: Type.Integer(),
  /** Active reservations while in preheat. */
  reservedCount: Type.Integer(),
  /** What settlement decided once it ended (CrowdfundSuccess or CrowdfundFail), null before. */
  outcome: Type.Union([Type.Integer(), Type.Null()]),
  /** When settlement finished (every failed supporter's order refunded), null before. */
  settledAt: Type.Union([Type.String(), Type.Null()]),
});
export type AdminCrowdfund = Static<typeof AdminCrowdfund>;

export const AdminCrowdfundPage = Paged(AdminCrowdfund);
export type AdminCrowdfundPage = Static<typeof AdminCrowdfundPage>;

/** GET a crowdfund's supporter orders: a page of them, newest first. */
export const AdminCrowdfundOrderQuery = Type.Object(
  { pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })), pageSize: Type.Optional(AdminPageSize) },
  { additionalProperties: false },
);
export type AdminCrowdfundOrderQuery = Static<typeof AdminCrowdfundOrderQuery>;

/** An order placed on a crowdfund's goods while it ran: paid or not, refunded or not (the detail page's list). */
export const AdminCrowdfundOrder = Type.Object({
  /** The order's id (订单详情 in the console, for whoever reads orders). */
  id: Type.String(),
  orderNo: Type.String(),
  /** The shopper's phone, masked (138****0001). */
  buyerPhone: Type.String(),
  /** Pieces of the crowdfund's goods in the order. */
  pieces: Type.Integer(),
  payAmount: Fen,
  statusText: Type.String(),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** Cash refunded or being refunded (fen), and how the last refund stands; null when nothing was refunded. */
  refund: Type.Union([Type.Object({ amountFen: Fen, statusText: Type.String() }), Type.Null()]),
});
export type AdminCrowdfundOrder = Static<typeof AdminCrowdfundOrder>;

export const AdminCrowdfundOrderPage = Paged(AdminCrowdfundOrder);
export type AdminCrowdfundOrderPage = Static<typeof AdminCrowdfundOrderPage>;

/** What the audit log names marketing writes by. */
export const MarketingAuditAction = {
  poolCreate: 'pool.create',
  poolUpdate: 'pool.update',
  poolStop: 'pool.stop',
  poolStart: 'pool.start',
  crowdfundCreate: 'crowdfund.create',
  crowdfundUpdate: 'crowdfund.update',
  crowdfundEnd: 'crowdfund.end',
} as const;

export const MarketingAuditTarget = { pool: 'rights-pool', crowdfund: 'crowdfund' } as const;

/** A goods the crowdfund form may pick: found by name or id, on the shelf or not. */

export const AdminGoodsOptionQuery = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false });

/** The console's marketing calls, relative to ADMIN_API_BASE. A crowdfund is named by its goods' id. */
export const MarketingAdminPaths = {
  pools: '/marketing/pools',
  pool: '/marketing/pools/:id',
  poolClaiming: '/marketing/pools/:id/claiming',
  crowdfunds: '/marketing/crowdfunds',
  crowdfund: '/marketing/crowdfunds/:id',
  crowdfundEnd: '/marketing/crowdfunds/:id/end',
  crowdfundOrders: '/marketing/crowdfunds/:id/orders',
  goodsOptions: '/marketing/goods-options',
} as const;

const MARKETING_READ = Permission.marketingRead;
const MARKETING_WRITE = Permission.marketingWrite;

/** Coupon and rights-card pools, crowdfunds (营销运营). Nothing is deleted: a pool is stopped, a crowdfund taken off. */
export const MarketingAdminApi = declareApi('marketing', {
  listPools: adminRoute('GET', MarketingAdminPaths.pools, MARKETING_READ, 'Search coupon and card pools by name or number, kind, type and status, newest first, with claimed and used counts', {
    query: AdminPoolQuery,
    answer: AdminPoolPage,
  }),
  getPool: adminRoute('GET', MarketingAdminPaths.pool, MARKETING_READ, 'One pool with its claimed and used counts', { params: AdminIdParams, answer: AdminPool }),
  createPool: adminRoute('POST', MarketingAdminPaths.pools, MARKETING_WRITE, 'Create a coupon or rights-card pool', { body: AdminPoolBody, answer: AdminPool }),
  updatePool: adminRoute(
    'PUT',
    MarketingAdminPaths.pool,
    MARKETING_WRITE,
    "Edit a pool: once a right is claimed its type, face value, threshold, goods type and number are frozen, and the stock never goes below what was claimed",
    { params: AdminIdParams, body: AdminPoolBody, answer: AdminPool },
  ),
  setPoolClaiming: adminRoute('PUT', MarketingAdminPaths.poolClaiming, MARKETING_WRITE, 'Stop or start claiming (and exchanging) a pool', {
    params: AdminIdParams,
    body: AdminPoolClaimingBody,
    answer: AdminPool,
  }),
  listCrowdfunds: adminRoute('GET', MarketingAdminPaths.crowdfunds, MARKETING_READ, 'Search crowdfunds by goods name or number and status now, with live progress', {
    query: AdminCrowdfundQuery,
    answer: AdminCrowdfundPage,
  }),
  getCrowdfund: adminRoute('GET', MarketingAdminPaths.crowdfund, MARKETING_READ, 'One crowdfund (id: its goods) with its live figures, outcome and settlement', {
    params: AdminIdParams,
    answer: AdminCrowdfund,
  }),
  crowdfundOrders: adminRoute(
    'GET',
    MarketingAdminPaths.crowdfundOrders,
    MARKETING_READ,
    "A crowdfund's supporter orders (id: its goods): placed while it ran, newest first, the shopper's phone masked, with pay and refund state",
    { params: AdminIdParams, query: AdminCrowdfundOrderQuery, answer: AdminCrowdfundOrderPage },
  ),
  createCrowdfund: adminRoute('POST', MarketingAdminPaths.crowdfunds, MARKETING_WRITE, 'Open a crowdfund on a goods (one per goods); the goods becomes a crowdfunding goods', {
    body: AdminCrowdfundCreateBody,
    answer: AdminCrowdfund,
  }),
  updateCrowdfund: adminRoute(
    'PUT',
    MarketingAdminPaths.crowdfund,
    MARKETING_WRITE,
    'Edit a crowdfund (id: its goods): once started its target and start stay, its end only moves later',
    { params: AdminIdParams, body: AdminCrowdfundBody, answer: AdminCrowdfund },
  ),
  endCrowdfund: adminRoute(
    'POST',
    MarketingAdminPaths.crowdfundEnd,
    MARKETING_WRITE,
    '结束众筹 (id: its goods): a running crowdfund ends now, an ended one is settled now; success or fail by its figures, a failed one refunds every supporter. A repeat answers the same',
    { params: AdminIdParams, answer: AdminCrowdfund },
  ),
  goodsOptions: adminRoute('GET', MarketingAdminPaths.goodsOptions, MARKETING_READ, 'Goods to pick for a crowdfund, by name or id (at most 20)', {
    query: AdminGoodsOptionQuery,
    answer: Type.Array(AdminGoodsOption),
  }),
});
