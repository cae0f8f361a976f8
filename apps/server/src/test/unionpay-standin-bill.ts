import { zipSync, zlibSync } from 'fflate';
import { CHINA_OFFSET_MS } from '@emall/contract';
import { ZM_CONSUME, ZM_WIDTHS, ZmField } from '../providers/unionpay-bill.ts';
import { acpTime } from '../providers/unionpay-protocol.ts';

/** One line of the stand-in's ZM file: a consumption or a refund (退货, txnType 04), settled at `at`. */
export interface ZmLine {
  txnType: string;
  at: Date;
  amountFen: number;
  queryId: string;
  orderId: string;
  origQueryId: string;
}

/** The settlement day (yyyy-MM-dd) of an instant: UnionPay's 清算日 turns at 23:00 China time. */
export const settleDayOf = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS + 3_600_000).toISOString().slice(0, 10);

/** A ZM record in the file's layout: each field padded to its width (amounts zero-padded fen), one space apart. */
function zmRecord(line: ZmLine, merId: string): string {
  const values: Record<number, string> = {
    [ZmField.sentAt]: acpTime(line.at).slice(4),
    [ZmField.amount]: String(line.amountFen).padStart(12, '0'),
    [ZmField.queryId]: line.queryId,
    [ZmField.orderId]: line.orderId,
    [ZmField.txnType]: line.txnType,
    [ZmField.origQueryId]: line.txnType === ZM_CONSUME ? '' : line.origQueryId,
    [ZmField.merId]: merId,
    // 业务类型 (field 21): B2C 网关支付.
    21: '000201',
  };
  return ZM_WIDTHS.map((width, n) => (values[n] ?? '').padEnd(width, ' ')).join(' ');
}

/**
 * fileTransfer.do's fileName and fileContent of one settlement day (yyyy-MM-dd): the lines settled
 * that day in an INN…ZM_ file, zipped as `<merId>_<yyyyMMdd>.zip`, DEFLATE-compressed, base64.
 */
export function dailyFile(settleDay: string, merId: string, lines: ZmLine[]): { fileName: string; fileContent: string } {
  const ymd = settleDay.replace(/-/g, '');
  const text = lines.filter((l) => settleDayOf(l.at) === settleDay).map((l) => `${zmRecord(l, merId)}\r\n`).join('');
  const zip = zipSync({ [`INN${ymd.slice(2)}88ZM_${merId}`]: new TextEncoder().encode(text) });
  return { fileName: `${merId}_${ymd}.zip`, fileContent: Buffer.from(zlibSync(zip)).toString('base64') };
}
