import { Type, type Static } from 'typebox';
import {
  CashierChannel as Channel,
  PayNotifyStatus as NotifyStatus,
  RefundNotifyStatus,
  PayResultAction as ResultAction,
  PayTerminalType as Terminal,
  TradeOrderStatus as TransferStatus,
} from '../order-codes.ts';
import { CASH_FLOW_NO_PATTERN, FRONT_DATA_MAX, ORDER_NO_PATTERN, ORDER_REF_PATTERN, OUT_REFUND_NO_PATTERN, OUT_TRADE_NO_PATTERN } from '../constants.ts';
import { EValue, Fen } from './common.ts';

const OrderNo = Type.String({ pattern: ORDER_NO_PATTERN });
const CashFlowNo = Type.String({ pattern: CASH_FLOW_NO_PATTERN });
const OutTradeNo = Type.String({ pattern: OUT_TRADE_NO_PATTERN });

const ChannelField = Type.Union([
  Type.Literal(Channel.WechatPay),
  Type.Literal(Channel.Alipay),
  Type.Literal(Channel.UnionPay),
  Type.Literal(Channel.ICBC),
  Type.Literal(Channel.Transfer),
]);
const TerminalField = Type.Union([Type.Literal(Terminal.H5), Type.Literal(Terminal.OUT_H5)]);
const TransferStatusField = Type.Union([
  Type.Literal(TransferStatus.waitPay),
  Type.Literal(TransferStatus.finish),
  Type.Literal(TransferStatus.close),
]);
/** §4 trade status: in progress 0, success 1, failed 2. */
const TradeStatusField = Type.Integer({ minimum: 0, maximum: 2 });
/** §4 pay status: dealing -1, success 0, close 1. */
const PayStatusField = Type.Integer({ minimum: -1, maximum: 1 });

/** The {id} of pay-way, pay-countdown, trade/result and orders/pay-result: an orderNo, or an order id. */
export const OrderRefParams = Type.Object({ id: Type.String({ pattern: ORDER_REF_PATTERN }) });

/** businessId of the v2 pay calls: the orderNo being paid. (Queries tolerate extra fields such as a cache-busting _t.) */
export const BusinessIdQuery = Type.Object({ businessId: OrderNo });
export const OrderNoQuery = Type.Object({ orderNo: OrderNo });
export const CashFlowNoQuery = Type.Object({ cashFlowNo: CashFlowNo });
/** /payTransfer's query field, as the channels write it. */
export const OutTradeNoQuery = Type.Object({ out_trade_no: OutTradeNo });

/** GET …/pay-config (§7): businessId and terminalType (H5 inside the messenger, else OUT_H5). */
export const PayConfigQuery = Type.Object({ businessId: OrderNo, terminalType: TerminalField });

/** One way the cashier offers. Disabled ways are listed greyed, never paid with. */
export const PayWayItem = Type.Object({
  channel: ChannelField,
  /** In Chinese (微信支付, 支付宝, 云闪付, 工商银行, 银行转账). */
  name: Type.String(),
  enabled: Type.Boolean(),
  /** The §9 pay channel code where the spec has one (WechatPay 1, Alipay 2, UnionPay 5), else null. */
  payChannel: Type.Union([Type.Integer(), Type.Null()]),
});
export type PayWayItem = Static<typeof PayWayItem>;

/** GET /hermes/v1/view/pay/pay-way/{id}: what the order asks for and every way to pay it. */
export const PayWays = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  /** Cash due, fen. */
  payAmount: Fen,
  /** E-value already taken when the order was placed. */
  payIntegral: EValue,
  payDeadline: Type.String(),
  remainSeconds: Type.Integer({ minimum: 0 }),
  ways: Type.Array(PayWayItem),
});
export type PayWays = Static<typeof PayWays>;

/** GET /hermes/v2/view/pay/pay-config: the channels of this terminal (no Alipay inside the messenger). */
export const PayConfig = Type.Object({
  businessId: Type.String(),
  terminalType: TerminalField,
  channels: Type.Array(PayWayItem),
});
export type PayConfig = Static<typeof PayConfig>;

