import { PayNotifyStatus, RefundNotifyStatus } from '@emall/contract';
import type { PayConfig } from '../config.ts';
import type { Clock } from '../context.ts';
import type { Db } from '../db/client.ts';
import { sandboxBillRows } from '../modules/payments/pay-sandbox.repository.ts';
import { alipayBill } from './alipay-bill.ts';
import { alipayClient } from './pay-alipay.ts';

/** A trade the channel's bill says it collected that day. */
export interface BillTrade {
  outTradeNo: string;
  channelTradeNo: string;
  amountFen: number;
  at: Date;
}

/** A refund the channel's bill says it paid out that day (amount positive), under our refund number. */
export interface BillRefund {
  outTradeNo: string;
  outRefundNo: string;
  amountFen: number;
  at: Date;
}

/** A channel's statement of one China day: its trades and refunds. */
export interface ChannelBill {
  trades: BillTrade[];
  refunds: BillRefund[];
}

/**
 * Where the daily statement of the configured pay channel comes from (the daily reconciliation,
 * issue 20). Apart from PayProvider: a channel without a bill has none of this, and the pay path
 * never needs it. `bill` answers null while the channel's bill of that day is not ready yet.
 */
export interface PayBillSource {
  /** The channel's name, as PayProvider names it: what statements are stored under. */
  readonly channel: string;
  bill(day: string): Promise<ChannelBill | null>;
}

/** The instants [from, to) of a China day (yyyy-MM-dd). */
export function chinaDayRange(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00+08:00`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

/**
 * The sandbox's bill, built honestly from its own books (pay_sandbox_trades, pay_sandbox_refunds):
 * what it collected and paid back that day, whatever the shop recorded. Ready once the day is over.
 */
function sandboxBill(db: Db, clock: Clock): PayBillSource {
  return {
    channel: 'sandbox',
    async bill(day) {
      const { from, to } = chinaDayRange(day);
      if (clock.now() < to) return null;
      return sandboxBillRows(db, from, to, { trade: PayNotifyStatus.success, refund: RefundNotifyStatus.success });
    },
  };
}

/** The configured channel's bill. */
export function payBillSource(config: PayConfig, db: Db, clock: Clock): PayBillSource {
  switch (config.provider) {
    case 'sandbox':
      return sandboxBill(db, clock);
    case 'alipay': {
      if (!config.alipay) throw new Error('PAY_PROVIDER=alipay without its keys');
      const client = alipayClient(config.alipay, clock);
      return { channel: 'alipay', bill: (day) => alipayBill(client, day) };
    }
  }
}
