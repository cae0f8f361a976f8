import { yuanToFen } from '@emall/domain';
import { OUT_TRADE_NO_COLUMN } from './alipay-bill.ts';
import { fromAlipayTimestamp as fromChinaTimestamp } from './alipay-protocol.ts';
import type { BillRefund, BillTrade, ChannelBill } from './pay-bill.ts';
import { WechatpayError } from './pay-wechatpay.ts';

/**
 * WeChat Pay API v3's trade bill (GET /v3/bill/tradebill, bill_type=ALL): a UTF-8 CSV whose header
 * names the columns, one row per successful payment (交易状态 SUCCESS) and per refund (REFUND, with
 * 商户退款单号 our refund number), every value prefixed with a backtick (so spreadsheets keep long
 * numbers as text), then two summary lines (总交易单数,… and their totals). Times are China time.
 */

/** The day's bill is still being made (WeChat Pay makes it by about 10:00 the next day). */
const BILL_NOT_READY = 'STATEMENT_CREATING';
/** No bill of that day: the merchant had no trade that day. */
const NO_BILL = 'NO_STATEMENT_EXIST';
const SUMMARY = '总交易单数';

const Column = {
  at: '交易时间',
  transactionId: '微信订单号',
  outTradeNo: OUT_TRADE_NO_COLUMN,
  state: '交易状态',
  outRefundNo: '商户退款单号',
  refundStatus: '退款状态',
  total: '订单金额',
  refundAsked: '申请退款金额',
} as const;

/** The day's bill read from WeChat Pay; null while it is being made. */
export async function wechatpayBill(client: { billDownload(day: string): Promise<string> }, day: string): Promise<ChannelBill | null> {
  let text: string;
  try {
    text = await client.billDownload(day);
  } catch (err) {
    if (err instanceof WechatpayError && err.code === BILL_NOT_READY) return null;
    if (err instanceof WechatpayError && err.code === NO_BILL) return { trades: [], refunds: [] };
    throw err;
  }
  return parseWechatpayBill(text);
}

/** A field without its backtick. */
const unticked = (field: string) => field.trim().replace(/^`/, '');

/** The bill's trades and refunds; a row it cannot read throws, so no partial report is ever written. */
export function parseWechatpayBill(text: string): ChannelBill {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = (lines[0] ?? '').split(',').map(unticked);
  const at = (name: string) => header.indexOf(name);
  const lacking = Object.values(Column).filter((name) => at(name) < 0);
  if (lacking.length > 0) throw new Error(`wechatpay bill lacks the columns ${lacking.join(', ')}`);
  const end = lines.findIndex((l) => l.startsWith(SUMMARY));
  if (end < 0) throw new Error('wechatpay bill has no summary (总交易单数): cut short');
  const trades: BillTrade[] = [];
  const refunds: BillRefund[] = [];
  for (const line of lines.slice(1, end)) {
    // Every value starts with a backtick: split there, so a comma inside a goods name stays in it.
    const fields = line.trim().replace(/^`/, '').split(',`').map((f) => f.trim());
    if (fields.length !== header.length) throw new Error(`wechatpay bill row not understood: ${line.slice(0, 120)}`);
    const get = (name: string) => fields[at(name)]!;
    const when = fromChinaTimestamp(get(Column.at));
    const state = get(Column.state);
    if (!when) throw new Error(`wechatpay bill row not understood: ${line.slice(0, 120)}`);
    if (state === 'SUCCESS') {
      const amountFen = yuanToFen(get(Column.total));
      if (amountFen === null) throw new Error(`wechatpay bill row not understood: ${line.slice(0, 120)}`);
      trades.push({ outTradeNo: get(Column.outTradeNo), channelTradeNo: get(Column.transactionId), amountFen, at: when });
    } else if (state === 'REFUND' && get(Column.refundStatus) === 'SUCCESS') {
      const amountFen = yuanToFen(get(Column.refundAsked).replace(/^-/, ''));
      if (amountFen === null) throw new Error(`wechatpay bill row not understood: ${line.slice(0, 120)}`);
      refunds.push({ outTradeNo: get(Column.outTradeNo), outRefundNo: get(Column.outRefundNo), amountFen, at: when });
    }
  }
  return { trades, refunds };
}
