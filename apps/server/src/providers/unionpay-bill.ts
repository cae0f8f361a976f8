import { decompressSync, unzipSync } from 'fflate';
import { chinaDayWindow } from '@emall/domain';
import type { UnionpayConfig } from '../unionpay-config.ts';
import type { BillRefund, BillTrade, ChannelBill } from './pay-bill.ts';
import { UnionpayError, unionpayGateway } from './pay-unionpay.ts';
import { acpTime } from './unionpay-protocol.ts';

/**
 * UnionPay 全渠道's daily file (文件传输 fileTransfer.do: bizType 000000, txnType 76, txnSubType
 * 01, fileType 00, settleDate MMDD): its signed answer carries fileName and fileContent, the
 * base64 of a DEFLATE-compressed zip (UnionPay's SDK: AcpService.deCodeFileContent inflates, then
 * unzips) holding the day's files; the merchant's 流水文件 is the INN…ZM_<merId> one. Each ZM
 * record is fixed-width, GBK, its fields one byte apart; the widths are those of the SDK's
 * parseZMFile (《全渠道平台接入接口规范 第3部分 文件接口》 6.1). A settlement day (清算日) runs from
 * 23:00 China time of the day before to 23:00, so one China day's trades sit in two files: its
 * own settleDate's and the next one's, each record placed by its 交易传输时间 (MMDDhhmmss).
 */

/** ZM record widths in bytes (the SDK's parseZMFile), each field followed by one separator byte. */
export const ZM_WIDTHS = [3, 11, 11, 6, 10, 19, 12, 4, 2, 21, 2, 32, 2, 6, 10, 13, 13, 4, 15, 2, 2, 6, 2, 4, 32, 1, 21, 15, 1, 15, 32, 13, 13, 8, 32, 13, 13, 12, 2, 1, 32, 98];
/** The ZM fields read here, by position: 交易传输时间, 交易金额 (fen, zero-padded), 查询流水号, 商户订单号, 交易类型, 原交易查询流水号, 商户代码. */
export const ZmField = { sentAt: 4, amount: 6, queryId: 9, orderId: 11, txnType: 19, origQueryId: 26, merId: 27 } as const;
/**
 * 交易类型 (the protocol's txnType) of a consumption, and of what gives money back: 退货 and 消费撤销.
 * A record is told by this field, not by its 交易代码 (field 0), whose values no published source at
 * hand lists.
 */
export const ZM_CONSUME = '01';
const ZM_REFUNDS = ['04', '31'];

/** respCode of fileTransfer.do while the day's file is not made yet (文件不存在, UnionPay's FAQ "respcode=98"). */
const FILE_NOT_READY = '98';

/** A ZM record read: the fields this module uses, trimmed. */
export interface ZmRecord {
  sentAt: string;
  amountFen: number;
  queryId: string;
  orderId: string;
  txnType: string;
  origQueryId: string;
}

const gbk = new TextDecoder('gbk');

/** The ZM file's records; a line it cannot read throws, so no partial report is ever written. */
export function parseZmFile(bytes: Uint8Array): ZmRecord[] {
  const starts: number[] = [];
  let at = 0;
  for (const width of ZM_WIDTHS) {
    starts.push(at);
    at += width + 1;
  }
  const records: ZmRecord[] = [];
  let lineStart = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    let line = bytes.subarray(lineStart, i);
    lineStart = i + 1;
    if (line.at(-1) === 0x0d) line = line.subarray(0, -1);
    if (line.every((b) => b === 0x20)) continue;
    const field = (n: number) => gbk.decode(line.subarray(starts[n], starts[n]! + ZM_WIDTHS[n]!)).trim();
    const amount = field(ZmField.amount);
    const record = { sentAt: field(ZmField.sentAt), amountFen: Number(amount), queryId: field(ZmField.queryId), orderId: field(ZmField.orderId), txnType: field(ZmField.txnType), origQueryId: field(ZmField.origQueryId) };
    if (!/^\d{12}$/.test(amount) || !/^\d{10}$/.test(record.sentAt) || !record.orderId || !record.queryId) throw new Error(`unionpay ZM record not understood: ${gbk.decode(line.subarray(0, 120))}`);
    records.push(record);
  }
  return records;
}

