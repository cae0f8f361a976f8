import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_BASE,
  CashierChannel,
  Header,
  Paths,
  PayNotifyStatus,
  PayTerminalType,
  RefundNotifyStatus,
  RefundRefusedReason,
  SandboxPayAction,
  type PayNotification,
  type RefundNotification,
  type WechatJsapiParams,
} from '@emall/contract';
import type { PayConfig } from '../config.ts';
import { createAlipayPay } from './pay-alipay.ts';
import { createIcbcPay } from './pay-icbc.ts';
import { createUnionPay } from './pay-unionpay.ts';
import { createWechatPay } from './pay-wechatpay.ts';
import type { Clock } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  acknowledgeSandboxRefund,
  dueSandboxRefunds,
  failSandboxRefund,
  findSandboxRefund,
  findSandboxTrade,
  insertSandboxRefund,
  lockSandboxTrade,
  SANDBOX_REFUND_PROCESSING,
  sandboxRefundedFen,
  upsertSandboxTrade,
  type SandboxRefundRow,
} from '../modules/payments/pay-sandbox.repository.ts';

/** What a channel is asked to collect: one payment attempt of an order. */
interface PaymentRequest {
  outTradeNo: string;
  orderNo: string;
  amountFen: number;
  /** What the shopper sees on the channel's page. */
  subject: string;
  /** The payer's openId under the messenger's official account (JSAPI pay inside it); null when none is linked. */
  openId: string | null;
  /** The shopper's address, which some channels must be told (WeChat H5 pay's payer_client_ip). */
  clientIp: string;
}

/** A payment opened at its channel: the gateway to open, and for WeChat Pay inside the messenger the bridge's params. */
interface StartedPayment {
  outTradeNo: string;
  payUrl: string;
  jsapi?: WechatJsapiParams;
}

/** What a channel says of a payment when asked (queryPayment); null there means it knows no outcome yet. */
export interface ChannelPayment {
  outTradeNo: string;
  channelTradeNo: string;
  status: PayNotification['status'];
  amountFen: number;
}

/** What a channel is asked to pay back: part or all of one paid trade, under our out_refund_no. */
export interface RefundRequest {
  outTradeNo: string;
  /** Our refund number: the channel's idempotency key, so asking again never pays twice. */
  outRefundNo: string;
  amountFen: number;
  /** The channel the trade was paid through: which acquirer is asked. */
  channel: CashierChannel;
}

/**
 * A channel's answer to a refund request. Accepted: it pays out and, unless `settled` (paid out in
 * the answer itself, as Alipay's), later posts a signed refund notification; asked again with the
 * same outRefundNo it answers the same. Refused: nothing is recorded.
 */
export type RefundAnswer = { accepted: true; settled: boolean; channelRefundNo: string; amountFen: number } | { accepted: false; reason: RefundRefusedReason };

/**
 * What a channel that posts form notifications is answered: its plain word (Alipay, UnionPay) or a
 * signed document (ICBC), with the HTTP status it reads (UnionPay tells only 200 from the rest).
 */
export interface FormAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** How the notifications of a channel that posts them as a signed form (Alipay, ICBC, UnionPay) are read and answered. */
interface FormNotifications {
  /**
   * The payment (or, for a channel that notifies refunds this way, refund) notification its
   * signature and app or merchant id vouch for; 'ignore' for a genuine one that carries no outcome
   * (a trade still waiting); null when forged, altered or another app's.
   */
  read(fields: Record<string, string>): PayNotification | { refund: RefundNotification } | 'ignore' | null;
  /** The answer: taken, the channel stops posting it; not taken (refused, or not recorded yet), it posts it again later. */
  answer(taken: boolean, fields: Record<string, string>): FormAnswer;
}

/**
 * A channel whose pay page the browser must reach by a signed form post (ICBC's /ui/ cashier,
 * UnionPay's frontTransReq.do): the cashier's payUrl is our page (GET …/pay/gateway-form/{channel})
 * carrying the signed parameters, which posts them on.
 */
