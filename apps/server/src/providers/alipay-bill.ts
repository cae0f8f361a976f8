import { yuanToFen } from '@emall/domain';
import { unzipSync } from 'fflate';
import { fromAlipayTimestamp } from './alipay-protocol.ts';
import { AlipayError, type AlipayClient } from './pay-alipay.ts';
import type { BillRefund, BillTrade, ChannelBill } from './pay-bill.ts';

/**
 * Alipay's daily trade bill: alipay.data.dataservice.bill.downloadurl.query (bill_type=trade,
 * bill_date=yyyy-MM-dd) answers a short-lived download URL of a zip holding two GBK CSV files, the
 * detail (业务明细) and its summary (业务明细(汇总)). The detail lists one row per trade (业务类型
 * 交易) and per refund (退款, its 退款批次号/请求号 our out_request_no), between `#` header and
 * footer lines; values may end in a tab (so spreadsheets keep long numbers as text).
 */

const DOWNLOAD_TIMEOUT_MS = 60_000;
/** The bill of a day is not made yet (Alipay makes it after about 10:00 the next day). */
const BILL_NOT_READY = 'isp.bill_not_exist';

/** Our out_trade_no's column, named alike in Alipay's and WeChat Pay's bills. */
export const OUT_TRADE_NO_COLUMN = '商户订单号';

const Column = {
  tradeNo: '支付宝交易号',
  outTradeNo: OUT_TRADE_NO_COLUMN,
  kind: '业务类型',
  finishedAt: '完成时间',
  amount: '订单金额（元）',
  refundNo: '退款批次号/请求号',
} as const;

export async function alipayBill(client: AlipayClient, day: string): Promise<ChannelBill | null> {
  const method = 'alipay.data.dataservice.bill.downloadurl.query';
  let url: string | undefined;
  try {
    url = (await client.call(method, { bill_type: 'trade', bill_date: day })).bill_download_url;
  } catch (err) {
    if (err instanceof AlipayError && err.subCode === BILL_NOT_READY) return null;
    throw err;
  }
  if (!url) throw new Error(`alipay ${method} answered no bill_download_url`);
  const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`alipay bill download answered HTTP ${response.status}`);
  return parseAlipayBillZip(new Uint8Array(await response.arrayBuffer()));
}

/** One CSV line's fields: commas split, double quotes may wrap a field ("" inside is one quote). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += c;
    }
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

/** The detail's rows (trades and refunds); null when the text is not a detail file (the summary is not). */
export function parseAlipayBillCsv(text: string): ChannelBill | null {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const header = csvFields(lines[0] ?? '');
  const at = (name: string) => header.indexOf(name);
  if (Object.values(Column).some((name) => at(name) < 0)) return null;
  const trades: BillTrade[] = [];
  const refunds: BillRefund[] = [];
  for (const line of lines.slice(1)) {
    const f = csvFields(line);
    const get = (name: string) => f[at(name)] ?? '';
    const amountFen = yuanToFen(get(Column.amount).replace(/^-/, ''));
    const when = fromAlipayTimestamp(get(Column.finishedAt));
    if (amountFen === null || !when) throw new Error(`alipay bill row not understood: ${line.slice(0, 120)}`);
    const kind = get(Column.kind);
    if (kind === '交易') trades.push({ outTradeNo: get(Column.outTradeNo), channelTradeNo: get(Column.tradeNo), amountFen, at: when });
    else if (kind === '退款') refunds.push({ outTradeNo: get(Column.outTradeNo), outRefundNo: get(Column.refundNo), amountFen, at: when });
  }
  return { trades, refunds };
}

/** The bill's zip: its CSV files decoded from GBK, and the one that is the detail read. */
function parseAlipayBillZip(zip: Uint8Array): ChannelBill {
  const files = unzipSync(zip, { filter: (file) => file.name.toLowerCase().endsWith('.csv') });
  const gbk = new TextDecoder('gbk');
  for (const bytes of Object.values(files)) {
    const bill = parseAlipayBillCsv(gbk.decode(bytes));
    if (bill) return bill;
  }
  throw new Error('alipay bill zip holds no detail CSV (业务明细)');
}