/** The ZM records in a fileTransfer.do fileContent: inflated, unzipped, its ZM_ file read. */
export function zmRecordsOf(fileContent: string): ZmRecord[] {
  const files = unzipSync(decompressSync(Buffer.from(fileContent, 'base64')));
  const names = Object.keys(files).filter((name) => /ZM_/.test(name) && !/ZME_/.test(name));
  if (names.length !== 1) throw new Error(`unionpay daily file holds ${names.length} ZM files: ${Object.keys(files).join(', ')}`);
  return parseZmFile(files[names[0]!]!);
}

/** The instant a 交易传输时间 (MMDDhhmmss, China time) names, in the year that puts it nearest `near`. */
function sentAtOf(text: string, near: Date): Date {
  const year = Number(acpTime(near).slice(0, 4));
  const candidates = [year - 1, year, year + 1].map((y) => new Date(`${y}-${text.slice(0, 2)}-${text.slice(2, 4)}T${text.slice(4, 6)}:${text.slice(6, 8)}:${text.slice(8, 10)}+08:00`));
  return candidates.reduce((best, c) => (Math.abs(c.getTime() - near.getTime()) < Math.abs(best.getTime() - near.getTime()) ? c : best));
}

/**
 * The trades and refunds of one China day out of the ZM records of its two settlement files. A
 * refund's record names its trade only by UnionPay's queryId (原交易查询流水号): `tradeOf` answers our
 * order number of that queryId (the day's own records first, then our books).
 */
export function billOfDay(records: ZmRecord[], day: string, tradeOf: (queryId: string) => string | undefined): ChannelBill {
  const window = chinaDayWindow(day);
  if (!window) throw new RangeError(`not a day: ${day}`);
  const trades: BillTrade[] = [];
  const refunds: BillRefund[] = [];
  for (const record of records) {
    const at = sentAtOf(record.sentAt, window.from);
    if (Number.isNaN(at.getTime())) throw new Error(`unionpay ZM record not understood: ${record.queryId} ${record.sentAt}`);
    if (at < window.from || at >= window.to) continue;
    if (record.txnType === ZM_CONSUME) trades.push({ outTradeNo: record.orderId, channelTradeNo: record.queryId, amountFen: record.amountFen, at });
    else if (ZM_REFUNDS.includes(record.txnType)) {
      const outTradeNo = tradeOf(record.origQueryId);
      if (!outTradeNo) throw new Error(`unionpay ZM refund ${record.orderId} names a trade not known: ${record.origQueryId}`);
      refunds.push({ outTradeNo, outRefundNo: record.orderId, amountFen: record.amountFen, at });
    }
  }
  return { trades, refunds };
}

/** settleDate (MMDD) of a China day. */
const settleDateOf = (day: string) => day.slice(5, 7) + day.slice(8, 10);

/**
 * UnionPay's bill of a China day: the files of its settlement day and the next, null while either
 * is not made yet. `paymentOf` finds our order number of a UnionPay queryId (a refund of a trade
 * paid on an earlier day).
 */
export function unionpayBillSource(config: UnionpayConfig, paymentOf: (queryId: string) => Promise<string | undefined>) {
  const { signedRequest, call } = unionpayGateway(config);

  async function file(settleDay: string, now: Date): Promise<ZmRecord[] | null> {
    const fields = signedRequest('76', '01', { bizType: '000000', txnTime: acpTime(now), settleDate: settleDateOf(settleDay), fileType: '00' });
    const answer = await call('fileTransfer.do', fields);
    if (answer.respCode === FILE_NOT_READY) return null;
    if (answer.respCode !== '00' || !answer.fileContent) throw new UnionpayError('fileTransfer.do', answer.respCode ?? '', answer.respMsg ?? '');
    return zmRecordsOf(answer.fileContent);
  }

  return async function bill(day: string, now: Date): Promise<ChannelBill | null> {
    const window = chinaDayWindow(day);
    if (!window) throw new RangeError(`not a day: ${day}`);
    const next = new Date(window.to.getTime() + 12 * 3_600_000);
    const own = await file(day, now);
    const following = own && (await file(acpTime(next).replace(/^(\d{4})(\d\d)(\d\d).*/, '$1-$2-$3'), now));
    if (!own || !following) return null;
    const records = [...own, ...following];
    const known = new Map(records.filter((r) => r.txnType === ZM_CONSUME).map((r) => [r.queryId, r.orderId]));
    for (const r of records) if (ZM_REFUNDS.includes(r.txnType) && !known.has(r.origQueryId)) {
      const ours = await paymentOf(r.origQueryId);
      if (ours) known.set(r.origQueryId, ours);
    }
    return billOfDay(records, day, (queryId) => known.get(queryId));
  };
}
