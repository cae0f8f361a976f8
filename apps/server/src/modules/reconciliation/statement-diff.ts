import { MismatchItem, MismatchKind, PaymentState, RefundStatus } from '@emall/contract';
import type { ChannelBill } from '../../providers/pay-bill.ts';
import type { NewMismatch, OurRefund, OurTrade } from './reconciliation.repository.ts';

/** Our side of a day: what we hold as paid and refunded that day, and the rows the bill names, of any day. */
export interface OurBooks {
  paidThatDay: OurTrade[];
  refundedThatDay: OurRefund[];
  /** Our payments the bill's trades name, whatever day we recorded them. */
  named: OurTrade[];
  /** Our refunds the bill's refunds name. */
  namedRefunds: OurRefund[];
}

const PAID: string[] = [PaymentState.success, PaymentState.refunded];
/** The words for a refund's state in ourState (a payment's is its PaymentState). */
const REFUND_STATE: Record<number, string> = { [RefundStatus.open]: 'refund-open', [RefundStatus.close]: 'refund-close' };

type Row = Omit<NewMismatch, 'handledAt' | 'handledBy' | 'remark'>;

/**
 * What differs between a channel's bill of a day and our books: every trade and refund of the bill
 * looked up in ours (missing ours, not paid in ours, another amount), then every one we hold as
 * paid that day that the bill does not list (missing theirs). A trade paid just before midnight
 * may be on the next day's bill: it shows as missing theirs here (docs/decisions/payments.md).
 */
export function diffStatement(bill: ChannelBill, ours: OurBooks): Row[] {
  const rows: Row[] = [];
  const ourTrades = new Map(ours.named.map((t) => [t.outTradeNo, t]));
  for (const t of bill.trades) {
    const base = { item: MismatchItem.trade, outTradeNo: t.outTradeNo, outRefundNo: null, channelTradeNo: t.channelTradeNo, theirAmountFen: t.amountFen };
    const our = ourTrades.get(t.outTradeNo);
    if (!our) rows.push({ ...base, kind: MismatchKind.missingOurs, ourAmountFen: null, ourState: null });
    else if (!PAID.includes(our.state)) rows.push({ ...base, kind: MismatchKind.statusDiffers, ourAmountFen: our.amountFen, ourState: our.state });
    else if (our.amountFen !== t.amountFen) rows.push({ ...base, kind: MismatchKind.amountDiffers, ourAmountFen: our.amountFen, ourState: null });
  }
  const billed = new Set(bill.trades.map((t) => t.outTradeNo));
  for (const our of ours.paidThatDay) {
    if (billed.has(our.outTradeNo)) continue;
    rows.push({ kind: MismatchKind.missingTheirs, item: MismatchItem.trade, outTradeNo: our.outTradeNo, outRefundNo: null, channelTradeNo: null, ourAmountFen: our.amountFen, theirAmountFen: null, ourState: null });
  }
  const ourRefunds = new Map(ours.namedRefunds.map((r) => [r.refundNo, r]));
  for (const r of bill.refunds) {
    const base = { item: MismatchItem.refund, outTradeNo: r.outTradeNo, outRefundNo: r.outRefundNo, channelTradeNo: null, theirAmountFen: r.amountFen };
    const our = ourRefunds.get(r.outRefundNo);
    if (!our) rows.push({ ...base, kind: MismatchKind.missingOurs, ourAmountFen: null, ourState: null });
    else if (our.status !== RefundStatus.refundSuccess) rows.push({ ...base, kind: MismatchKind.statusDiffers, ourAmountFen: our.amountFen, ourState: REFUND_STATE[our.status] ?? null });
    else if (our.amountFen !== r.amountFen) rows.push({ ...base, kind: MismatchKind.amountDiffers, ourAmountFen: our.amountFen, ourState: null });
  }
  const billedRefunds = new Set(bill.refunds.map((r) => r.outRefundNo));
  for (const our of ours.refundedThatDay) {
    if (billedRefunds.has(our.refundNo)) continue;
    rows.push({ kind: MismatchKind.missingTheirs, item: MismatchItem.refund, outTradeNo: our.outTradeNo, outRefundNo: our.refundNo, channelTradeNo: null, ourAmountFen: our.amountFen, theirAmountFen: null, ourState: null });
  }
  return rows;
}

/** What identifies a mismatch across re-runs of its day: a 已处理 mark stays with it while it is still there. */
export function mismatchKey(m: Pick<Row, 'kind' | 'item' | 'outTradeNo' | 'outRefundNo'>): string {
  return [m.kind, m.item, m.outTradeNo, m.outRefundNo ?? ''].join('|');
}
