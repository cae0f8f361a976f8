import { CashierChannel, PayNotifyStatus, PayTerminalType, RefundNotifyStatus, RefundRefusedReason, type PayNotification, type WechatJsapiParams } from '@emall/contract';
import { createHash } from 'node:crypto';
import { systemClock, type Clock } from '../context.ts';
import type { WechatpayConfig } from '../wechatpay-config.ts';
import {
  answerMessage,
  authorization,
  decryptResource,
  MAX_CLOCK_SKEW_SECONDS,
  nonceStr,
  requestMessage,
  sha256RsaSign,
  sha256RsaVerify,
  unixSeconds,
  type EncryptedResource,
} from './wechatpay-protocol.ts';
import { platformKeySet, signatureParts, type PlatformKeySet, type SignedAnswer } from './wechatpay-platform-keys.ts';
import type { ChannelPayment, PayProvider, RefundAnswer, SignedNotice } from './pay.ts';

/**
 * WeChat Pay API v3 (直连商户) on node:crypto: H5 pay (/v3/pay/transactions/h5, its h5_url opened
 * in a browser outside the messenger) and JSAPI pay inside it (/v3/pay/transactions/jsapi with the
 * payer's openId; its prepay_id signed into WeixinJSBridge's params), query and close by
 * out_trade_no, refunds (/v3/refund/domestic/refunds, out_refund_no our idempotency key) and the
 * payment and refund notifications. Every request is signed SHA256-RSA with the merchant's key;
 * every answer and notification is believed only when WeChat Pay's platform key verifies it over
 * its exact text, within 5 minutes of our clock (a notification only once: its nonce is used up by
 * the notify service). Amounts are fen
 * integers on the wire. Why no SDK: docs/decisions/payments.md.
 */

/** A call that has not answered in this long fails; the sweep asks again (same numbers, so once). */
const REQUEST_TIMEOUT_MS = 15_000;
const CURRENCY = 'CNY';

/** trade_state and what it says of our payment; NOTPAY and USERPAYING say nothing yet. */
const OUTCOME_OF: Record<string, PayNotification['status']> = {
  SUCCESS: PayNotifyStatus.success,
  // Paid, then (partly) refunded: it was paid.
  REFUND: PayNotifyStatus.success,
  CLOSED: PayNotifyStatus.closed,
  REVOKED: PayNotifyStatus.closed,
  PAYERROR: PayNotifyStatus.failed,
};

/** WeChat Pay's refusals of a refund that asking again would not change: the refund is closed for an operator. */
const REFUND_REFUSALS: Record<string, RefundRefusedReason> = {
  RESOURCE_NOT_EXISTS: RefundRefusedReason.tradeNotPaid,
  ORDER_NOT_EXIST: RefundRefusedReason.tradeNotPaid,
  USER_ACCOUNT_ABNORMAL: RefundRefusedReason.tradeNotPaid,
  INVALID_REQUEST: RefundRefusedReason.amountExceeds,
};

type Json = Record<string, unknown>;

export class WechatpayError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`wechatpay ${call}: HTTP ${status} ${code} ${message}`.trim());
  }
}

const isFen = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * `clock`: the machine's time that signatures, certificate validity and the refresh's pace are
 * read on (never the business clock; tests move it).
 */
