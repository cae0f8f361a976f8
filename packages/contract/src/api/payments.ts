import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { Header } from '../http.ts';
import { CashierChannel, PayTerminalType } from '../order-codes.ts';
import { declareApi, route } from '../route.ts';
import {
  BusinessIdQuery,
  CashFlowNoQuery,
  CreatePaymentBody,
  CreatePaymentResult,
  FrontDataBody,
  OrderNoQuery,
  OrderRefParams,
  OutTradeNoQuery,
  PayConfig,
  PayConfigQuery,
  PayCountdown,
  PayNotification,
  PayNotifyAnswer,
  PayResult,
  PayResultConfig,
  PayWays,
  RefundNotification,
  RefundNotifyAnswer,
  TradeOrder,
  TradeResult,
  TransferAccount,
  TransferInfo,
} from '../schemas/payment.ts';

const createSummary = (terminal: PayTerminalType) => `Start a payment of the order through a channel (${terminal}); open payUrl`;
const create = { body: CreatePaymentBody, answer: CreatePaymentResult };
const ChannelParams = Type.Object({
  channel: Type.Unsafe<CashierChannel>(Type.Union(Object.values(CashierChannel).map((c) => Type.Literal(c)))),
});
const TRADE_RESULT = "Where the order's payment stands (tradeStatus, payStatus)";

/** §7 Payment: the cashier, results, bank transfer, and the channels' notifications. */
export const PaymentsApi = declareApi('payments', {
  payWay: route('GET', Paths.payWay, 'The ways to pay an order (orderNo or order id) and what it asks for', { params: OrderRefParams, answer: PayWays }, 'required'),
  payConfig: route('GET', Paths.payConfig, 'The ways of this terminal (H5 inside the messenger, else OUT_H5)', { query: PayConfigQuery, answer: PayConfig }, 'required'),
  payCountdown: route(
    'GET',
    Paths.payCountdown,
    'Seconds left to pay; at 0 the order is closed and its stock, E-value and coupon released',
    { params: OrderRefParams, answer: PayCountdown },
    'required',
  ),
  /** b2c-online pays from a browser (OUT_H5), h5-pay inside the messenger (H5); v1 and v2 alike. */
  b2cOnline: route('POST', Paths.icbcB2cOnline, createSummary(PayTerminalType.OUT_H5), create, 'required'),
  h5Pay: route('POST', Paths.icbcH5Pay, createSummary(PayTerminalType.H5), create, 'required'),
  b2cOnlineV2: route('POST', Paths.icbcB2cOnlineV2, createSummary(PayTerminalType.OUT_H5), create, 'required'),
  h5PayV2: route('POST', Paths.icbcH5PayV2, createSummary(PayTerminalType.H5), create, 'required'),
  tradeResult: route('GET', Paths.tradeResult, TRADE_RESULT, { params: OrderRefParams, answer: TradeResult }, 'required'),
  orderPayResult: route('GET', Paths.orderPayResult, TRADE_RESULT, { params: OrderRefParams, answer: TradeResult }, 'required'),
  queryPayResult: route('GET', Paths.queryPayResult, 'Where one payment (cashFlowNo) stands', { query: CashFlowNoQuery, answer: TradeResult }, 'required'),
  payResultByOutTradeNo: route(
    'GET',
    Paths.payResultByOutTradeNo,
    'The pay result of an out_trade_no: frontData (resultUrl) and cashFlowNo, for /payTransfer',
    { query: OutTradeNoQuery, answer: PayResult },
    'required',
  ),
  frontData: route(
    'POST',
    Paths.payFrontData,
    'Store where /payTransfer returns after a payment (frontData JSON with a resultUrl of this site)',
    { body: FrontDataBody, answer: PayResult },
    'required',
  ),
  payResultConfig: route(
    'GET',
    Paths.payResultConfig,
    "The result page's title, texts and buttons for the order now",
    { query: BusinessIdQuery, answer: PayResultConfig },
    'required',
  ),
  queryTradeOrder: route(
    'GET',
    Paths.queryTradeOrder,
    "The order's trade order (its bank transfer's when it has one)",
    { query: BusinessIdQuery, answer: TradeOrder },
    'required',
  ),
  transferGetOrCreate: route(
    'GET',
    Paths.transferGetOrCreate,
    'The transfer payment info of an order, making its transfer trade order while it waits for cash',
    { query: OrderNoQuery, answer: TransferInfo },
    'required',
  ),
  transferOrder: route('GET', Paths.transferOrder, 'The transfer order of an orderNo, without making one', { query: OrderNoQuery, answer: TransferInfo }, 'required'),
  transferAccount: route(
    'GET',
    Paths.transferAccount,
    'The bank transfer receiving account for an order',
    { query: BusinessIdQuery, answer: TransferAccount },
    'required',
  ),
  /** Server to server: the channel proves itself by its signature, not by a login. */
  notify: route(
    'POST',
    Paths.payNotify,
    `A channel's asynchronous notification, signed in ${Header.paySignature} (HMAC-SHA256 of the canonical body); a repeat answers as the first`,
    { params: ChannelParams, body: PayNotification, answer: PayNotifyAnswer },
  ),
  refundNotify: route(
    'POST',
    Paths.payRefundNotify,
    `A channel's refund notification, signed in ${Header.paySignature} as payment notifications are; a repeat answers as the first`,
    { params: ChannelParams, body: RefundNotification, answer: RefundNotifyAnswer },
  ),
  formNotify: route(
    'POST',
    Paths.payFormNotify,
    "A channel's notification posted as a signed form (Alipay: RSA2 over the sorted fields; ICBC: RSA over the notify path and sorted fields; UnionPay: its signPubKeyCert's signature, payments and refunds); answers in the channel's own words, not an envelope: Alipay's success or fail, ICBC's signed JSON (return_code 0, or -1), UnionPay's ok, or fail with 400 (each refusal makes the channel post again)",
    { params: ChannelParams, consumes: ['application/x-www-form-urlencoded'], answer: Type.String() },
  ),
  signedNotify: route(
    'POST',
    Paths.paySignedNotify,
    "A channel's payment or refund notification signed in its own headers over the raw JSON body, its resource encrypted (WeChat Pay v3: Wechatpay-Signature, AES-256-GCM); answers 204 when taken, 4xx/5xx {code, message} so that it posts again, not an envelope",
    { params: ChannelParams, consumes: ['application/json'], answer: Type.Null() },
  ),
});