/** GET /hermes/v1/orders/pay-countdown/{id}: at 0 the order is closed and its stock, E-value and coupon released. */
export const PayCountdown = Type.Object({
  orderNo: Type.String(),
  remainSeconds: Type.Integer({ minimum: 0 }),
  payDeadline: Type.String(),
  /** The order's status now (MainOrderStatus, or VirtualOrderStatus for virtual orders). */
  status: Type.Integer(),
  /** True once the order is closed or cancelled: the cashier goes to timeoutUrl. */
  closed: Type.Boolean(),
});
export type PayCountdown = Static<typeof PayCountdown>;

/**
 * The body of the ICBC calls (b2c-online, h5-pay and their v2): pay this order through this channel.
 * resultUrl (a path of this site) is stored as frontData for /payTransfer to return to.
 */
export const CreatePaymentBody = Type.Object(
  {
    orderNo: OrderNo,
    channel: ChannelField,
    resultUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CreatePaymentBody = Static<typeof CreatePaymentBody>;

/**
 * WeChat Pay inside the messenger (JSAPI): what the page hands to WeixinJSBridge's
 * getBrandWCPayRequest, signed by the merchant (paySign, RSA over appId, timeStamp, nonceStr, package).
 */
export const WechatJsapiParams = Type.Object({
  appId: Type.String(),
  timeStamp: Type.String(),
  nonceStr: Type.String(),
  /** prepay_id=… */
  package: Type.String(),
  signType: Type.Literal('RSA'),
  paySign: Type.String(),
});
export type WechatJsapiParams = Static<typeof WechatJsapiParams>;

/**
 * A payment started: open payUrl (the channel's gateway; for Transfer, the transfer-info page).
 * With jsapi (WeChat Pay inside the messenger) the page first pays through WeixinJSBridge with
 * those params, then opens payUrl (the pay result).
 */
export const CreatePaymentResult = Type.Object({
  cashFlowNo: Type.String(),
  outTradeNo: Type.String(),
  channel: ChannelField,
  payAmount: Fen,
  payUrl: Type.String(),
  jsapi: Type.Optional(WechatJsapiParams),
});
export type CreatePaymentResult = Static<typeof CreatePaymentResult>;

/**
 * GET /hermes/v1/trade/result/{id}, GET /hermes/v2/orders/pay-result/{id} (by order) and
 * GET …/query-pay-result (by cashFlowNo): where the order's payment stands.
 */
export const TradeResult = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  /** OrderKind: which result page and texts apply. */
  kind: Type.String(),
  /** The payment asked about, or the order's latest; null when none was started. */
  cashFlowNo: Type.Union([Type.String(), Type.Null()]),
  channel: Type.Union([ChannelField, Type.Null()]),
  tradeStatus: TradeStatusField,
  payStatus: PayStatusField,
  /** Cash of the order, fen, and E-value it took. */
  payAmount: Fen,
  payIntegral: EValue,
  /** E-value granted for paying (once paid). */
  pointsEarned: EValue,
  orderStatus: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
});
export type TradeResult = Static<typeof TradeResult>;

/** §3 pay result: frontData is a JSON text with resultUrl; /payTransfer opens it. */
export const PayResult = Type.Object({ frontData: Type.String(), cashFlowNo: Type.String() });
export type PayResult = Static<typeof PayResult>;

/** POST /hermes/v2/view/pay/front-data: store where /payTransfer returns for this payment. */
export const FrontDataBody = Type.Object(
  { cashFlowNo: CashFlowNo, frontData: Type.String({ minLength: 2, maxLength: FRONT_DATA_MAX }) },
  { additionalProperties: false },
);
export type FrontDataBody = Static<typeof FrontDataBody>;

/** A button of a pay-result page. */
export const PayResultButton = Type.Object({
  text: Type.String(),
  action: Type.Union([
    Type.Literal(ResultAction.orderDetail),
    Type.Literal(ResultAction.orderList),
    Type.Literal(ResultAction.home),
    Type.Literal(ResultAction.repay),
  ]),
  primary: Type.Boolean(),
});
export type PayResultButton = Static<typeof PayResultButton>;

/** GET /hermes/v2/view/pay/pay-result-config (businessId): the result page's title, texts and buttons for this order's state. */
export const PayResultConfig = Type.Object({
  businessId: Type.String(),
  payStatus: PayStatusField,
  title: Type.String(),
  texts: Type.Array(Type.String()),
  buttons: Type.Array(PayResultButton),
});
export type PayResultConfig = Static<typeof PayResultConfig>;

