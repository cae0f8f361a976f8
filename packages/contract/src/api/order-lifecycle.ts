import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { SandboxPaths } from '../http.ts';
import { declareApi, route } from '../route.ts';
import { IdParam } from '../schemas/common.ts';
import {
  DeliveryVoucher,
  Logistics,
  LogisticsByBizNoQuery,
  LogisticsByExpressNoQuery,
  LogisticsByOrderIdQuery,
  LogisticsByOrderNoQuery,
  OrderActionResult,
  OrderDetail,
  OrderDetailV3,
  OrderListQuery,
  OrderPage,
  OrderUrlConfig,
  OrderUrlConfigQuery,
  VoucherRedeemBody,
  VoucherRedeemResult,
} from '../schemas/order-view.ts';

const params = Type.Object({ id: IdParam });
const parcels = Type.Array(Logistics);

/**
 * The user's orders after checkout (§7 Orders): list, detail, cancel, confirm, delete, pickup
 * voucher, the order bar config and the logistics calls.
 */
export const OrderLifecycleApi = declareApi('orders', {
  list: route('GET', Paths.orderList, "One tab of the user's orders, newest first (pageSize 10 by default)", { query: OrderListQuery, answer: OrderPage }, 'required'),
  detailV2: route('GET', Paths.orderDetailV2, 'One of the user’s orders, all of it', { params, answer: OrderDetail }, 'required'),
  detailV3: route('GET', Paths.orderDetailV3, 'The v2 detail plus the server time (for the pay countdown)', { params, answer: OrderDetailV3 }, 'required'),
  cancel: route('PUT', Paths.orderCancel, 'Cancel an unpaid order; its stock, E-value and coupon come back once', { params, answer: OrderActionResult }, 'required'),
  confirm: route('PUT', Paths.orderConfirm, 'Confirm receipt of an order out for delivery (waitReceive, waitSign)', { params, answer: OrderActionResult }, 'required'),
  delete: route('DELETE', Paths.orderDelete, 'Delete (hide) a finished, cancelled or closed order', { params, answer: Type.Null() }, 'required'),
  deliveryVoucher: route(
    'GET',
    Paths.deliveryVoucher,
    'The pickup voucher (code and QR content) of a paid store-pickup order',
    { params, answer: DeliveryVoucher },
    'required',
  ),
  urlList: route(
    'GET',
    Paths.orderUrlList,
    "The user centre's order bar: 全部订单 … 退款/售后 with their routes and the user's counts (0 for a guest)",
    { query: OrderUrlConfigQuery, answer: Type.Array(OrderUrlConfig) },
    'optional',
  ),
  logisticsByOrderNo: route(
    'GET',
    Paths.logisticsInformations,
    'The parcels of an order by orderNo (none before it ships)',
    { query: LogisticsByOrderNoQuery, answer: parcels },
    'required',
  ),
  logisticsByBizNo: route('GET', Paths.logisticsListByBizNo, 'The parcels of an order by bizNo (its orderNo)', { query: LogisticsByBizNoQuery, answer: parcels }, 'required'),
  logisticsByOrderId: route('GET', Paths.logisticsListByOrderId, 'The parcels of an order by orderId', { query: LogisticsByOrderIdQuery, answer: parcels }, 'required'),
  logisticsV3: route('GET', Paths.logisticsListV3, 'The parcels of an order by order id', { params, answer: parcels }, 'required'),
  logisticsByExpressNo: route(
    'GET',
    Paths.logisticsByExpressNo,
    "One of the user's parcels by express number",
    { query: LogisticsByExpressNoQuery, answer: Logistics },
    'required',
  ),
});

/** The sandbox store's counter (development and tests only), outside the API base as a store system would be. */
export const StoreSandboxApi = declareApi('sandbox', {
  redeemVoucher: route(
    'POST',
    SandboxPaths.storeVoucherRedeem,
    'The sandbox store hands store-pickup goods over against their voucher (once)',
    { body: VoucherRedeemBody, answer: VoucherRedeemResult },
  ),
});
