import { Type, type Static } from 'typebox';
import { Store, UserAddress } from './address.ts';
import { EValue, Fen, Paged } from './common.ts';
import { OrderLinePriced } from './order.ts';
import { AfterSalesType } from '../after-sales.ts';
import { ID_PATTERN, ORDER_LIST_PAGE_SIZE_MAX } from '../constants.ts';
import { OrderAction, OrderFamily, OrderKind, OrderListTab } from '../order-codes.ts';

const Id = Type.String({ pattern: ID_PATTERN });
const Iso = Type.String();

export const OrderListTabSchema = Type.Enum(OrderListTab);
export const OrderActionSchema = Type.Enum(OrderAction);
export const OrderFamilySchema = Type.Enum(OrderFamily);
export const OrderKindSchema = Type.Enum(OrderKind);

/** GET /hermes/v3/orders (§7; pageSize 10 by default, §9): one tab of the user's orders, newest first. */
export const OrderListQuery = Type.Object({
  /** OrderListTab; all when omitted. */
  status: Type.Optional(OrderListTabSchema),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ORDER_LIST_PAGE_SIZE_MAX })),
  /** Cache-busting, ignored. */
  _t: Type.Optional(Type.String({ maxLength: 32 })),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

/** A line of a placed order, as it was bought; productUrl is its product page (buy again, open the goods). */
export const OrderLineView = Type.Object({ ...OrderLinePriced.properties, productUrl: Type.String() });
export type OrderLineView = Static<typeof OrderLineView>;

/**
 * What after-sales says of a line now (issue 15; ours, docs/decisions/orders.md): the types it may
 * ask for (the domain's eligibility rule, as /order/entry answers it), or why not, and the open
 * case holding pieces of it. Unpaid, cancelled and closed orders answer no types.
 */
export const LineAfterSales = Type.Object({
  types: Type.Array(Type.Enum(AfterSalesType)),
  /** Why no type may be asked, in Chinese; null when one may. */
  refusal: Type.Union([Type.String(), Type.Null()]),
  /** The newest open case holding pieces of the line (/order/afterSalesDetail?id=), or null. */
  openCaseId: Type.Union([Type.String(), Type.Null()]),
  /** Whether any case, open or finished, ever held pieces of the line: the order keeps its 退款/售后 door to them. */
  hasCases: Type.Boolean(),
});
export type LineAfterSales = Static<typeof LineAfterSales>;

/** A line of one of the user's orders (list and detail): its id and its after-sales standing. */
export const OrderLineOfOrder = Type.Object({ ...OrderLineView.properties, lineId: Type.Integer(), afterSales: LineAfterSales });
export type OrderLineOfOrder = Static<typeof OrderLineOfOrder>;

/** What the order cost: cash in fen, E-value in points (10 E值 = ¥1). */
export const OrderAmounts = Type.Object({
  /** Sum of the lines' cash before coupon and carriage. */
  goodsAmount: Fen,
  couponDeductAmount: Fen,
  carriage: Fen,
  /** E-value taken, and the cash it stands for. */
  integral: EValue,
  integralDeductAmount: Fen,
  /** Cash due (paid once the order is paid). */
  payAmount: Fen,
  /** E-value earned by paying (§5). */
  pointsEarned: EValue,
});
export type OrderAmounts = Static<typeof OrderAmounts>;

/** One step of the order's history. */
export const OrderTimelineEntry = Type.Object({ status: Type.Integer(), statusText: Type.String(), at: Iso });
export type OrderTimelineEntry = Static<typeof OrderTimelineEntry>;

/** A trace of a parcel: what happened where, newest first in lists. */
export const LogisticsTrace = Type.Object({
  /** LogisticsStatus. */
  status: Type.Integer(),
  statusText: Type.String(),
  description: Type.String(),
  at: Iso,
});
export type LogisticsTrace = Static<typeof LogisticsTrace>;

/** A parcel of an order and every trace of it (the logistics calls of §7). */
export const Logistics = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  carrierCode: Type.String(),
  carrierName: Type.String(),
  carrierPhone: Type.String(),
  expressNo: Type.String(),
  /** LogisticsStatus of the newest trace. */
  status: Type.Integer(),
  statusText: Type.String(),
  shippedAt: Iso,
  signedAt: Type.Union([Iso, Type.Null()]),
  /** Newest first. */
  traces: Type.Array(LogisticsTrace),
  /** What the parcel holds. */
  lines: Type.Array(OrderLineView),
});
export type Logistics = Static<typeof Logistics>;

/** The parcel in one line, for the order detail. */
export const LogisticsSummary = Type.Object({
  carrierName: Type.String(),
  expressNo: Type.String(),
  status: Type.Integer(),
  statusText: Type.String(),
  latest: Type.Union([LogisticsTrace, Type.Null()]),
});
export type LogisticsSummary = Static<typeof LogisticsSummary>;

/** What the list and the detail both open an order with. */
const OrderHead = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  kind: OrderKindSchema,
  family: OrderFamilySchema,
  /** A MainOrderStatus, ShopOrderStatus or VirtualOrderStatus, by family. */
  status: Type.Integer(),
  statusText: Type.String(),
  /** DeliveryMethod; null for virtual goods. */
  deliveryMethod: Type.Union([Type.Integer(), Type.Null()]),
});