/** GET /hermes/v2/view/pay/query-trade-order (businessId): the order's trade order (the bank transfer's when there is one). */
export const TradeOrder = Type.Object({
  businessId: Type.String(),
  cashFlowNo: Type.Union([Type.String(), Type.Null()]),
  tradeOrderStatus: TransferStatusField,
  tradeStatus: TradeStatusField,
  payStatus: PayStatusField,
  toPayAmount: Fen,
});
export type TradeOrder = Static<typeof TradeOrder>;

/** Bank transfer receiving account (§3; fetch bank transfer account by businessId). */
export const TransferAccount = Type.Object({
  czCardName: Type.String(),
  czCard: Type.String(),
  bankDeposit: Type.String(),
  cardInvalidDays: Type.Integer({ minimum: 1 }),
});
export type TransferAccount = Static<typeof TransferAccount>;

/** §3 transfer payment info (GET …/getOrCreate and the transfer order by orderNo). */
export const TransferInfo = Type.Object({
  orderNo: Type.String(),
  /** Null when the order was closed or paid before a transfer was made (tradeOrderStatus then says which). */
  cashFlowNo: Type.Union([Type.String(), Type.Null()]),
  toPayAmount: Fen,
  tradeOrderStatus: TransferStatusField,
  czCardName: Type.String(),
  czCard: Type.String(),
  bankDeposit: Type.String(),
  cardInvalidDays: Type.Integer({ minimum: 1 }),
  /** When the receiving account lapses (and the unpaid order closes); null without a transfer. */
  expireTime: Type.Union([Type.String(), Type.Null()]),
  /** Development and demo only: the sandbox gateway page that plays the money arriving; null elsewhere. */
  sandboxPayUrl: Type.Union([Type.String(), Type.Null()]),
});
export type TransferInfo = Static<typeof TransferInfo>;

/**
 * A channel's asynchronous notification (POST …/pay/notify/{channel}), signed in the
 * x-pay-signature header: hex HMAC-SHA256 of the canonical body (keys sorted, JSON).
 */
export const PayNotification = Type.Object(
  {
    outTradeNo: OutTradeNo,
    /** The channel's own trade number. */
    channelTradeNo: Type.String({ minLength: 1, maxLength: 64 }),
    /** Fen the shopper paid. */
    amount: Type.Integer({ minimum: 0 }),
    status: Type.Union([Type.Literal(NotifyStatus.success), Type.Literal(NotifyStatus.failed), Type.Literal(NotifyStatus.closed)]),
    /** ISO time of the channel's event. */
    eventAt: Type.String({ maxLength: 40 }),
    nonce: Type.String({ minLength: 8, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type PayNotification = Static<typeof PayNotification>;

/**
 * A channel's refund notification (POST …/pay/refund-notify/{channel}), signed exactly as payment
 * notifications are: x-pay-signature, hex HMAC-SHA256 of the canonical body.
 */
export const RefundNotification = Type.Object(
  {
    outRefundNo: Type.String({ pattern: OUT_REFUND_NO_PATTERN }),
    outTradeNo: OutTradeNo,
    /** The channel's own refund number. */
    channelRefundNo: Type.String({ minLength: 1, maxLength: 64 }),
    /** Fen paid back. */
    amount: Type.Integer({ minimum: 1 }),
    status: Type.Union([Type.Literal(RefundNotifyStatus.success), Type.Literal(RefundNotifyStatus.failed)]),
    eventAt: Type.String({ maxLength: 40 }),
    nonce: Type.String({ minLength: 8, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type RefundNotification = Static<typeof RefundNotification>;

export const RefundNotifyAnswer = Type.Object({ outRefundNo: Type.String(), received: Type.Boolean() });
export type RefundNotifyAnswer = Static<typeof RefundNotifyAnswer>;

/** What the notify endpoint answers a channel: received (a repeat answers the same). */
export const PayNotifyAnswer = Type.Object({ outTradeNo: Type.String(), received: Type.Boolean() });
export type PayNotifyAnswer = Static<typeof PayNotifyAnswer>;
