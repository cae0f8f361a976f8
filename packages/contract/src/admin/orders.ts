import { Type, type Static } from 'typebox';
import { CashierChannel, OrderKind } from '../order-codes.ts';
import { adminRoute, declareApi } from '../route.ts';
import { Store, UserAddress } from '../schemas/address.ts';
import { Waybill } from '../schemas/waybill.ts';
import { IdParam, Paged } from '../schemas/common.ts';
import { LogisticsSummary, OrderAmounts, OrderTimelineEntry } from '../schemas/order-view.ts';
import { AdminAfterSalesRow } from './after-sales.ts';
import { AuditEntry } from './audit.ts';
import { Permission } from './permissions.ts';

/** Admin API paths of 订单管理 (issue 15), relative to ADMIN_API_BASE. {id} is an order id. */
export const OrderAdminPaths = {
  orders: '/orders',
  order: '/orders/:id',
  cancelRefund: '/orders/:id/cancel-refund',
  ship: '/orders/:id/ship',
} as const;

/** What 订单管理 writes to the audit log (target type `order`). */
export const OrderAuditAction = { cancelRefund: 'order.cancelRefund', ship: 'order.ship' } as const;

/** The console's status filter: the order families' statuses grouped as an operator reads them (packages/domain adminOrderStatuses). */
export const AdminOrderStatusGroup = {
  waitPay: 'waitPay',
  waitSend: 'waitSend',
  waitReceive: 'waitReceive',
  waitAppraise: 'waitAppraise',
  finished: 'finished',
  closed: 'closed',
} as const;
export type AdminOrderStatusGroup = (typeof AdminOrderStatusGroup)[keyof typeof AdminOrderStatusGroup];

/** How an order was paid: a cashier channel of its paid payment, or E-value (and coupon) alone. */
export const AdminPayWay = { ...CashierChannel, evalue: 'evalue' } as const;
export type AdminPayWay = (typeof AdminPayWay)[keyof typeof AdminPayWay];

const Iso = Type.String({ format: 'date-time' });

export const AdminOrderQuery = Type.Object(
  {
    /** An order number, the buyer's (or the order's) phone, or a goods name. */
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
    status: Type.Optional(Type.Enum(AdminOrderStatusGroup)),
    kind: Type.Optional(Type.Enum(OrderKind)),
    payWay: Type.Optional(Type.Enum(AdminPayWay)),
    createdFrom: Type.Optional(Iso),
    createdTo: Type.Optional(Iso),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type AdminOrderQuery = Static<typeof AdminOrderQuery>;

export const AdminOrderRow = Type.Object({
  id: Type.String(),
  orderNo: Type.String(),
  kind: Type.Enum(OrderKind),
  kindText: Type.String(),
  status: Type.Integer(),
  statusText: Type.String(),
  userId: Type.String(),
  buyerPhone: Type.String(),
  /** The first line's name; the others counted in lineCount. */
  goodsName: Type.String(),
  lineCount: Type.Integer(),
  totalNum: Type.Integer(),
  payAmount: Type.Integer(),
  integral: Type.Integer(),
  payWayText: Type.String(),
  createdAt: Iso,
  paidAt: Type.Union([Iso, Type.Null()]),
});
export type AdminOrderRow = Static<typeof AdminOrderRow>;

export const AdminOrderLine = Type.Object({
  lineId: Type.Integer(),
  goodsId: Type.String(),
  skuId: Type.String(),
  name: Type.String(),
  specsName: Type.String(),
  pictureUrl: Type.String(),
  num: Type.Integer(),
  price: Type.Integer(),
  eValue: Type.Integer(),
});

export const AdminPaymentRecord = Type.Object({
  cashFlowNo: Type.String(),
  channelText: Type.String(),
  amountFen: Type.Integer(),
  stateText: Type.String(),
  channelTradeNo: Type.Union([Type.String(), Type.Null()]),
  createdAt: Iso,
  paidAt: Type.Union([Iso, Type.Null()]),
});

export const AdminRefundRecord = Type.Object({
  refundNo: Type.String(),
  amountFen: Type.Integer(),
  reason: Type.String(),
  statusText: Type.String(),
  createdAt: Iso,
  finishedAt: Type.Union([Iso, Type.Null()]),
});

export const AdminOrderDetail = Type.Object({
  ...AdminOrderRow.properties,
  buyerNickname: Type.String(),
  address: Type.Union([UserAddress, Type.Null()]),
  store: Type.Union([Store, Type.Null()]),
  vinCode: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  remark: Type.String(),
  lines: Type.Array(AdminOrderLine),
  amounts: OrderAmounts,
  timeline: Type.Array(OrderTimelineEntry),
  payments: Type.Array(AdminPaymentRecord),
  refunds: Type.Array(AdminRefundRecord),
  logistics: Type.Union([LogisticsSummary, Type.Null()]),
  cases: Type.Array(AdminAfterSalesRow),
  /** Newest first: the order's and its cases' audit rows. */
  audit: Type.Array(AuditEntry),
  /** Why 取消并退款 is not possible now (Chinese), or null when it is. */
  cancelRefundRefusal: Type.Union([Type.String(), Type.Null()]),
  /** The cash it would pay back is above the configured amount: 财务 approval (refunds:approve) needed as well. */
  cancelRefundNeedsApproval: Type.Boolean(),
  /** A paid posted order waiting to ship (not held by after-sales): 发货 may enter its waybill. */
  shippable: Type.Boolean(),
});
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;

export const OrderCancelRefundBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type OrderCancelRefundBody = Static<typeof OrderCancelRefundBody>;

/** 发货: the express company (a code of EXPRESS_COMPANIES) and the waybill number the warehouse wrote on the parcel. */
export const OrderShipBody = Waybill;
export type OrderShipBody = Static<typeof OrderShipBody>;

const OrderParams = Type.Object({ id: IdParam });

export const OrderAdminApi = declareApi('order-admin', {
  list: adminRoute('GET', OrderAdminPaths.orders, Permission.ordersRead, 'Search orders by number, phone or goods; filter by status, kind, pay way and date', {
    query: AdminOrderQuery,
    answer: Paged(AdminOrderRow),
  }),
  detail: adminRoute('GET', OrderAdminPaths.order, Permission.ordersRead, 'An order: lines, amounts, buyer, address, payments, refunds, logistics, after-sales cases, audit', {
    params: OrderParams,
    answer: AdminOrderDetail,
  }),
  cancelRefund: adminRoute(
    'POST',
    OrderAdminPaths.cancelRefund,
    Permission.afterSalesHandle,
    'Cancel a paid, not shipped order (a virtual one not opened) and refund it whole, with a reason, through after-sales; once (above the configured amount also refunds:approve)',
    { params: OrderParams, body: OrderCancelRefundBody, answer: AdminOrderDetail },
  ),
  ship: adminRoute(
    'POST',
    OrderAdminPaths.ship,
    Permission.ordersShip,
    "Ship a paid posted order under the waybill the warehouse entered (company and number): the shopper is told, the parcel followed; once (40090 when it cannot ship now or the number is another parcel's)",
    { params: OrderParams, body: OrderShipBody, answer: AdminOrderDetail },
  ),
});