/** An order in the list. actions are what the user may do now, in button order. */
export const OrderListItem = Type.Object({
  ...OrderHead.properties,
  lines: Type.Array(OrderLineOfOrder),
  /** Pieces over all lines. */
  totalNum: Type.Integer(),
  amounts: OrderAmounts,
  createdAt: Iso,
  /** When it was paid (its card offers 申请开票 then, as the detail does); null while unpaid. */
  paidAt: Type.Union([Iso, Type.Null()]),
  /** When an unpaid order closes; null once it is paid, cancelled or closed. */
  payDeadline: Type.Union([Iso, Type.Null()]),
  /** The cashier's trade scene (pay action). */
  tradeScene: Type.String(),
  actions: Type.Array(OrderActionSchema),
});
export type OrderListItem = Static<typeof OrderListItem>;

export const OrderPage = Paged(OrderListItem);
export type OrderPage = Static<typeof OrderPage>;

/** GET /hermes/v2/orders/{id}: everything about one of the user's orders. */
export const OrderDetail = Type.Object({
  ...OrderHead.properties,
  /** The address and store as they were when the order was placed. */
  address: Type.Union([UserAddress, Type.Null()]),
  store: Type.Union([Store, Type.Null()]),
  vinCode: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  remark: Type.String(),
  lines: Type.Array(OrderLineOfOrder),
  totalNum: Type.Integer(),
  amounts: OrderAmounts,
  /** The coupon used, or null. */
  rightsAccountId: Type.Union([Type.String(), Type.Null()]),
  tradeScene: Type.String(),
  createdAt: Iso,
  paidAt: Type.Union([Iso, Type.Null()]),
  /** When an unpaid order closes; null once it is paid, cancelled or closed. */
  payDeadline: Type.Union([Iso, Type.Null()]),
  /** Every status the order went through, oldest first. */
  timeline: Type.Array(OrderTimelineEntry),
  logistics: Type.Union([LogisticsSummary, Type.Null()]),
  actions: Type.Array(OrderActionSchema),
});
export type OrderDetail = Static<typeof OrderDetail>;

/** GET /hermes/v3/orders/{id}: the v2 detail plus the server's time, so a countdown does not trust the phone's clock. */
export const OrderDetailV3 = Type.Object({ ...OrderDetail.properties, serverTime: Iso });
export type OrderDetailV3 = Static<typeof OrderDetailV3>;

/** PUT …/cancel, PUT …/confirm: the order as it is now. */
export const OrderActionResult = Type.Object({
  orderId: Type.String(),
  status: Type.Integer(),
  statusText: Type.String(),
  actions: Type.Array(OrderActionSchema),
});
export type OrderActionResult = Static<typeof OrderActionResult>;

/** GET /hermes/v1/goods-annex-voucher/delivery-voucher/{id}: the pickup voucher of a paid store-pickup order. */
export const DeliveryVoucher = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  voucherCode: Type.String(),
  /** What the QR code holds (the store scans it). */
  qrContent: Type.String(),
  /** VoucherStatus: unused until the store hands the goods over. */
  status: Type.Integer(),
  statusText: Type.String(),
  /** Whether the goods wait at the store now. */
  readyForPickup: Type.Boolean(),
  usedAt: Type.Union([Iso, Type.Null()]),
  store: Type.Union([Store, Type.Null()]),
  lines: Type.Array(OrderLineView),
});
export type DeliveryVoucher = Static<typeof DeliveryVoucher>;

/** GET /api/user/center/config/order/url/list (displayPlatform). */
export const OrderUrlConfigQuery = Type.Object({
  displayPlatform: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  _t: Type.Optional(Type.String({ maxLength: 32 })),
});
export type OrderUrlConfigQuery = Static<typeof OrderUrlConfigQuery>;

/** An entry of the user centre's order bar: title, icon, where it opens, and how many of the user's orders are in it. */
export const OrderUrlConfig = Type.Object({
  title: Type.String(),
  tab: OrderListTabSchema,
  url: Type.String(),
  iconUrl: Type.String(),
  /** The user's orders under this tab (0 for all and after-sales, which show no badge). */
  count: Type.Integer({ minimum: 0 }),
});
export type OrderUrlConfig = Static<typeof OrderUrlConfig>;

/** GET /hermes/v1/orders/logistics-informations (orderNo), GET /hermes/annex/v2/order/logistics/list (bizNo = orderNo). */
export const LogisticsByOrderNoQuery = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 64 }) });
export const LogisticsByBizNoQuery = Type.Object({ bizNo: Type.String({ minLength: 1, maxLength: 64 }) });
/** GET /hermes/v1/order/shopping-cart/logistics (expressNo). */
export const LogisticsByExpressNoQuery = Type.Object({ expressNo: Type.String({ minLength: 1, maxLength: 64 }) });
/** GET /hermes/v1/order/shopping-cart/logistics/list (orderId). */
export const LogisticsByOrderIdQuery = Type.Object({ orderId: Id });

/** The sandbox store redeeming a pickup voucher (development and tests). */
export const VoucherRedeemBody = Type.Object({ voucherCode: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export const VoucherRedeemResult = Type.Object({ orderId: Type.String(), orderNo: Type.String(), status: Type.Integer() });
export type VoucherRedeemResult = Static<typeof VoucherRedeemResult>;