interface GatewayForm {
  /** The form to post (where, and its fields) when the query is a set we signed, re-checked with our key; null otherwise. */
  read(query: Record<string, string>): { action: string; fields: Record<string, string> } | null;
  /**
   * For a channel that posts the browser back to the same path (UnionPay's frontUrl): the
   * out_trade_no whose result /payTransfer shows, or null. Never an outcome: that is the notification's.
   */
  returned?(fields: Record<string, string>): string | null;
}

/** A notification a channel signs in its own headers over the raw body (WeChat Pay v3), as its adapter reads it. */
export type SignedNotice = { payment: PayNotification } | { refund: RefundNotification };

/** How the notifications of such a channel are read and answered. */
interface SignedNotifications {
  /**
   * The payment or refund notification its signature vouches for, decrypted ('ignore' for a
   * genuine one that carries no outcome), with the signature's nonce, which the caller uses up so
   * that a replay is refused; null when forged, altered, stale or another merchant's. Async: the
   * key of an unknown serial may be downloaded first (WeChat Pay's platform certificates).
   */
  read(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ notice: SignedNotice | 'ignore'; nonce: string } | null>;
  /** How long a signature stays fresh, so how long its nonce must be remembered. */
  readonly freshForMs: number;
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
  /** Whether paying through the channel on this terminal needs the payer's messenger openId (WeChat JSAPI). */
  needsPayer?(channel: CashierChannel, terminal: PayTerminalType): boolean;
  createPayment(payment: PaymentRequest, channel: CashierChannel, terminal: PayTerminalType): Promise<StartedPayment>;
  /** The sandbox's JSON notice (…/pay/notify) if its signature verifies over exactly this body; null when forged or altered. Real channels post their own forms instead. */
  verifyNotification?(headers: Record<string, string | string[] | undefined>, body: PayNotification): PayNotification | null;
  /** What the channel the payment went through (`channel`) says of it. */
  queryPayment(outTradeNo: string, channel: CashierChannel): Promise<ChannelPayment | null>;
  /**
   * Closes an unpaid trade at the channel (its order was closed or cancelled, or paid by another
   * attempt), so it can no longer be paid. Answers null once it is closed or the channel never
   * opened it; the payment when the channel found it paid already (the money is then recorded,
   * never lost). Throws when the channel cannot say: the sweep asks again.
   */
  closePayment(outTradeNo: string, channel: CashierChannel): Promise<ChannelPayment | null>;
  /** Asks the channel to pay money of a paid trade back to the shopper. */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** A JSON refund notification (…/pay/refund-notify), verified as verifyNotification's; left out by the real channels. */
  verifyRefundNotification?(headers: Record<string, string | string[] | undefined>, body: RefundNotification): RefundNotification | null;
  /** Channels that post form notifications (POST …/pay/form-notify/{channel}) say how to read them. */
  readonly formNotifications?: Partial<Record<CashierChannel, FormNotifications>>;
  /** Channels whose pay page is reached by a signed form post (GET …/pay/gateway-form/{channel}). */
  readonly gatewayForms?: Partial<Record<CashierChannel, GatewayForm>>;
  /** A channel that signs notifications in headers over a raw JSON body (POST …/pay/signed-notify/{channel}) says how to read them. */
  readonly signedNotifications?: SignedNotifications;
}

/** The text a notification (payment, refund, invoice) is signed over: its fields sorted by name, as JSON. */
function canonicalNotification(body: object): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify(sorted);
}

/** A provider's signature of a server-to-server notification: HMAC-SHA256 of its canonical text, hex. */
export function signNotification(secret: string, body: object): string {
  return createHmac('sha256', secret).update(canonicalNotification(body)).digest('hex');
}

/** Whether `given` (a header's value) is the signature of exactly this body under the secret. */
export function signatureMatches(secret: string, given: string | string[] | undefined, body: object): boolean {
  return typeof given === 'string' && sameHex(given.toLowerCase(), signNotification(secret, body));
}

function verifySigned<T extends PayNotification | RefundNotification>(secret: string, headers: Record<string, string | string[] | undefined>, body: T): T | null {
  return signatureMatches(secret, headers[Header.paySignature], body) ? body : null;
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
  settle(outTradeNo: string, amountFen: number, action: SandboxPayAction): Promise<SignedNotification<PayNotification>>;
  /** The refund notifications the sandbox owes: refunds it paid out that we have not acknowledged yet, signed. */
  dueRefundNotifications(limit: number): Promise<SignedNotification<RefundNotification>[]>;
  /** Our endpoint took the refund notification: the sandbox stops posting it. */
  acknowledgeRefund(outRefundNo: string): Promise<void>;
  /**
   * The bank turns a refund down before it is paid out (a closed card, a frozen account): the
   * sandbox then owes a FAILED notification and the money stays with the trade. Answers whether
   * the refund was still unpaid.
   */
  failRefund(outRefundNo: string): Promise<boolean>;
}

