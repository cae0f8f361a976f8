import { createHash, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatJsapiParams } from '@emall/contract';
import {
  encryptResource,
  MAX_CLOCK_SKEW_SECONDS,
  parseAuthorization,
  requestMessage,
  sha256RsaVerify,
  signedHeaders,
  unixSeconds,
} from '../providers/wechatpay-protocol.ts';
import { tradeBillText } from './wechatpay-standin-bill.ts';
import { standinPlatform, type PlatformMode, type StandinPlatform } from './wechatpay-standin-platform.ts';

/**
 * A stand-in for WeChat Pay API v3 (直连商户) on a local port, written from the published protocol:
 * it holds the merchant's certificate public key and its own platform key pair (both made here),
 * checks every request's Authorization (mchid, serial_no, a timestamp within 5 minutes, the
 * SHA256-RSA signature over method, URL, timestamp, nonce and body; a bad one answers 401
 * SIGN_ERROR), keeps trades and refunds, answers H5 and JSAPI orders, query, close, refunds and the
 * trade bill in JSON signed with its platform key, plays WeixinJSBridge (checks paySign), and makes
 * the notifications it would post: signed headers over a body whose resource is AES-256-GCM under
 * the APIv3 key. Its platform keys (public keys or certificates, /v3/certificates, rotation):
 * wechatpay-standin-platform.ts.
 */
export interface StandinTrade {
  outTradeNo: string;
  transactionId: string;
  appid: string;
  tradeType: 'MWEB' | 'JSAPI';
  totalFen: number;
  state: 'NOTPAY' | 'SUCCESS' | 'REFUND' | 'CLOSED';
  notifyUrl: string;
  description: string;
  openid: string | null;
  prepayId: string;
  successTime: string | null;
}

export interface StandinRefund {
  outTradeNo: string;
  outRefundNo: string;
  refundId: string;
  amountFen: number;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL';
  notifyUrl: string;
  successTime: string | null;
}

