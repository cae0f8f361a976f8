/**
 * The spec's order, payment, delivery and review codes (shop-spec §4, §7, §9), declared once;
 * the goods, cart, rights and page codes are in codes.ts.
 */
import type { ValueOf } from './codes.ts';

/** Main order status, §4. */
export const MainOrderStatus = {
  waitPay: 1,
  stocking: 2,
  waitSign: 3,
  sign: 4,
  cancel: 5,
  finish: 6,
  close: 7,
  waitShopConfirm: 8,
  shopConfirm: 9,
  reserve: 10,
  installing: 11,
} as const;
export type MainOrderStatus = ValueOf<typeof MainOrderStatus>;

/** Shop order status, §4. */
export const ShopOrderStatus = {
  waitPay: 1,
  waitSend: 2,
  waitReceive: 3,
  waitAppraise: 4,
  cancel: 5,
  finish: 6,
  close: 7,
} as const;
export type ShopOrderStatus = ValueOf<typeof ShopOrderStatus>;

/** Virtual order status, §4. */
export const VirtualOrderStatus = { waitPay: 1, waitOpen: 2, cancel: 5, finish: 6, fail: 7, close: 10 } as const;
export type VirtualOrderStatus = ValueOf<typeof VirtualOrderStatus>;

/** Pay status, §4. */
export const PayStatus = { dealing: -1, success: 0, close: 1 } as const;
export type PayStatus = ValueOf<typeof PayStatus>;

/** Trade status, §4. */
export const TradeStatus = { inProgress: 0, success: 1, failed: 2 } as const;
export type TradeStatus = ValueOf<typeof TradeStatus>;

/** Refund status, §4. */
export const RefundStatus = { open: 0, close: 1, refundSuccess: 2 } as const;
export type RefundStatus = ValueOf<typeof RefundStatus>;

/** Pay channels, §9 (the first reading). */
export const PayChannel = { WechatPay: 1, Alipay: 2, CloudPay: 3, UnionPay: 5 } as const;
export type PayChannel = ValueOf<typeof PayChannel>;

/** Pay way, §9 (the second reading). */
export const PayWay = { Alipay: 1, UnionPay: 2, Cashier: 3 } as const;
export type PayWay = ValueOf<typeof PayWay>;

/** Pay channel codes of the cashier, §9 (the second reading). */
export const PayChannelCode = { WechatPay: 9, Alipay: 10, UnionPay: 13 } as const;
export type PayChannelCode = ValueOf<typeof PayChannelCode>;

/** Pay methods, §9. */
export const PayMethod = { cash: 'cash', evalue: 'evalue' } as const;
export type PayMethod = ValueOf<typeof PayMethod>;

/** Pay terminal, §9. */
export const PayTerminal = { APP: 5, Wechat: 7, Alipay: 8, WechatMini: 9 } as const;
export type PayTerminal = ValueOf<typeof PayTerminal>;

/** Order sources, §9 (the first reading). */
export const OrderSource = { app: 0, minapp: 1, official: 2, h5: 3, carH5: 9 } as const;
export type OrderSource = ValueOf<typeof OrderSource>;

/** Order channels, §9 (the second reading). */
export const OrderChannel = { APP: 0, WechatMini: 1, H5: 2, Offline: 3 } as const;
export type OrderChannel = ValueOf<typeof OrderChannel>;

/** Order type, §9. */
export const OrderType = { online: 0, offlineDelivery: 1, offlineOrder: 2 } as const;
export type OrderType = ValueOf<typeof OrderType>;

/** Delivery methods, §9. */
export const DeliveryMethod = { online: 1, store: 2, activityOffline: 3 } as const;
export type DeliveryMethod = ValueOf<typeof DeliveryMethod>;

/** Delivery entrance codes, §9. */
export const EntranceCode = { online: '01', offline: '02' } as const;
export type EntranceCode = ValueOf<typeof EntranceCode>;

/** Identification types, §9. */
export const IdentificationType = { vin: 1, ICCID: 2, intellect: 3 } as const;
export type IdentificationType = ValueOf<typeof IdentificationType>;

/** Virtual product use, §9. */
export const VirtualProductUse = { recharge: 1, exchange: 2, interior: 3 } as const;
export type VirtualProductUse = ValueOf<typeof VirtualProductUse>;

/** Business types, §9. */
export const BusinessType = {
  Sale: 1,
  Refund: 2,
  CarsPartReserve: 3,
  CarsReserve: 4,
  CarsSale: 5,
  Wish: 6,
  WishOrder: 7,
  CarsPartReserveRefund: 8,
  Attachment: 9,
  Flow: 16,
  Light: 17,
  FirstPayment: 24,
  CarSpeedy: 26,
} as const;
export type BusinessType = ValueOf<typeof BusinessType>;
/**
 * What an order is for, one per submit page (SubmitRoute): its delivery, carriage and status codes
 * follow from it. Ours: the spec names the pages, not a code. Cart orders of posted goods are boutique
 * (attachment when every line is an attachment).
 */
export const OrderKind = {
  boutique: 'boutique',
  attachment: 'attachment',
  homeCharging: 'homeCharging',
  light: 'light',
  flow: 'flow',
  intellect: 'intellect',
  cardVoucher: 'cardVoucher',
  servicePackage: 'servicePackage',
  sound: 'sound',
  wallpaper: 'wallpaper',
  digital: 'digital',
  charging: 'charging',
} as const;
export type OrderKind = ValueOf<typeof OrderKind>;
/** The cashier's terminal (§7 pay-config terminalType): inside the messenger H5, else OUT_H5. */
export const PayTerminalType = { H5: 'H5', OUT_H5: 'OUT_H5' } as const;
export type PayTerminalType = ValueOf<typeof PayTerminalType>;