interface SignedNotification<T> {
  headers: Record<string, string>;
  body: T;
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
 * and post a notification signed with HMAC-SHA256 under the sandbox secret. Refunds are decided as
 * a channel does (sandboxRefund) and notified later, signed the same way. Inside the messenger (H5)
 * there is no Alipay, as in the real messenger.
 */
function createSandboxPay(config: PayConfig, db: Db, clock: Clock): SandboxPayProvider {
  const secret = config.notifySecret;
  const signed = (row: SandboxRefundRow): SignedNotification<RefundNotification> => {
    const body: RefundNotification = {
      outRefundNo: row.outRefundNo,
      outTradeNo: row.outTradeNo,
      channelRefundNo: row.channelRefundNo,
      amount: row.amountFen,
      status: row.status === RefundNotifyStatus.failed ? RefundNotifyStatus.failed : RefundNotifyStatus.success,
      eventAt: clock.now().toISOString(),
      nonce: randomBytes(8).toString('hex'),
    };
    return { headers: { [Header.paySignature]: signNotification(secret, body) }, body };
  };
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
    verifyNotification: (headers, body) => verifySigned(secret, headers, body),
    verifyRefundNotification: (headers, body) => verifySigned(secret, headers, body),
    async queryPayment(outTradeNo) {
      const trade = await findSandboxTrade(db, outTradeNo);
      if (!trade) return null;
      return { outTradeNo, channelTradeNo: trade.channelTradeNo, status: trade.status as PayNotification['status'], amountFen: trade.amountFen };
    },
    async closePayment(outTradeNo) {
      // A trade the gateway never saw is entered closed, so its page can no longer pay it; a paid one stays paid.
      const trade = await upsertSandboxTrade(
        db,
        { outTradeNo, channelTradeNo: `SB${randomBytes(10).toString('hex')}`, amountFen: 0, status: PayNotifyStatus.closed, updatedAt: clock.now() },
        PayNotifyStatus,
      );
      if (trade.status !== PayNotifyStatus.success) return null;
      return { outTradeNo, channelTradeNo: trade.channelTradeNo, status: PayNotifyStatus.success, amountFen: trade.amountFen };
    },
    refund: (request) => sandboxRefund(db, clock, request),
    async dueRefundNotifications(limit) {
      return (await dueSandboxRefunds(db, clock.now(), RefundNotifyStatus, limit)).map(signed);
    },
    failRefund: (outRefundNo) => failSandboxRefund(db, outRefundNo, RefundNotifyStatus.failed),
    async acknowledgeRefund(outRefundNo) {
      await acknowledgeSandboxRefund(db, outRefundNo, clock.now());
    },
    async settle(outTradeNo, amountFen, action) {
      const now = clock.now();
      const trade = await upsertSandboxTrade(
        db,
        { outTradeNo, channelTradeNo: `SB${randomBytes(10).toString('hex')}`, amountFen, status: statusOfAction[action], updatedAt: now },
        PayNotifyStatus,
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
 * The sandbox's refund desk, as a channel decides: the same outRefundNo answers its first result
 * (another trade or amount under it is refused); only a trade its books hold as paid is refunded,
 * and never beyond what it paid, counting every refund already taken from it. Refunds of one trade
 * are decided one at a time (its row locked), so two cannot both take its last fen.
 */
async function sandboxRefund(db: Db, clock: Clock, request: RefundRequest): Promise<RefundAnswer> {
  return db.transaction(async (tx) => {
    const trade = await lockSandboxTrade(tx, request.outTradeNo);
    const first = await findSandboxRefund(tx, request.outRefundNo);
    if (first) {
      const same = first.outTradeNo === request.outTradeNo && first.amountFen === request.amountFen;
      return same
        ? { accepted: true, settled: false, channelRefundNo: first.channelRefundNo, amountFen: first.amountFen }
        : { accepted: false, reason: RefundRefusedReason.refundNoReused };
    }
    if (!trade || trade.status !== PayNotifyStatus.success) return { accepted: false, reason: RefundRefusedReason.tradeNotPaid };
    const left = trade.amountFen - (await sandboxRefundedFen(tx, trade.outTradeNo, RefundNotifyStatus.failed));
    if (!Number.isSafeInteger(request.amountFen) || request.amountFen <= 0 || request.amountFen > left) {
      return { accepted: false, reason: RefundRefusedReason.amountExceeds };
    }
    const row = await insertSandboxRefund(tx, {
      outRefundNo: request.outRefundNo,
      outTradeNo: trade.outTradeNo,
      channelRefundNo: `SR${randomBytes(10).toString('hex')}`,
      amountFen: request.amountFen,
      status: SANDBOX_REFUND_PROCESSING,
      createdAt: clock.now(),
    });
    return { accepted: true, settled: false, channelRefundNo: row.channelRefundNo, amountFen: row.amountFen };
  });
}

/**
 * The real acquirers a merchant runs together (PAY_PROVIDER=alipay,wechatpay,icbc,unionpay) as one provider:
 * each channel goes to the adapter that serves it (supports it on some terminal); a channel none
 * serves is supported by none, so the cashier refuses it with its usual code.
 */
function routeByChannel(adapters: PayProvider[]): PayProvider {
  if (adapters.length === 1) return adapters[0]!;
  const of = (channel: CashierChannel): PayProvider => {
    const adapter = adapters.find((a) => a.supports(channel, null));
    if (!adapter) throw new Error(`no pay provider serves ${channel}`);
    return adapter;
  };
  return {
    name: adapters.map((a) => a.name).join(','),
    supports: (channel, terminal) => adapters.some((a) => a.supports(channel, terminal)),
    needsPayer: (channel, terminal) => of(channel).needsPayer?.(channel, terminal) ?? false,
    createPayment: (payment, channel, terminal) => of(channel).createPayment(payment, channel, terminal),
    queryPayment: (outTradeNo, channel) => of(channel).queryPayment(outTradeNo, channel),
    closePayment: (outTradeNo, channel) => of(channel).closePayment(outTradeNo, channel),
    refund: (request) => of(request.channel).refund(request),
    verifyNotification: (headers, body) => adapters.map((a) => a.verifyNotification?.(headers, body) ?? null).find((n) => n !== null) ?? null,
    verifyRefundNotification: (headers, body) => adapters.map((a) => a.verifyRefundNotification?.(headers, body) ?? null).find((n) => n !== null) ?? null,
    formNotifications: Object.assign({}, ...adapters.map((a) => a.formNotifications)) as PayProvider['formNotifications'],
    gatewayForms: Object.assign({}, ...adapters.map((a) => a.gatewayForms)) as PayProvider['gatewayForms'],
    signedNotifications: adapters.find((a) => a.signedNotifications)?.signedNotifications,
  };
}

/** The configured provider (the sandbox in production only where ALLOW_SANDBOX lets it); `warn` hears what an adapter keeps going through. */
export function createPayProvider(config: PayConfig, db: Db, clock: Clock, warn: (message: string) => void): PayProvider {
  if (config.provider === 'sandbox') return createSandboxPay(config, db, clock);
  return routeByChannel(
    config.provider.map((name) => {
      switch (name) {
        case 'alipay':
          if (!config.alipay) throw new Error('PAY_PROVIDER=alipay without its keys');
          return createAlipayPay(config.alipay, config.channels, clock);
        case 'wechatpay':
          if (!config.wechatpay) throw new Error('PAY_PROVIDER=wechatpay without its keys');
          return createWechatPay(config.wechatpay, config.channels, { warn });
        case 'icbc':
          if (!config.icbc) throw new Error('PAY_PROVIDER=icbc without its keys');
          return createIcbcPay(config.icbc, config.channels, clock);
        case 'unionpay':
          if (!config.unionpay) throw new Error('PAY_PROVIDER=unionpay without its keys');
          return createUnionPay(config.unionpay, config.channels, clock, db);
      }
    }),
  );
}