export function createWechatPay(
  config: WechatpayConfig,
  channels: readonly CashierChannel[],
  options: { clock?: Clock; warn?: (message: string) => void } = {},
): PayProvider & { billDownload(date: string): Promise<string>; platformKeys: PlatformKeySet } {
  const clock = options.clock ?? systemClock;

  /** One API call, signed, as it answered (not yet believed). */
  async function send(method: 'GET' | 'POST', pathAndQuery: string, body?: Json): Promise<SignedAnswer> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = unixSeconds(clock.now());
    const nonce = nonceStr();
    const signature = sha256RsaSign(requestMessage(method, pathAndQuery, timestamp, nonce, text), config.privateKey);
    const response = await fetch(`${config.gateway}${pathAndQuery}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'user-agent': 'emall-server',
        authorization: authorization({ mchid: config.mchId, serialNo: config.certSerial, nonce, timestamp, signature }),
      },
      ...(body === undefined ? {} : { body: text }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  }

  const platformKeys = platformKeySet({
    configured: config.platformKeys,
    apiV3Key: config.apiV3Key,
    download: config.downloadCertificates ? () => send('GET', '/v3/certificates') : null,
    now: () => clock.now(),
    ...(options.warn ? { warn: options.warn } : {}),
  });

  /**
   * Whether WeChat Pay's platform key signed exactly this text under these headers, recently: the
   * key is the one its Wechatpay-Serial names (wechatpay-platform-keys.ts), the timestamp within 5
   * minutes of our clock (protocol times are the machine's, not the business clock's).
   */
  async function signedByPlatform(headers: SignedAnswer['headers'], body: string): Promise<{ nonce: string } | null> {
    const signed = signatureParts(headers, clock.now());
    const key = signed && (await platformKeys.keyFor(signed.serial));
    if (!signed || !key) return null;
    return sha256RsaVerify(answerMessage(signed.timestamp, signed.nonce, body), signed.signature, key) ? { nonce: signed.nonce } : null;
  }

  /**
   * One API call, signed; its answer believed only when the platform key verifies it. A 2xx answers
   * its JSON (null for 204); an error answer, signed, comes back as a WechatpayError with its code;
   * an unsigned or forged answer, a network failure or a timeout throws too.
   */
  async function call(name: string, method: 'GET' | 'POST', pathAndQuery: string, body?: Json): Promise<Json | null> {
    const response = await send(method, pathAndQuery, body);
    const answer = response.body;
    let parsed: Json | null = null;
    if (answer !== '') {
      try {
        parsed = JSON.parse(answer) as Json;
      } catch {
        throw new Error(`wechatpay ${name} answered HTTP ${response.status} without JSON: ${answer.slice(0, 200)}`);
      }
    }
    const code = typeof parsed?.code === 'string' ? parsed.code : '';
    const message = typeof parsed?.message === 'string' ? parsed.message : '';
    if (!(await signedByPlatform(response.headers, answer))) {
      // An unsigned answer is only ever an error of the gateway (a bad signature of ours): never believed as an outcome.
      throw new WechatpayError(name, response.status, code || 'UNSIGNED_ANSWER', message);
    }
    if (response.status < 200 || response.status > 299) throw new WechatpayError(name, response.status, code, message);
    return parsed;
  }

  const tradePath = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

  /** A transaction (query answer or decrypted notification) as our outcome; null when it carries none yet or is not ours. */
  function outcomeOf(trade: Json): ChannelPayment | null {
    const status = OUTCOME_OF[String(trade.trade_state ?? '')];
    const amount = (trade.amount ?? {}) as Json;
    if (!status || trade.mchid !== config.mchId || typeof trade.out_trade_no !== 'string') return null;
    if (status !== PayNotifyStatus.success) return { outTradeNo: trade.out_trade_no, channelTradeNo: String(trade.transaction_id ?? trade.out_trade_no), status, amountFen: isFen(amount.total) ? amount.total : 0 };
    if (typeof trade.transaction_id !== 'string' || !isFen(amount.total)) return null;
    // What the shopper paid: payer_total less any coupon WeChat Pay funded is still the order's total.
    return { outTradeNo: trade.out_trade_no, channelTradeNo: trade.transaction_id, status, amountFen: amount.total };
  }

  async function queryTrade(outTradeNo: string): Promise<Json | null> {
    try {
      return await call('query', 'GET', `${tradePath(outTradeNo)}?mchid=${encodeURIComponent(config.mchId)}`);
    } catch (err) {
      // No trade: never opened (the shopper left before the bridge or h5_url) or another merchant's number.
      if (err instanceof WechatpayError && (err.code === 'ORDER_NOT_EXIST' || err.code === 'RESOURCE_NOT_EXISTS')) return null;
      throw err;
    }
  }

  /** The bridge's params for a prepay_id: paySign is SHA256-RSA over appId, timeStamp, nonceStr and package, each on its line. */
  function jsapiParams(prepayId: string): WechatJsapiParams {
    const timeStamp = unixSeconds(clock.now());
    const nonce = nonceStr();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = sha256RsaSign(`${config.appId}\n${timeStamp}\n${nonce}\n${pkg}\n`, config.privateKey);
    return { appId: config.appId, timeStamp, nonceStr: nonce, package: pkg, signType: 'RSA', paySign };
  }

  function readNotice(resource: Json): SignedNotice | 'ignore' | null {
    if (resource.mchid !== config.mchId) return null;
    if ('out_refund_no' in resource) {
      const amount = (resource.amount ?? {}) as Json;
      const status = resource.refund_status === 'SUCCESS' ? RefundNotifyStatus.success : resource.refund_status === 'CLOSED' || resource.refund_status === 'ABNORMAL' ? RefundNotifyStatus.failed : null;
      if (!status) return 'ignore';
      if (typeof resource.out_trade_no !== 'string' || typeof resource.out_refund_no !== 'string' || typeof resource.refund_id !== 'string' || !isFen(amount.refund)) return null;
      return {
        refund: {
          outRefundNo: resource.out_refund_no,
          outTradeNo: resource.out_trade_no,
          channelRefundNo: resource.refund_id,
          amount: amount.refund,
          status,
          eventAt: typeof resource.success_time === 'string' ? resource.success_time : clock.now().toISOString(),
          nonce: resource.refund_id,
        },
      };
    }
    if (resource.appid !== config.appId) return null;
    const outcome = outcomeOf(resource);
    if (!outcome) return OUTCOME_OF[String(resource.trade_state ?? '')] ? null : 'ignore';
    return {
      payment: {
        outTradeNo: outcome.outTradeNo,
        channelTradeNo: outcome.channelTradeNo,
        amount: outcome.amountFen,
        status: outcome.status,
        eventAt: typeof resource.success_time === 'string' ? resource.success_time : clock.now().toISOString(),
        nonce: outcome.channelTradeNo,
      },
    };
  }

  return {
    name: 'wechatpay',
    platformKeys,
    supports(channel) {
      // Both terminals: JSAPI inside the messenger, H5 in any other browser.
      return channel === CashierChannel.WechatPay && channels.includes(channel);
    },
    needsPayer: (_channel, terminal) => terminal === PayTerminalType.H5,
    async createPayment(payment, _channel, terminal) {
      const order = {
        appid: config.appId,
        mchid: config.mchId,
        description: payment.subject.slice(0, 127),
        out_trade_no: payment.outTradeNo,
        notify_url: config.notifyUrl,
        amount: { total: payment.amountFen, currency: CURRENCY },
      };
      const result = `${config.returnUrl}?${new URLSearchParams({ out_trade_no: payment.outTradeNo }).toString()}`;
      if (terminal === PayTerminalType.H5) {
        if (!payment.openId) throw new Error('wechatpay jsapi needs the payer’s openId');
        const answer = await call('jsapi', 'POST', '/v3/pay/transactions/jsapi', { ...order, payer: { openid: payment.openId } });
        if (typeof answer?.prepay_id !== 'string') throw new Error('wechatpay jsapi answered no prepay_id');
        return { outTradeNo: payment.outTradeNo, payUrl: result, jsapi: jsapiParams(answer.prepay_id) };
      }
      const answer = await call('h5', 'POST', '/v3/pay/transactions/h5', { ...order, scene_info: { payer_client_ip: payment.clientIp, h5_info: { type: 'Wap' } } });
      if (typeof answer?.h5_url !== 'string') throw new Error('wechatpay h5 answered no h5_url');
      // After paying (or leaving) WeChat Pay's page the phone comes back to the pay result.
      return { outTradeNo: payment.outTradeNo, payUrl: `${answer.h5_url}&redirect_url=${encodeURIComponent(result)}` };
    },
    async queryPayment(outTradeNo) {
      const trade = await queryTrade(outTradeNo);
      const outcome = trade && outcomeOf(trade);
      return outcome && outcome.outTradeNo === outTradeNo ? outcome : null;
    },
    // A trade WeChat Pay will not close is paid already (ORDERPAID): the payment is answered, so the
    // money is recorded as the sweep records it. One it never opened has nothing to close.
    async closePayment(outTradeNo) {
      try {
        await call('close', 'POST', `${tradePath(outTradeNo)}/close`, { mchid: config.mchId });
        return null;
      } catch (err) {
        if (!(err instanceof WechatpayError)) throw err;
        if (err.code === 'ORDER_NOT_EXIST') return null;
        if (err.code !== 'ORDERPAID') throw err;
        const trade = await queryTrade(outTradeNo);
        const known = trade && outcomeOf(trade);
        if (known?.status === PayNotifyStatus.success) return known;
        throw err;
      }
    },
    async refund(request): Promise<RefundAnswer> {
      // The refund names the trade's total, as the protocol asks: read from WeChat Pay itself.
      const trade = await queryTrade(request.outTradeNo);
      const total = ((trade?.amount ?? {}) as Json).total;
      if (!trade || OUTCOME_OF[String(trade.trade_state)] !== PayNotifyStatus.success || !isFen(total)) return { accepted: false, reason: RefundRefusedReason.tradeNotPaid };
      let answer: Json | null;
      try {
        answer = await call('refund', 'POST', '/v3/refund/domestic/refunds', {
          out_trade_no: request.outTradeNo,
          out_refund_no: request.outRefundNo,
          notify_url: config.notifyUrl,
          amount: { refund: request.amountFen, total, currency: CURRENCY },
        });
      } catch (err) {
        const reason = err instanceof WechatpayError ? REFUND_REFUSALS[err.code] : undefined;
        if (reason) return { accepted: false, reason };
        throw err;
      }
      const amount = (answer?.amount ?? {}) as Json;
      if (typeof answer?.refund_id !== 'string' || answer.out_refund_no !== request.outRefundNo) throw new Error('wechatpay refund answered no refund of ours');
      // The same out_refund_no with another amount answers the first refund: never taken for this one.
      if (amount.refund !== request.amountFen) return { accepted: false, reason: RefundRefusedReason.refundNoReused };
      // SUCCESS in the answer itself: paid out now. PROCESSING: the refund notification ends it.
      return { accepted: true, settled: answer.status === 'SUCCESS', channelRefundNo: answer.refund_id, amountFen: request.amountFen };
    },
    signedNotifications: {
      freshForMs: MAX_CLOCK_SKEW_SECONDS * 1000,
      async read(headers, rawBody) {
        const signed = await signedByPlatform(headers, rawBody);
        if (!signed) return null;
        let posted: Json;
        try {
          posted = JSON.parse(rawBody) as Json;
        } catch {
          return null;
        }
        const resource = posted.resource as EncryptedResource | undefined;
        if (posted.resource_type !== 'encrypt-resource' || typeof resource !== 'object' || resource === null) return null;
        const plain = decryptResource(config.apiV3Key, resource);
        if (plain === null) return null;
        let decrypted: Json;
        try {
          decrypted = JSON.parse(plain) as Json;
        } catch {
          return null;
        }
        const read = readNotice(decrypted);
        return read === null ? null : { notice: read, nonce: signed.nonce };
      },
    },
    /**
     * The trade bill of a day (yyyy-MM-dd, China time), all trades and refunds, as the text WeChat Pay
     * serves (wechatpay-bill.ts reads it). Not made yet or not there: a WechatpayError with its code.
     */
    async billDownload(date) {
      const bill = await call('tradebill', 'GET', `/v3/bill/tradebill?bill_date=${encodeURIComponent(date)}&bill_type=ALL`);
      if (typeof bill?.download_url !== 'string') throw new Error('wechatpay tradebill answered no download_url');
      const url = new URL(bill.download_url);
      const timestamp = unixSeconds(clock.now());
      const nonce = nonceStr();
      const pathAndQuery = `${url.pathname}${url.search}`;
      const signature = sha256RsaSign(requestMessage('GET', pathAndQuery, timestamp, nonce, ''), config.privateKey);
      const response = await fetch(url, {
        headers: { authorization: authorization({ mchid: config.mchId, serialNo: config.certSerial, nonce, timestamp, signature }) },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new WechatpayError('billdownload', response.status, '', await response.text());
      // The file is not signed: its SHA1 (hash_value) in the signed answer vouches for its bytes.
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bill.hash_type !== 'SHA1' || typeof bill.hash_value !== 'string') throw new Error(`wechatpay tradebill answered hash_type ${String(bill.hash_type)}: only SHA1 is checked`);
      if (createHash('sha1').update(bytes).digest('hex') !== bill.hash_value.toLowerCase()) throw new Error('wechatpay tradebill does not match its hash_value');
      return bytes.toString('utf8');
    },
  };
}
