/** Invoices (issue 17): kinds, title types, states and their words, shopper's and finance's. */

/** 电子普通发票 (the default, emailed) or 增值税专用发票 (companies only, also posted). */
export const InvoiceKind = { normal: 'normal', special: 'special' } as const;
export type InvoiceKind = (typeof InvoiceKind)[keyof typeof InvoiceKind];

export const InvoiceTitleType = { personal: 'personal', company: 'company' } as const;
export type InvoiceTitleType = (typeof InvoiceTitleType)[keyof typeof InvoiceTitleType];

/**
 * An invoice's state: applied (申请中) → issuing (开票中, a real provider's asynchronous answer) →
 * issued (已开票) or failed (开票失败, with the reason); an issued blue invoice a refund or finance
 * cancels ends redFlushed (已红冲).
 */
export const InvoiceState = { applied: 'applied', issuing: 'issuing', issued: 'issued', failed: 'failed', redFlushed: 'redFlushed' } as const;
export type InvoiceState = (typeof InvoiceState)[keyof typeof InvoiceState];

/** A blue invoice bills; a red one (红字发票) cancels a blue one, with negative amounts. */
export const InvoiceDirection = { blue: 'blue', red: 'red' } as const;
export type InvoiceDirection = (typeof InvoiceDirection)[keyof typeof InvoiceDirection];

export const InvoiceKindText: Record<InvoiceKind, string> = {
  [InvoiceKind.normal]: '电子普通发票',
  [InvoiceKind.special]: '增值税专用发票',
};

export const InvoiceTitleTypeText: Record<InvoiceTitleType, string> = {
  [InvoiceTitleType.personal]: '个人',
  [InvoiceTitleType.company]: '企业',
};

export const InvoiceStateText: Record<InvoiceState, string> = {
  [InvoiceState.applied]: '申请中',
  [InvoiceState.issuing]: '开票中',
  [InvoiceState.issued]: '已开票',
  [InvoiceState.failed]: '开票失败',
  [InvoiceState.redFlushed]: '已红冲',
};

/** The sandbox mail's subject and body, and the e-invoice's fixed words (PDF). */
export const InvoiceDocText = {
  title: '电子发票',
  redTitle: '电子发票（红字）',
  mailSubject: '您的电子发票',
  mailBody: '您好，订单{orderNo}的电子发票（发票号码{invoiceNo}）已开具，金额¥{amount}，请下载附件查看。',
  invoiceNo: '发票号码',
  issuedAt: '开票日期',
  buyer: '购买方信息',
  seller: '销售方信息',
  name: '名称',
  taxNo: '统一社会信用代码/纳税人识别号',
  goodsName: '项目名称',
  quantity: '数量',
  unitPrice: '单价',
  amount: '金额',
  taxRate: '税率/征收率',
  tax: '税额',
  total: '合计',
  totalInWords: '价税合计（大写）',
  totalInFigures: '（小写）',
  remark: '备注',
  orderNo: '订单号',
  redOf: '对应正数发票号码',
  issuer: '开票人',
  carriage: '运输服务*运费',
  verify: '扫码查验',
} as const;

/** The shop's invoice pages and their toasts. */
export const InvoiceText = {
  apply: '申请开票',
  viewInvoice: '查看发票',
  makeTitle: '申请开票',
  progressTitle: '开票进度',
  state: '开票状态',
  kind: '发票类型',
  titleType: '抬头类型',
  companyName: '单位名称',
  companyNamePlaceholder: '请填写单位名称',
  personalName: '个人名称',
  personalNamePlaceholder: '请填写个人姓名',
  taxNo: '纳税人识别号',
  taxNoPlaceholder: '请填写纳税人识别号',
  bank: '开户银行',
  account: '银行账号',
  regAddress: '注册地址',
  regPhone: '注册电话',
  optional: '选填',
  email: '收票邮箱',
  emailPlaceholder: '用于接收电子发票',
  mailAddress: '邮寄地址',
  chooseAddress: '请选择邮寄地址',
  savedTitles: '常用抬头',
  amount: '开票金额',
  amountHint: 'E值与优惠券抵扣部分不开具发票',
  submit: '提交申请',
  submitted: '申请已提交',
  orderNo: '订单编号',
  appliedAt: '申请时间',
  issuedAt: '开票时间',
  invoiceNo: '发票号码',
  failReason: '失败原因',
  download: '下载发票',
  resend: '发送到邮箱',
  resent: '已发送至邮箱',
  reapply: '重新申请',
  redNote: '该发票已红冲',
  none: '暂无发票',
  /** An invoicing provider's callback that says issued without a number and time, or failed without a reason. */
  notifyIncomplete: '开票回调缺少发票号码、开票时间或失败原因',
} as const;

/** CSV export's columns, in order. */
export const InvoiceCsvColumns = [
  '发票号码',
  '方向',
  '状态',
  '订单号',
  '发票类型',
  '抬头类型',
  '抬头',
  '纳税人识别号',
  '金额(元)',
  '税额(元)',
  '价税合计(元)',
  '申请时间',
  '开票时间',
] as const;

/** §2 /store/invoice: make (query orderId) and progress (query orderId). */