/** A notification as WeChat Pay posts it: where, its signed headers and its exact body. */
export interface StandinNotice {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** How a made notification departs from a genuine one, to test refusals. */
interface NoticeOptions {
  /** Fields of the decrypted resource replaced. */
  resource?: Record<string, unknown>;
  /** Signed with another key (a forgery). */
  key?: KeyObject;
  /** Signed at another time (a stale one). */
  at?: Date;
  /** Sealed under another APIv3 key. */
  apiV3Key?: string;
}

export interface WechatpayStandin {
  url: string;
  mchId: string;
  appId: string;
  /** What it signs with, and its rotation. */
  platform: StandinPlatform;
  trades: Map<string, StandinTrade>;
  /** Refunds accepted, in order: at most one per out_refund_no. */
  refunds: StandinRefund[];
  /** Every error code answered, in order. */
  refused: string[];
  /** The code refunds are refused with instead (e.g. NOT_ENOUGH), while set. */
  refuseRefunds: { code: string | null; status: number };
  /** Days (yyyy-MM-dd) whose trade bill is still being made: STATEMENT_CREATING. */
  billsNotReady: Set<string>;
  /** While set, the bill file served differs from the hash_value answered (a file altered on the way). */
  billTampered: { on: boolean };
  /** Bill files downloaded so far. */
  readonly billDownloads: number;
  /** The shopper opens h5_url: the cashier page answers. */
  open(h5Url: string): Promise<number>;
  /** WeixinJSBridge's getBrandWCPayRequest: 'ok' when the params are signed by the merchant for a trade of its app (the trade is then paid), else 'fail'. */
  bridge(params: WechatJsapiParams): 'ok' | 'fail';
  /** The shopper pays: the trade is paid and its notification made (the test posts it). */
  pay(outTradeNo: string): StandinNotice;
  /** The payment notification of a trade as it stands (or departing as options say). */
  notification(outTradeNo: string, options?: NoticeOptions): StandinNotice;
  /** The bank pays a refund out (or fails it): its refund notification. */
  settleRefund(outRefundNo: string, status?: 'SUCCESS' | 'ABNORMAL', options?: NoticeOptions): StandinNotice;
  /** PAY_PROVIDER=wechatpay's variables that point the shop at this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }).toString();
const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');
/** RFC 3339 in China time, as WeChat Pay writes times. */
const rfc3339 = (at: Date) => `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
/**
 * `now`: the business clock the trades are paid and refunds settled on (what the bill's days
 * follow); signatures keep the machine's time, as WeChat Pay checks them against its own.
 */
export async function startWechatpayStandin(now: () => Date = () => new Date(), mode: PlatformMode = 'public-key'): Promise<WechatpayStandin> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const mchId = `19${digits(8)}`;
  const appId = `wx${randomBytes(8).toString('hex')}`;
  const certSerial = randomBytes(20).toString('hex').toUpperCase();
  const apiV3Key = randomBytes(16).toString('hex');
  const platform = standinPlatform(mode, apiV3Key);
  const trades = new Map<string, StandinTrade>();
  const refunds: StandinRefund[] = [];
  const refused: string[] = [];
  const refuseRefunds = { code: null as string | null, status: 403 };
  const bills = new Map<string, string>();
  const billsNotReady = new Set<string>();
  const billTampered = { on: false };
  let billDownloads = 0;
  let url = '';

  function send(res: http.ServerResponse, status: number, body: Record<string, unknown> | null) {
    const text = body === null ? '' : JSON.stringify(body);
    const headers = { ...signedHeaders(text, platform.current.privateKey, platform.current.id, new Date()), ...(body === null ? {} : { 'content-type': 'application/json' }) };
    res.writeHead(status, headers).end(text);
  }
  function fail(res: http.ServerResponse, status: number, code: string, message: string) {
    refused.push(code);
    send(res, status, { code, message });
  }

  /** The Authorization check: null when the merchant signed exactly this request, recently. */
  function checkSignature(req: http.IncomingMessage, body: string): string | null {
    const auth = parseAuthorization(req.headers.authorization);
    if (!auth || !auth.mchid || !auth.nonce_str || !auth.signature || !auth.timestamp || !auth.serial_no) return 'SIGN_ERROR';
    if (auth.mchid !== mchId || auth.serial_no !== certSerial) return 'SIGN_ERROR';
    if (Math.abs(Number(auth.timestamp) - Number(unixSeconds(new Date()))) > MAX_CLOCK_SKEW_SECONDS) return 'SIGN_ERROR';
    const message = requestMessage(req.method ?? '', req.url ?? '', auth.timestamp, auth.nonce_str, body);
    return sha256RsaVerify(message, auth.signature, merchant.publicKey) ? null : 'SIGN_ERROR';
  }

  function transaction(trade: StandinTrade): Record<string, unknown> {
    const paid = trade.state === 'SUCCESS' || trade.state === 'REFUND';
    return {
      appid: trade.appid,
      mchid: mchId,
      out_trade_no: trade.outTradeNo,
      ...(paid ? { transaction_id: trade.transactionId, success_time: trade.successTime, bank_type: 'OTHERS', payer: { openid: trade.openid ?? `o${randomBytes(10).toString('hex')}` } } : {}),
      trade_type: trade.tradeType,
      trade_state: trade.state,
      trade_state_desc: paid ? '支付成功' : trade.state === 'CLOSED' ? '订单已关闭' : '订单未支付',
      attach: '',
      amount: paid ? { total: trade.totalFen, payer_total: trade.totalFen, currency: 'CNY', payer_currency: 'CNY' } : { total: trade.totalFen, currency: 'CNY' },
    };
  }

  const refundedFen = (outTradeNo: string) => refunds.filter((r) => r.outTradeNo === outTradeNo && r.status !== 'ABNORMAL').reduce((sum, r) => sum + r.amountFen, 0);
  function refundAnswer(refund: StandinRefund): Record<string, unknown> {
    const trade = trades.get(refund.outTradeNo)!;
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: trade.transactionId,
      out_trade_no: trade.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      status: refund.status,
      create_time: rfc3339(new Date()),
      funds_account: 'AVAILABLE',
      amount: { total: trade.totalFen, refund: refund.amountFen, payer_total: trade.totalFen, payer_refund: refund.amountFen, settlement_refund: refund.amountFen, settlement_total: trade.totalFen, discount_refund: 0, currency: 'CNY' },
    };
  }

  type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  function order(res: http.ServerResponse, type: 'MWEB' | 'JSAPI', body: Body) {
    const total = body.amount?.total;
    if (body.appid !== appId) return fail(res, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    if (body.mchid !== mchId) return fail(res, 400, 'MCH_NOT_EXISTS', '商户号不存在');
    if (!Number.isSafeInteger(total) || total <= 0 || (body.amount.currency ?? 'CNY') !== 'CNY') return fail(res, 400, 'PARAM_ERROR', '订单金额不合法');
    if (typeof body.out_trade_no !== 'string' || !/^[0-9A-Za-z_\-|*]{6,32}$/.test(body.out_trade_no)) return fail(res, 400, 'PARAM_ERROR', '商户订单号不合法');
    if (typeof body.description !== 'string' || !body.description || typeof body.notify_url !== 'string' || !/^https:\/\//.test(body.notify_url)) return fail(res, 400, 'PARAM_ERROR', '参数错误');
    if (type === 'MWEB' && (typeof body.scene_info?.payer_client_ip !== 'string' || !body.scene_info.payer_client_ip || body.scene_info?.h5_info?.type !== 'Wap')) {
      return fail(res, 400, 'PARAM_ERROR', '场景信息不合法');
    }
    if (type === 'JSAPI' && (typeof body.payer?.openid !== 'string' || !body.payer.openid)) return fail(res, 400, 'PARAM_ERROR', '用户标识不合法');
    const known = trades.get(body.out_trade_no);
    if (known && (known.totalFen !== total || known.tradeType !== type || known.state !== 'NOTPAY')) return fail(res, 400, 'INVALID_REQUEST', '201 商户订单号重复');
    const trade: StandinTrade = known ?? {
      outTradeNo: body.out_trade_no,
      transactionId: `4200${digits(24)}`,
      appid: appId,
      tradeType: type,
      totalFen: total,
      state: 'NOTPAY',
      notifyUrl: body.notify_url,
      description: body.description,
      openid: type === 'JSAPI' ? body.payer.openid : null,
      prepayId: `wx${digits(16)}${randomBytes(8).toString('hex')}`,
      successTime: null,
    };
    trades.set(trade.outTradeNo, trade);
    if (type === 'JSAPI') return send(res, 200, { prepay_id: trade.prepayId });
    return send(res, 200, { h5_url: `${url}/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${trade.prepayId}&package=${digits(10)}` });
  }

  function refund(res: http.ServerResponse, body: Body) {
    if (refuseRefunds.code) return fail(res, refuseRefunds.status, refuseRefunds.code, '退款被拒绝');
    const trade = trades.get(body.out_trade_no ?? '');
    if (!trade) return fail(res, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    const amount = body.amount ?? {};
    if (typeof body.out_refund_no !== 'string' || !body.out_refund_no || !Number.isSafeInteger(amount.refund) || amount.refund <= 0 || amount.currency !== 'CNY') {
      return fail(res, 400, 'PARAM_ERROR', '参数错误');
    }
    if (amount.total !== trade.totalFen) return fail(res, 400, 'PARAM_ERROR', '订单金额与原订单不一致');
    const first = refunds.find((r) => r.outRefundNo === body.out_refund_no);
    // The same out_refund_no refunds once: asked again it answers the refund it made.
    if (first) return send(res, 200, refundAnswer(first));
    if (trade.state !== 'SUCCESS' && trade.state !== 'REFUND') return fail(res, 400, 'INVALID_REQUEST', '订单未支付');
    if (amount.refund > trade.totalFen - refundedFen(trade.outTradeNo)) return fail(res, 400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
    const made: StandinRefund = {
      outTradeNo: trade.outTradeNo,
      outRefundNo: body.out_refund_no,
      refundId: `50${digits(27)}`,
      amountFen: amount.refund,
      status: 'PROCESSING',
      notifyUrl: typeof body.notify_url === 'string' ? body.notify_url : trade.notifyUrl,
      successTime: null,
    };
    refunds.push(made);
    trade.state = 'REFUND';
    return send(res, 200, refundAnswer(made));
  }

  function route(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const target = new URL(req.url ?? '/', 'http://standin');
    if (req.method === 'GET' && target.pathname === '/cgi-bin/mmpayweb-bin/checkmweb') {
      const known = [...trades.values()].some((t) => t.prepayId === target.searchParams.get('prepay_id'));
      res.writeHead(known ? 200 : 404, { 'content-type': 'text/html;charset=utf-8' }).end('<html><body>微信支付</body></html>');
      return;
    }
    if (req.method === 'GET' && target.pathname === '/v3/billdownload/file') {
      const bill = bills.get(target.searchParams.get('token') ?? '');
      if (checkSignature(req, '') || bill === undefined) return fail(res, 401, 'SIGN_ERROR', '签名错误');
      billDownloads++;
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(billTampered.on ? bill.replace(/`SUCCESS,/, '`REFUND,') + '\r\n' : bill);
      return;
    }
    if (checkSignature(req, raw)) return fail(res, 401, 'SIGN_ERROR', '签名错误');
    let body: Body = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Body;
      } catch {
        return fail(res, 400, 'PARAM_ERROR', '请求体不是JSON');
      }
    }
    const tradeMatch = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(target.pathname);
    if (req.method === 'POST' && target.pathname === '/v3/pay/transactions/h5') return order(res, 'MWEB', body);
    if (req.method === 'POST' && target.pathname === '/v3/pay/transactions/jsapi') return order(res, 'JSAPI', body);
    if (req.method === 'POST' && target.pathname === '/v3/refund/domestic/refunds') return refund(res, body);
    if (req.method === 'GET' && target.pathname === '/v3/certificates') return send(res, 200, JSON.parse(platform.certificatesBody()) as Body);
    if (tradeMatch) {
      const trade = trades.get(decodeURIComponent(tradeMatch[1]!));
      if (req.method === 'GET' && !tradeMatch[2]) {
        if (target.searchParams.get('mchid') !== mchId) return fail(res, 400, 'PARAM_ERROR', '商户号不合法');
        return trade ? send(res, 200, transaction(trade)) : fail(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
      }
      if (req.method === 'POST' && tradeMatch[2]) {
        if (body.mchid !== mchId) return fail(res, 400, 'PARAM_ERROR', '商户号不合法');
        if (!trade) return fail(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
        if (trade.state === 'SUCCESS' || trade.state === 'REFUND') return fail(res, 400, 'ORDERPAID', '订单已支付');
        trade.state = 'CLOSED';
        return send(res, 204, null);
      }
    }
    if (req.method === 'GET' && target.pathname === '/v3/bill/tradebill') {
      const date = target.searchParams.get('bill_date') ?? '';
      if (!/^\d{4}-\d\d-\d\d$/.test(date) || target.searchParams.get('bill_type') !== 'ALL') return fail(res, 400, 'PARAM_ERROR', '账单日期格式不正确');
      if (billsNotReady.has(date)) return fail(res, 400, 'STATEMENT_CREATING', '账单生成中');
      const text = tradeBillText(date, mchId, [...trades.values()], refunds);
      if (text === null) return fail(res, 400, 'NO_STATEMENT_EXIST', '账单文件不存在');
      const token = randomBytes(12).toString('hex');
      bills.set(token, text);
      return send(res, 200, { hash_type: 'SHA1', hash_value: createHash('sha1').update(text, 'utf8').digest('hex'), download_url: `${url}/v3/billdownload/file?token=${token}` });
    }
    return fail(res, 404, 'RESOURCE_NOT_EXISTS', '无此接口');
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => route(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function notice(notifyUrl: string, eventType: string, summary: string, kind: 'transaction' | 'refund', resource: Record<string, unknown>, options: NoticeOptions): StandinNotice {
    const at = options.at ?? new Date();
    const sealed = encryptResource(options.apiV3Key ?? apiV3Key, JSON.stringify({ ...resource, ...options.resource }), kind);
    const body = JSON.stringify({ id: randomBytes(18).toString('hex'), create_time: rfc3339(at), resource_type: 'encrypt-resource', event_type: eventType, summary, resource: sealed });
    return { url: notifyUrl, headers: signedHeaders(body, options.key ?? platform.current.privateKey, platform.current.id, at), body };
  }

  function notification(outTradeNo: string, options: NoticeOptions = {}): StandinNotice {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`the stand-in has no trade ${outTradeNo}`);
    return notice(trade.notifyUrl, 'TRANSACTION.SUCCESS', '支付成功', 'transaction', transaction(trade), options);
  }

  return {
    url,
    mchId,
    appId,
    platform,
    trades,
    refunds,
    refused,
    refuseRefunds,
    billsNotReady,
    billTampered,
    get billDownloads() {
      return billDownloads;
    },
    async open(h5Url) {
      return (await fetch(h5Url)).status;
    },
    bridge(params) {
      const trade = [...trades.values()].find((t) => params.package === `prepay_id=${t.prepayId}`);
      const signed = sha256RsaVerify(`${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`, params.paySign, merchant.publicKey);
      if (!trade || !signed || params.appId !== trade.appid || params.signType !== 'RSA' || trade.state !== 'NOTPAY') return 'fail';
      trade.state = 'SUCCESS';
      trade.successTime = rfc3339(now());
      return 'ok';
    },
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`the stand-in has no trade ${outTradeNo}`);
      trade.state = 'SUCCESS';
      trade.successTime = rfc3339(now());
      return notification(outTradeNo);
    },
    notification,
    settleRefund(outRefundNo, status = 'SUCCESS', options = {}) {
      const made = refunds.find((r) => r.outRefundNo === outRefundNo);
      if (!made) throw new Error(`the stand-in has no refund ${outRefundNo}`);
      made.status = status;
      made.successTime = status === 'SUCCESS' ? rfc3339(now()) : null;
      const trade = trades.get(made.outTradeNo)!;
      const resource = {
        mchid: mchId,
        out_trade_no: trade.outTradeNo,
        transaction_id: trade.transactionId,
        out_refund_no: made.outRefundNo,
        refund_id: made.refundId,
        refund_status: status,
        success_time: made.successTime ?? rfc3339(now()),
        user_received_account: '支付用户零钱',
        amount: { total: trade.totalFen, refund: made.amountFen, payer_total: trade.totalFen, payer_refund: made.amountFen },
      };
      return notice(made.notifyUrl, `REFUND.${status}`, status === 'SUCCESS' ? '退款成功' : '退款异常', 'refund', resource, options);
    },
    env: () => ({
      PAY_PROVIDER: 'wechatpay',
      WECHATPAY_MCH_ID: mchId,
      WECHATPAY_APP_ID: appId,
      WECHATPAY_PRIVATE_KEY: pem(merchant.privateKey, 'pkcs8'),
      WECHATPAY_CERT_SERIAL: certSerial,
      WECHATPAY_API_V3_KEY: apiV3Key,
      // On certificates the shop starts with none: its first download brings them.
      ...(mode === 'public-key'
        ? { WECHATPAY_PLATFORM_PUBLIC_KEY: pem(platform.keys[0]!.publicKey, 'spki'), WECHATPAY_PLATFORM_KEY_ID: platform.keys[0]!.id }
        : { WECHATPAY_PLATFORM_CERTIFICATES: 'download' }),
      WECHATPAY_GATEWAY: url,
      PUBLIC_ORIGIN: 'https://shop.yaochuan-auto.example',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