/**
 * The ways the cashier offers (§9 pay channels plus ICBC and bank transfer, §7). The spec's two
 * numeric readings cover only some of them, so the cashier speaks these names: ours.
 */
export const CashierChannel = {
  WechatPay: 'WechatPay',
  Alipay: 'Alipay',
  UnionPay: 'UnionPay',
  ICBC: 'ICBC',
  Transfer: 'Transfer',
} as const;
export type CashierChannel = ValueOf<typeof CashierChannel>;

/**
 * A bank-transfer trade order's status (§3 tradeOrderStatus, §4 transfer page): finish and close
 * send the page back with 订单状态异常！. The spec names finish and close only: the codes are ours.
 */
export const TradeOrderStatus = { waitPay: 'WAIT_PAY', finish: 'FINISH', close: 'CLOSE' } as const;
export type TradeOrderStatus = ValueOf<typeof TradeOrderStatus>;

/** Where a payment attempt stands (ours). refunded: it was paid, and the money has been (or is being) paid back. */
export const PaymentState = {
  dealing: 'dealing',
  success: 'success',
  failed: 'failed',
  closed: 'closed',
  refunded: 'refunded',
} as const;
export type PaymentState = ValueOf<typeof PaymentState>;

/** What a pay-result page button does (GET …/pay-result-config). Ours. */
export const PayResultAction = { orderDetail: 'orderDetail', orderList: 'orderList', home: 'home', repay: 'repay' } as const;
export type PayResultAction = ValueOf<typeof PayResultAction>;

/** What the shopper did on the sandbox pay gateway page. Ours. */
export const SandboxPayAction = { pay: 'pay', cancel: 'cancel', fail: 'fail' } as const;
export type SandboxPayAction = ValueOf<typeof SandboxPayAction>;

/** The outcome of a refund a channel notifies (POST …/pay/refund-notify/{channel}). Ours. */
export const RefundNotifyStatus = { success: 'SUCCESS', failed: 'FAILED' } as const;
export type RefundNotifyStatus = ValueOf<typeof RefundNotifyStatus>;

/** Why a channel refuses a refund request outright (nothing is recorded). Ours. */
export const RefundRefusedReason = {
  /** The channel knows no paid trade of that out_trade_no. */
  tradeNotPaid: 'TRADE_NOT_PAID',
  /** More than is left of what the trade paid. */
  amountExceeds: 'AMOUNT_EXCEEDS',
  /** The same out_refund_no was used for another trade or amount. */
  refundNoReused: 'REFUND_NO_REUSED',
} as const;
export type RefundRefusedReason = ValueOf<typeof RefundRefusedReason>;

/** The outcome a channel notifies (POST …/pay/notify/{channel}). Ours. */
export const PayNotifyStatus = { success: 'SUCCESS', failed: 'FAILED', closed: 'CLOSED' } as const;
export type PayNotifyStatus = ValueOf<typeof PayNotifyStatus>;

/**
 * The status family of an order (§4): main, shop or virtual statuses. Which kind uses which is
 * ours (README, Decisions): posted goods are shop orders, installed goods main orders.
 */
export const OrderFamily = { main: 'main', shop: 'shop', virtual: 'virtual' } as const;
export type OrderFamily = ValueOf<typeof OrderFamily>;

/** The status tabs of /order/list (§2): the spec names them, the codes are ours. */
export const OrderListTab = {
  all: 'all',
  waitPay: 'waitPay',
  waitSend: 'waitSend',
  waitReceive: 'waitReceive',
  waitAppraise: 'waitAppraise',
  afterSales: 'afterSales',
} as const;
export type OrderListTab = ValueOf<typeof OrderListTab>;

/** What the user may do with an order now (§2 order list and detail buttons). voucher opens the pickup voucher. */
export const OrderAction = {
  pay: 'pay',
  cancel: 'cancel',
  confirm: 'confirm',
  delete: 'delete',
  buyAgain: 'buyAgain',
  logistics: 'logistics',
  voucher: 'voucher',
} as const;
export type OrderAction = ValueOf<typeof OrderAction>;

/** Where a parcel of the sandbox carrier is (its traces), in order. Ours. */
export const LogisticsStatus = { collected: 1, inTransit: 2, delivering: 3, signed: 4 } as const;
export type LogisticsStatus = ValueOf<typeof LogisticsStatus>;

/** A store-pickup voucher: unused until the store hands the goods over. Ours. */
export const VoucherStatus = { unused: 0, used: 1 } as const;
export type VoucherStatus = ValueOf<typeof VoucherStatus>;

/** A line's review state in GET /hermes/v1/orders/comment/product (§7 evaluateStatus 0): 0 awaiting, 1 reviewed (ours). */
export const EvaluateStatus = { awaiting: 0, reviewed: 1 } as const;
export type EvaluateStatus = ValueOf<typeof EvaluateStatus>;

/** The `type` of POST /api/evaluation/want (§7): 1 wants a review, 0 takes the want back (ours). */
export const WantType = { cancel: 0, want: 1 } as const;
export type WantType = ValueOf<typeof WantType>;
