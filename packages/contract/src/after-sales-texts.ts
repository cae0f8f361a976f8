/** The after-sales time limits and rules as the shopper reads them (issue 15); fill with fillText. */
export const AfterSalesText = {
  noReasonWindow: '签收后{days}天内支持无理由退货',
  goodsExcluded: '该商品不支持七天无理由退货',
  qualityWindow: '商品质量问题签收后{days}天内可申请退货退款',
  returnShipLimit: '请在审核通过后{days}天内寄回商品,逾期售后单将自动关闭',
  decisionLimit: '商家将在{hours}小时内处理,逾期未处理将自动同意',
  closedNotReturned: '超时未寄回商品,售后单已关闭',
} as const;
