import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_BASE,
  CashierChannel,
  Header,
  Paths,
  PayNotifyStatus,
  PayTerminalType,
  SandboxPayAction,
  type PayNotification,
} from '@emall/contract';
import type { Config, PayConfig } from '../config.ts';
import type { Clock } from '../context.ts';
import type { Db } from '../db/client.ts';
import { findSandboxTrade, upsertSandboxTrade } from '../modules/payments/pay-sandbox.repository.ts';

/** What a channel is asked to collect: one payment attempt of an order. */
interface PaymentRequest {
  outTradeNo: string;
  orderNo: string;
  amountFen: number;
  /** What the shopper sees on the channel's page. */
  subject: string;
}

/** What a channel says of a payment when asked (queryPayment); null there means it knows no outcome yet. */
interface ChannelPayment {
  outTradeNo: string;
  channelTradeNo: string;
  status: PayNotification['status'];
  amountFen: number;
}

/**
 * A pay channel (§9 WeChat Pay, Alipay, UnionPay, ICBC, bank transfer, §7). The cashier creates a
 * payment and opens payUrl; the channel later posts a signed notification, which verifyNotification
 * turns into a PayNotification or refuses. A real acquirer plugs in behind this by configuration.
 */
export interface PayProvider {
  readonly name: string;
  /** Whether this provider can take payments through the channel on this terminal. */
  supports(channel: CashierChannel, terminal: PayTerminalType | null): boolean;
  createPayment(payment: PaymentRequest, channel: CashierChannel, terminal: PayTerminalType): Promise<{ outTradeNo: string; payUrl: string }>;
  /** The notification if its signature verifies over exactly this body; null when forged or altered. */
  verifyNotification(headers: Record<string, string | string[] | undefined>, body: PayNotification): PayNotification | null;
  queryPayment(outTradeNo: string): Promise<ChannelPayment | null>;
  /** Pays money back to the shopper; answers whether the channel accepted it. */
  refund(input: { outTradeNo: string; refundNo: string; amountFen: number }): Promise<boolean>;
}

/** The text a notification is signed over: its fields sorted by name, as JSON. */
function canonicalNotification(body: PayNotification): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify(sorted);
}

export function signNotification(secret: string, body: PayNotification): string {
  return createHmac('sha256', secret).update(canonicalNotification(body)).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(a)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** The sandbox gateway page's link for a payment: its out_trade_no and a tag that only we can make. */
export function sandboxGatewayTag(secret: string, outTradeNo: string): string {
  return createHmac('sha256', secret).update(`gateway:${outTradeNo}`).digest('hex').slice(0, 32);
}

export function sandboxGatewayUrl(secret: string, outTradeNo: string): string {
  const query = new URLSearchParams({ out_trade_no: outTradeNo, tag: sandboxGatewayTag(secret, outTradeNo) });
  return `${API_BASE}${Paths.paySandboxGateway}?${query.toString()}`;
}

export interface SandboxPayProvider extends PayProvider {
  readonly name: 'sandbox';
  readonly secret: string;
  /**
   * What the shopper did on the gateway page, entered in the sandbox's books: the notification it
   * then posts, signed as the sandbox signs them.
   */
  settle(outTradeNo: string, amountFen: number, action: SandboxPayAction): Promise<SignedNotification>;
}

interface SignedNotification {
  headers: Record<string, string>;
  body: PayNotification;
}

export function isSandboxPay(provider: PayProvider): provider is SandboxPayProvider {
  return provider.name === 'sandbox' && 'settle' in provider;
}

const statusOfAction: Record<SandboxPayAction, PayNotification['status']> = {
  [SandboxPayAction.pay]: PayNotifyStatus.success,
  [SandboxPayAction.fail]: PayNotifyStatus.failed,
  [SandboxPayAction.cancel]: PayNotifyStatus.closed,
};

/**
 * Plays every channel for development, tests and the demo: one gateway page served by this server
 * (the channel's name on it) whose 支付 / 取消 / 模拟失败 enter the trade in the sandbox's books
 * and post a notification signed with HMAC-SHA256 under the sandbox secret. Refunds are accepted
 * at once. Inside the messenger (H5) there is no Alipay, as in the real messenger.
 */
function createSandboxPay(config: PayConfig, db: Db, clock: Clock): SandboxPayProvider {
  const secret = config.notifySecret;
  return {
    name: 'sandbox',
    secret,
    supports(channel, terminal) {
      if (!config.channels.includes(channel)) return false;
      return !(channel === CashierChannel.Alipay && terminal === PayTerminalType.H5);
    },
    async createPayment(payment) {
      return { outTradeNo: payment.outTradeNo, payUrl: sandboxGatewayUrl(secret, payment.outTradeNo) };
    },
    verifyNotification(headers, body) {
      const given = headers[Header.paySignature];
      if (typeof given !== 'string') return null;
      return sameHex(given.toLowerCase(), signNotification(secret, body)) ? body : null;
    },
    async queryPayment(outTradeNo) {
      const trade = await findSandboxTrade(db, outTradeNo);
      if (!trade) return null;
      return { outTradeNo, channelTradeNo: trade.channelTradeNo, status: trade.status as PayNotification['status'], amountFen: trade.amountFen };
    },
    async refund() {
      return true;
    },
    async settle(outTradeNo, amountFen, action) {
      const now = clock.now();
      const trade = await upsertSandboxTrade(
        db,
        { outTradeNo, channelTradeNo: `SB${randomBytes(10).toString('hex')}`, amountFen, status: statusOfAction[action], updatedAt: now },
        PayNotifyStatus.success,
      );
      const body: PayNotification = {
        outTradeNo,
        channelTradeNo: trade.channelTradeNo,
        amount: trade.amountFen,
        status: trade.status as PayNotification['status'],
        eventAt: now.toISOString(),
        nonce: randomBytes(8).toString('hex'),
      };
      return { headers: { [Header.paySignature]: signNotification(secret, body) }, body };
    },
  };
}

/**
 * Where no channel may take money: the sandbox in production. The cashier lists every way
 * greyed, a payment is refused (40083) and every notification fails verification.
 */
function createDisabledPay(): PayProvider {
  return {
    name: 'disabled',
    supports: () => false,
    async createPayment() {
      throw new Error('no pay provider is configured');
    },
    verifyNotification: () => null,
    queryPayment: async () => null,
    refund: async () => false,
  };
}

/** The configured provider; the sandbox never takes money in production. */
export function createPayProvider(config: PayConfig, env: Config['env'], db: Db, clock: Clock): PayProvider {
  switch (config.provider) {
    case 'sandbox':
      return env === 'production' ? createDisabledPay() : createSandboxPay(config, db, clock);
  }
}

