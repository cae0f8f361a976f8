import { CashierChannel, PayNotifyStatus, RefundNotifyStatus } from '@emall/contract';
import { chinaDayWindow } from '@emall/domain';
import type { PayConfig } from '../config.ts';
import type { Clock } from '../context.ts';
import type { Db } from '../db/client.ts';
import { sandboxBillRows } from '../modules/payments/pay-sandbox.repository.ts';
import { findPaymentByChannelTradeNo } from '../modules/payments/payments.repository.ts';
import { alipayBill } from './alipay-bill.ts';
import { alipayClient } from './pay-alipay.ts';
import { createWechatPay } from './pay-wechatpay.ts';
import { unionpayBillSource } from './unionpay-bill.ts';
import { wechatpayBill } from './wechatpay-bill.ts';

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
 * Where the daily statement of a configured pay channel comes from (the daily reconciliation,
 * issue 20). Apart from PayProvider: a channel without a bill has none of this, and the pay path
 * never needs it. `bill` answers null while the channel's bill of that day is not ready yet.
 */
export interface PayBillSource {
  /** The channel's name, as PayProvider names it: what statements are stored under. */
  readonly channel: string;
  /** The cashier's ways whose payments its bill lists; null for every way (the sandbox plays them all). */
  readonly ways: CashierChannel[] | null;
  bill(day: string): Promise<ChannelBill | null>;
}

/** The sandbox's channel name: its bill is play money (the start's catch-up leaves it out). */
export const SANDBOX_CHANNEL = 'sandbox';

/**
 * The sandbox's bill, built honestly from its own books (pay_sandbox_trades, pay_sandbox_refunds):
 * what it collected and paid back that day, whatever the shop recorded. Ready once the day is over.
 */
function sandboxBill(db: Db, clock: Clock): PayBillSource {
  return {
    channel: SANDBOX_CHANNEL,
    ways: null,
    async bill(day) {
      const window = chinaDayWindow(day);
      if (!window) throw new RangeError(`not a day: ${day}`);
      const { from, to } = window;
      if (clock.now() < to) return null;
      return sandboxBillRows(db, from, to, { trade: PayNotifyStatus.success, refund: RefundNotifyStatus.success });
    },
  };
}

/**
 * The bill of each configured real acquirer, over its own cashier way's payments: Alipay's daily
 * trade bill, WeChat Pay's trade bill and UnionPay's daily file (fileTransfer.do, unionpay-bill.ts),
 * each compared and stored as that channel's statement. ICBC has none (docs/decisions/payments.md).
 */
export function payBillSources(config: PayConfig, db: Db, clock: Clock, warn?: (message: string) => void): PayBillSource[] {
  if (config.provider === 'sandbox') return [sandboxBill(db, clock)];
  return config.provider.flatMap((provider): PayBillSource[] => {
    switch (provider) {
      case 'alipay': {
        if (!config.alipay) throw new Error('PAY_PROVIDER=alipay without its keys');
        const client = alipayClient(config.alipay, clock);
        return [{ channel: 'alipay', ways: [CashierChannel.Alipay], bill: (day) => alipayBill(client, day) }];
      }
      case 'wechatpay': {
        if (!config.wechatpay) throw new Error('PAY_PROVIDER=wechatpay without its keys');
        const client = createWechatPay(config.wechatpay, config.channels, warn ? { warn } : {});
        return [{ channel: 'wechatpay', ways: [CashierChannel.WechatPay], bill: (day) => wechatpayBill(client, day) }];
      }
      case 'unionpay': {
        if (!config.unionpay) throw new Error('PAY_PROVIDER=unionpay without its keys');
        const bill = unionpayBillSource(config.unionpay, async (queryId) => (await findPaymentByChannelTradeNo(db, queryId))?.outTradeNo);
        return [{ channel: 'unionpay', ways: [CashierChannel.UnionPay], bill: (day) => bill(day, clock.now()) }];
      }
      // ICBC's statement of the aggregated cashier: no published statement call of its open platform
      // was found. Its payments are reconciled by the sweep's queries (orderqry) only.
      case 'icbc':
        return [];
    }
  });
}
