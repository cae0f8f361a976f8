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

/** Where approved returns are sent back by default (the server's RETURN_ADDRESS_* settings replace it); shown on the case. */
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
  /** The operator asked the channel again after it failed the refund: the failed and the new refund numbers. */
  refundAgain: '渠道退款失败({failed}),已重新提交退款({refundNo})',
} as const;

/** The points ledger's and the channel's words for after-sales moves. */
export const AfterSalesLedgerText = {
  refund: '售后退款',
  clawback: '售后退款扣回赠送E值',
  /** A debt: earned E-value a refund could take back neither from the balance nor from the cash. */
  debt: '售后退款待扣回赠送E值',
  /** The ledger row that collects a debt from E-value earned later. */
  debtCollected: '扣回售后欠还E值',
} as const;

/** The words of the shopper's after-sales pages. */
export const AfterSalesUiText = {
  apply: '申请售后',
  entryTitle: '售后服务',
  listTitle: '退款/售后',
  detailTitle: '售后详情',
  applyTypeTitle: '选择售后类型',
  applyTitle: '申请售后',
  refundOnlyHint: '未收到货,或与商家协商一致后申请',
  returnRefundHint: '已收到货,需要退还收到的商品',
  orderNo: '订单编号',
  caseNo: '售后单号',
  piecesLeft: '可申请{n}件',
  casePieces: '售后{n}件',
  myCases: '本单售后记录',
  lineInProgress: '售后中',
  viewCase: '查看售后',
  noCases: '暂无售后记录',
  noCasesHint: '订单出现问题时,可在订单详情中申请售后',
  cannotApply: '暂不可申请',
  pieces: '申请数量',
  reason: '申请原因',
  reasonPlaceholder: '请选择申请原因',
  description: '问题描述',
  descriptionPlaceholder: '请描述具体问题,便于商家更快处理(选填)',
  photos: '上传凭证',
  photosHint: '最多{n}张',
  refundAmount: '退款金额',
  refundCash: '退回现金',
  refundEValue: '退回E值',
  refundCoupon: '优惠券抵扣',
  couponBack: '优惠券将退回账户',
  carriageIncluded: '含运费',
  quoting: '正在计算退款金额',
  quoteNote: '退款金额以商家审核为准,将原路退回',
  submit: '提交申请',
  submitting: '提交中',
  progress: '售后进度',
  deadline: '截止时间',
  rejected: '已驳回',
  rejectReason: '驳回原因',
  returnAddress: '退货地址',
  copy: '复制',
  copied: '已复制',
  shipTitle: '填写退货物流',
  expressCompany: '快递公司',
  expressCompanyPlaceholder: '请输入快递公司',
  expressNo: '快递单号',
  expressNoPlaceholder: '请输入快递单号',
  shipSubmit: '提交物流信息',
  shipped: '退货物流',
  cancel: '撤销申请',
  cancelConfirm: '撤销后本次售后申请将关闭,确定撤销吗?',
  cancelled: '已撤销申请',
  applyInfo: '申请信息',
  applyTime: '申请时间',
  records: '处理记录',
  viewOrder: '查看订单',
  toList: '我的售后',
  typeUnavailable: '当前商品不支持该售后类型',
  messages: '协商记录',
  noMessages: '暂无协商记录,有问题可在此留言',
  messagePlaceholder: '补充说明或回复客服,最多{n}字',
  messagePhotos: '添加图片(最多{n}张)',
  messageSend: '发送',
  messageSent: '已发送',
} as const;
