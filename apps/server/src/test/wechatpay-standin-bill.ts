import type { StandinRefund, StandinTrade } from './wechatpay-standin.ts';

/** The trade bill's columns (bill_type=ALL), as WeChat Pay writes them. */
const BILL_HEADER = '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
const BILL_SUMMARY = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额';
const yuan = (fen: number) => (fen / 100).toFixed(2);
/** An RFC 3339 China time as the bill writes it: yyyy-MM-dd HH:mm:ss. */
const billTime = (time: string) => time.slice(0, 19).replace('T', ' ');

/**
 * The WeChat Pay stand-in's trade bill of a day (bill_type=ALL) as WeChat Pay writes it: a row per
 * payment made that day and per refund paid out that day, every value behind a backtick, then the
 * summary; null for a day without any (NO_STATEMENT_EXIST).
 */
export function tradeBillText(date: string, mchId: string, trades: StandinTrade[], refunds: StandinRefund[]): string | null {
  const on = (time: string | null) => time !== null && billTime(time).startsWith(date);
  const paid = trades.filter((t) => on(t.successTime));
  const paidBack = refunds.filter((r) => r.status === 'SUCCESS' && on(r.successTime));
  if (paid.length + paidBack.length === 0) return null;
  const line = (values: string[]) => values.map((v) => `\`${v}`).join(',');
  const row = (t: StandinTrade, at: string, refund?: StandinRefund) =>
    line([
      billTime(at), t.appid, mchId, '0', '', t.transactionId, t.outTradeNo, t.openid ?? '', t.tradeType, refund ? 'REFUND' : 'SUCCESS', 'OTHERS', 'CNY', yuan(refund ? 0 : t.totalFen), '0.00',
      refund?.refundId ?? '0', refund?.outRefundNo ?? '0', yuan(refund?.amountFen ?? 0), '0.00', refund ? 'ORIGINAL' : '', refund ? 'SUCCESS' : '', t.description, '', '0.00000', '0.60%', yuan(t.totalFen), yuan(refund?.amountFen ?? 0), '',
    ]);
  const byNo = new Map(trades.map((t) => [t.outTradeNo, t]));
  const paidFen = yuan(paid.reduce((n, t) => n + t.totalFen, 0));
  const paidBackFen = yuan(paidBack.reduce((n, r) => n + r.amountFen, 0));
  const rows = [...paid.map((t) => row(t, t.successTime!)), ...paidBack.map((r) => row(byNo.get(r.outTradeNo)!, r.successTime!, r))];
  return [BILL_HEADER, ...rows, BILL_SUMMARY, line([String(rows.length), paidFen, paidBackFen, '0.00', '0.00000', paidFen, paidBackFen])].join('\r\n') + '\r\n';
}
