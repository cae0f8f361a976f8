/** The after-sales time limits and rules as the shopper reads them (issue 15); fill with fillText. */
export const AfterSalesText = {
  noReasonWindow: '签收后{days}天内支持无理由退货',
  goodsExcluded: '该商品不支持七天无理由退货',
  qualityWindow: '商品质量问题签收后{days}天内可申请退货退款',
  returnShipLimit: '请在审核通过后{days}天内寄回商品,逾期售后单将自动关闭',
  decisionLimit: '商家将在{hours}小时内处理,逾期未处理将自动同意',
  closedNotReturned: '超时未寄回商品,售后单已关闭',
  lineUsedUp: '该商品已全部申请售后',
} as const;

/** Where approved returns are sent back (the shop's returns desk); shown on the case. */
export const AFTER_SALES_RETURN_ADDRESS = {
  name: '曜川商城售后部',
  phone: '400-800-1077',
  address: '上海市浦东新区祖冲之路1077号 曜川商城退货仓',
} as const;

/** What the timeline says of who moved a case, and the clock's own notes. */
export const AfterSalesEventText = {
  autoApproved: '商家超时未处理,系统自动同意',
  applied: '提交售后申请',
  refundRequested: '退款已提交至原支付渠道',
  refundDone: '退款已原路退回',
} as const;

/** The points ledger's and the channel's words for after-sales moves. */
export const AfterSalesLedgerText = {
  refund: '售后退款',
  clawback: '售后退款扣回赠送E值',
} as const;
