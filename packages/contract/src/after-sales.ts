/**
 * After-sales and refunds (issue 15): the spec names the pages (§2 /order/afterSalesApply,
 * afterSalesApplyType, afterSales, entry), §4 refund status and §9 business type Refund 2 (both
 * in order-codes.ts); the case types, statuses, reasons and time limits are ours, as a Chinese
 * shop does them under China's e-commerce law (seven days no-reason return, unless excluded).
 */
import type { ValueOf } from './codes.ts';
import { ErrorCode } from './errors.ts';

/** 仅退款 (not shipped, or shipped but not received; unused virtual goods) or 退货退款 (received). */
export const AfterSalesType = { refundOnly: 1, returnRefund: 2 } as const;
export type AfterSalesType = ValueOf<typeof AfterSalesType>;

export const AfterSalesTypeText: Record<AfterSalesType, string> = {
  [AfterSalesType.refundOnly]: '仅退款',
  [AfterSalesType.returnRefund]: '退货退款',
};

/**
 * Where a case stands: 申请 → 审核 → 寄回 → 收货 → 退款 → 完成, or 驳回, 已撤销, or closed when an
 * approved return is not sent back in time. A refund-only case skips 寄回 and 收货.
 */
export const AfterSalesStatus = {
  /** 申请: waiting for the operator's decision. */
  applied: 1,
  /** 审核 passed: a return waits for the shopper's shipment, a refund-only case for the refund. */
  approved: 2,
  /** 寄回: the shopper sent the goods back (express company and number). */
  returned: 3,
  /** 收货: the operator confirmed the return arrived (with an inspection note). */
  received: 4,
  /** 退款: asked of the pay channel, waiting for its notification. */
  refunding: 5,
  /** 完成: the money, E-value (and coupon) are back. */
  completed: 6,
  rejected: 7,
  cancelled: 8,
  /** The return was not sent back within its limit. */
  closed: 9,
} as const;
export type AfterSalesStatus = ValueOf<typeof AfterSalesStatus>;

export const AfterSalesStatusText: Record<AfterSalesStatus, string> = {
  [AfterSalesStatus.applied]: '待审核',
  [AfterSalesStatus.approved]: '审核通过',
  [AfterSalesStatus.returned]: '已寄回',
  [AfterSalesStatus.received]: '已收货',
  [AfterSalesStatus.refunding]: '退款中',
  [AfterSalesStatus.completed]: '退款成功',
  [AfterSalesStatus.rejected]: '已驳回',
  [AfterSalesStatus.cancelled]: '已撤销',
  [AfterSalesStatus.closed]: '已关闭',
};

/** The progress timeline's steps, in order (a refund-only case skips returnShip and returnReceive). */
export const AfterSalesStep = {
  apply: 'apply',
  review: 'review',
  returnShip: 'returnShip',
  returnReceive: 'returnReceive',
  refund: 'refund',
  complete: 'complete',
} as const;
export type AfterSalesStep = ValueOf<typeof AfterSalesStep>;

export const AfterSalesStepText: Record<AfterSalesStep, string> = {
  [AfterSalesStep.apply]: '申请',
  [AfterSalesStep.review]: '审核',
  [AfterSalesStep.returnShip]: '寄回',
  [AfterSalesStep.returnReceive]: '收货',
  [AfterSalesStep.refund]: '退款',
  [AfterSalesStep.complete]: '完成',
};

/** What moves a case on: the shopper (cancel, ship), the operator (approve, reject, receive, refund), the channel, the clock. */
export const AfterSalesEvent = {
  approve: 'approve',
  reject: 'reject',
  cancel: 'cancel',
  ship: 'ship',
  receive: 'receive',
  refund: 'refund',
  refunded: 'refunded',
  /** The return was not shipped within AFTER_SALES_RETURN_SHIP_DAYS. */
  expire: 'expire',
} as const;
export type AfterSalesEvent = ValueOf<typeof AfterSalesEvent>;

/**
 * Why the shopper asks. noReason: the seven-day no-reason return (needs the window and goods not
 * excluded); the others are the shop's fault (quality, wrong goods), which exclusion never blocks.
 */
export const AfterSalesReason = {
  noLongerWanted: 'noLongerWanted',
  orderedWrong: 'orderedWrong',
  notShippedInTime: 'notShippedInTime',
  notDelivered: 'notDelivered',
  quality: 'quality',
  notAsDescribed: 'notAsDescribed',
  damaged: 'damaged',
  missingParts: 'missingParts',
  wrongGoods: 'wrongGoods',
  other: 'other',
  /** An operator cancelled the paid order and refunded it whole (订单管理); no shopper picks it. */
  merchantCancel: 'merchantCancel',
  /** A crowdfund missed its target: settlement refunds every supporter's order whole (issue 19); no shopper picks it. */
  crowdfundFail: 'crowdfundFail',
} as const;
export type AfterSalesReason = ValueOf<typeof AfterSalesReason>;

export interface AfterSalesReasonInfo {
  text: string;
  /** The types that offer it. */
  types: readonly AfterSalesType[];
  /** A no-reason return: the buyer's choice, not the shop's fault. */
  noReason: boolean;
}

const both = [AfterSalesType.refundOnly, AfterSalesType.returnRefund] as const;

