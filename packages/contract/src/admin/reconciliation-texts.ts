import { Text } from '../texts.ts';

/** 对账's words (issue 20): the daily statements of the pay channel and their mismatches. */
export const ReconciliationText = {
  title: '对账',
  days: '对账日',
  day: '日期',
  channel: '渠道',
  state: '状态',
  trades: '渠道交易',
  refunds: '渠道退款',
  mismatches: '差异',
  open: '待处理',
  ranAt: '对账时间',
  mismatch: '对账差异',
  item: '类型',
  outTradeNo: '商户订单号',
  outRefundNo: '退款请求号',
  ourAmount: '我方金额',
  theirAmount: '渠道金额',
  ourState: '我方状态',
  remark: '备注',
  handled: '已处理',
  unhandled: '未处理',
  handle: '标记已处理',
  handleTitle: '标记差异已处理',
  remarkPlaceholder: '请填写处理说明,如:已人工补单、已联系渠道',
  handledDone: '已标记为已处理',
  rerun: '重新对账',
  rerunConfirm: '确定重新下载该日账单并对账吗?新的结果将替换原有差异。',
  rerunDone: '已重新对账',
  allKinds: '全部差异',
  allStates: '全部状态',
  noMismatches: '该日无差异',
  noDays: '暂无对账记录',
  pickDay: '请选择左侧的对账日查看差异',
  handledBy: '处理人',
  /** Only the sandbox is configured (PAY_PROVIDER=sandbox): no real channel's bill to compare. */
  sandboxOnlyTitle: '未接入真实支付渠道，暂无账单可对账',
  sandboxOnlyHint:
    '当前仅配置了沙箱支付（PAY_PROVIDER=sandbox），收款均为模拟，没有支付渠道的日账单可核对。配置支付宝或微信支付（PAY_PROVIDER=alipay,wechatpay 及其商户密钥）并重启后，将自动补对近 7 日账单，此后每天 10:00 起核对前一日账单。',
  sandboxOnlyNotice: '当前仅配置了沙箱支付（PAY_PROVIDER=sandbox）：以下为沙箱模拟收款的核对结果，接入真实支付渠道后按渠道日账单对账。',
} as const;

/** The pay providers whose bills are compared, as 对账 names them (StatementDayView.channel); another shows as it is. */
export const StatementChannelText: Readonly<Record<string, string>> = {
  sandbox: Text.sandboxGatewayTitle,
  alipay: Text.payChannelAlipay,
  wechatpay: Text.payChannelWechatPay,
};

/** A day's statement: compared (done), or the channel's bill not ready yet (pending). */
export const StatementState = { done: 'done', pending: 'pending' } as const;
export type StatementState = (typeof StatementState)[keyof typeof StatementState];

export const StatementStateText: Record<StatementState, string> = {
  [StatementState.done]: '已对账',
  [StatementState.pending]: '账单未出',
};

/**
 * What differs between the channel's bill and our books: a trade or refund only the channel has
 * (missingOurs), only we have (missingTheirs), on both with other amounts, or one the channel
 * collected that our books do not hold as paid (statusDiffers).
 */
export const MismatchKind = { missingOurs: 'missing-ours', missingTheirs: 'missing-theirs', amountDiffers: 'amount-differs', statusDiffers: 'status-differs' } as const;
export type MismatchKind = (typeof MismatchKind)[keyof typeof MismatchKind];

export const MismatchKindText: Record<MismatchKind, string> = {
  [MismatchKind.missingOurs]: '我方缺失',
  [MismatchKind.missingTheirs]: '渠道缺失',
  [MismatchKind.amountDiffers]: '金额不符',
  [MismatchKind.statusDiffers]: '状态不符',
};

export const MismatchItem = { trade: 'trade', refund: 'refund' } as const;
export type MismatchItem = (typeof MismatchItem)[keyof typeof MismatchItem];

export const MismatchItemText: Record<MismatchItem, string> = { [MismatchItem.trade]: '交易', [MismatchItem.refund]: '退款' };