/** The reasons, in the order the picker lists them. */
export const AfterSalesReasons: Record<AfterSalesReason, AfterSalesReasonInfo> = {
  [AfterSalesReason.noLongerWanted]: { text: '不想要了/七天无理由', types: both, noReason: true },
  [AfterSalesReason.orderedWrong]: { text: '拍错了/多拍了', types: both, noReason: true },
  [AfterSalesReason.notShippedInTime]: { text: '未按约定时间发货', types: [AfterSalesType.refundOnly], noReason: false },
  [AfterSalesReason.notDelivered]: { text: '快递一直未送达', types: [AfterSalesType.refundOnly], noReason: false },
  [AfterSalesReason.quality]: { text: '商品质量问题', types: [AfterSalesType.returnRefund], noReason: false },
  [AfterSalesReason.notAsDescribed]: { text: '商品与描述不符', types: [AfterSalesType.returnRefund], noReason: false },
  [AfterSalesReason.damaged]: { text: '收到商品破损', types: [AfterSalesType.returnRefund], noReason: false },
  [AfterSalesReason.missingParts]: { text: '少件/漏发', types: both, noReason: false },
  [AfterSalesReason.wrongGoods]: { text: '商家发错货', types: [AfterSalesType.returnRefund], noReason: false },
  [AfterSalesReason.other]: { text: '其他', types: both, noReason: true },
  [AfterSalesReason.merchantCancel]: { text: '商家取消订单', types: [], noReason: false },
  [AfterSalesReason.crowdfundFail]: { text: '众筹未达成目标,全额退款', types: [], noReason: false },
};

/** The note of an unpaid order a failed crowdfund closes (its E-value ledger row says it too). */
export const CROWDFUND_FAIL_CLOSE_NOTE = '众筹未成功关闭';

/** Seven days no-reason return after receipt (China's e-commerce law): the default of the server's setting; a goods may set its own. */
export const AFTER_SALES_NO_REASON_DAYS = 7;
/** A return for the shop's fault (quality, damage, wrong goods) may be asked this long after receipt (default of the setting). */
export const AFTER_SALES_QUALITY_DAYS = 15;
/** The shopper sends an approved return back within this, or the case closes (default of the setting). */
export const AFTER_SALES_RETURN_SHIP_DAYS = 7;
/** An operator decides within this, or the case is approved (default of the setting). */
export const AFTER_SALES_DECISION_HOURS = 48;
/** Photos a shopper may attach to a case (the upload type afterSales). */
export const AFTER_SALES_PHOTOS_MAX = 6;
/** A case message (协商记录): its text at most, and the photos a shopper may attach to one. */
export const AFTER_SALES_MESSAGE_MAX = 200;
export const AFTER_SALES_MESSAGE_PHOTOS_MAX = 3;

/** Who said a case message. */
export const AfterSalesMessageBy = { shopper: 'shopper', operator: 'operator' } as const;
export type AfterSalesMessageBy = ValueOf<typeof AfterSalesMessageBy>;

export const AfterSalesMessageByText: Record<AfterSalesMessageBy, string> = {
  [AfterSalesMessageBy.shopper]: '买家',
  [AfterSalesMessageBy.operator]: '客服',
};

/** Why a case cannot be asked for (eligibility) or a refund computed. The server maps each to an error code. */
export const AfterSalesRefusal = {
  /** The order is not paid, or already closed, cancelled or refunded. */
  orderNotRefundable: 'orderNotRefundable',
  /** This type does not fit where the order is (e.g. 退货退款 before receipt). */
  typeNotAllowed: 'typeNotAllowed',
  /** The reason is not offered for this type. */
  reasonNotAllowed: 'reasonNotAllowed',
  /** Past the no-reason (or quality) window since receipt. */
  windowPassed: 'windowPassed',
  /** The goods is excluded from no-reason returns. */
  goodsExcluded: 'goodsExcluded',
  /** A virtual goods already opened or used. */
  virtualUsed: 'virtualUsed',
  /** A line that is not of the order, or named twice. */
  lineUnknown: 'lineUnknown',
  /** Pieces that are not a positive whole number, or no line asked. */
  piecesInvalid: 'piecesInvalid',
  /** More pieces than are left to refund on the line. */
  piecesExceedLeft: 'piecesExceedLeft',
} as const;
export type AfterSalesRefusal = ValueOf<typeof AfterSalesRefusal>;

/** The error code the server answers a refusal with (one place, so every call answers alike). */
export const afterSalesRefusalCode: Record<AfterSalesRefusal, ErrorCode> = {
  [AfterSalesRefusal.orderNotRefundable]: ErrorCode.AFTER_SALES_ORDER_NOT_REFUNDABLE,
  [AfterSalesRefusal.typeNotAllowed]: ErrorCode.AFTER_SALES_TYPE_NOT_ALLOWED,
  [AfterSalesRefusal.reasonNotAllowed]: ErrorCode.AFTER_SALES_REASON_NOT_ALLOWED,
  [AfterSalesRefusal.windowPassed]: ErrorCode.AFTER_SALES_WINDOW_PASSED,
  [AfterSalesRefusal.goodsExcluded]: ErrorCode.AFTER_SALES_GOODS_EXCLUDED,
  [AfterSalesRefusal.virtualUsed]: ErrorCode.AFTER_SALES_VIRTUAL_USED,
  [AfterSalesRefusal.lineUnknown]: ErrorCode.ORDER_LINE_NOT_FOUND,
  [AfterSalesRefusal.piecesInvalid]: ErrorCode.AFTER_SALES_PIECES_INVALID,
  [AfterSalesRefusal.piecesExceedLeft]: ErrorCode.AFTER_SALES_PIECES_EXCEED,
};
