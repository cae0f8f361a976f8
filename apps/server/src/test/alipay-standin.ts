import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatMoney, yuanToFen } from '@emall/domain';
import { alipayTimestamp, responseKey, rsa2Sign, rsa2Verify, signContent } from '../providers/alipay-protocol.ts';

/**
 * A stand-in for Alipay's open platform gateway (OpenAPI v1, RSA2) on a local port, written from
 * the published protocol: it holds an app's public key and its own key pair (both made here), checks
 * every request's app_id and signature (a bad one answers sub_code isv.invalid-signature, unsigned,
 * as the gateway does), keeps trades and refunds, answers alipay.trade.query / .refund /
 * .fastpay.refund.query in signed JSON, and makes the signed form notifications it would post.
 */
interface StandinTrade {
  outTradeNo: string;
  tradeNo: string;
  totalFen: number;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  notifyUrl: string;
  subject: string;
}

interface StandinRefund {
  outTradeNo: string;
  outRequestNo: string;
  amountFen: number;
}

export interface AlipayStandin {
  url: string;
  appId: string;
  /** Trades opened on the phone pages, by out_trade_no. */
  trades: Map<string, StandinTrade>;
  /** Refunds paid out, in order: at most one per out_request_no. */
  refunds: StandinRefund[];
  /** Every sub_code answered, in order. */
  refused: string[];
  /** The sub_code alipay.trade.refund answers instead (e.g. ACQ.SELLER_BALANCE_NOT_ENOUGH), while set. */
  refuseRefunds: { subCode: string | null };
  /** The shopper opens the payUrl the shop gave (GET on the gateway): the trade is opened, as on signing in. */
  open(payUrl: string): Promise<number>;
  /** The shopper pays: the trade is paid and its notification, signed, is made (the test posts it). */
  pay(outTradeNo: string): { url: string; fields: Record<string, string> };
  /** A notification of a trade signed with Alipay's key (or another key, to forge one). */
  notification(outTradeNo: string, fields?: Record<string, string>, key?: KeyObject): { url: string; fields: Record<string, string> };
  /** PAY_PROVIDER=alipay's variables that point the shop at this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }).toString();

export async function startAlipayStandin(): Promise<AlipayStandin> {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const appId = `2021${String(randomBytes(6).readUIntBE(0, 6)).padStart(12, '0').slice(0, 12)}`;
  const trades = new Map<string, StandinTrade>();
  const refunds: StandinRefund[] = [];
  const refused: string[] = [];
  const refuseRefunds = { subCode: null as string | null };

  /** Checks a request's parameters as the gateway does; answers the error sub_code, or null. */
  function checkRequest(params: Record<string, string>): string | null {
    for (const name of ['app_id', 'method', 'charset', 'sign_type', 'sign', 'timestamp', 'version']) if (!params[name]) return 'isv.missing-signature-config';
    if (params.app_id !== appId) return 'isv.invalid-app-id';
    if (params.sign_type !== 'RSA2' || params.charset !== 'utf-8' || params.version !== '1.0') return 'isv.invalid-signature-type';
    if (!rsa2Verify(signContent(params), params.sign!, app.publicKey)) return 'isv.invalid-signature';
    if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.timestamp!)) return 'isv.invalid-timestamp';
    return null;
  }

  function answer(res: http.ServerResponse, method: string, body: Record<string, string>, signed = true) {
    if (body.code !== '10000') refused.push(body.sub_code ?? body.code ?? '');
    const key = responseKey(method);
    const inner = JSON.stringify(body);
    const text = signed ? `{"${key}":${inner},"sign":"${rsa2Sign(inner, alipay.privateKey)}"}` : `{"${key}":${inner}}`;
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(text);
  }
  const business = (sub_code: string, sub_msg: string) => ({ code: '40004', msg: 'Business Failed', sub_code, sub_msg });

  function api(method: string, biz: Record<string, string>): Record<string, string> {
    const trade = trades.get(biz.out_trade_no ?? '');
    if (method === 'alipay.trade.query') {
      if (!trade) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
      return { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, trade_status: trade.status, total_amount: formatMoney(trade.totalFen) };
    }
    if (method === 'alipay.trade.fastpay.refund.query') {
      const refund = refunds.find((r) => r.outTradeNo === biz.out_trade_no && r.outRequestNo === biz.out_request_no);
      if (!trade || !refund) return { code: '10000', msg: 'Success' };
      return { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, out_request_no: refund.outRequestNo, refund_amount: formatMoney(refund.amountFen), total_amount: formatMoney(trade.totalFen), refund_status: 'REFUND_SUCCESS' };
    }
    if (method === 'alipay.trade.refund') {
      if (refuseRefunds.subCode) return business(refuseRefunds.subCode, '退款被拒绝');
      if (!trade) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
      if (trade.status !== 'TRADE_SUCCESS') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      const amountFen = yuanToFen(biz.refund_amount ?? '');
      const requestNo = biz.out_request_no || trade.outTradeNo;
      const refundedFen = () => refunds.filter((r) => r.outTradeNo === trade.outTradeNo).reduce((sum, r) => sum + r.amountFen, 0);
      const done = { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, buyer_logon_id: '159****5620' };
      const first = refunds.find((r) => r.outTradeNo === trade.outTradeNo && r.outRequestNo === requestNo);
      if (first) {
        if (first.amountFen !== amountFen) return business('ACQ.DISCORDANT_REPEAT_REQUEST', '请求信息不一致');
        return { ...done, fund_change: 'N', refund_fee: formatMoney(refundedFen()) };
      }
      if (amountFen === null || amountFen <= 0 || amountFen > trade.totalFen - refundedFen()) return business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
      refunds.push({ outTradeNo: trade.outTradeNo, outRequestNo: requestNo, amountFen });
      return { ...done, fund_change: 'Y', refund_fee: formatMoney(refundedFen()) };
    }
    return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const params = Object.fromEntries([...query, ...new URLSearchParams(req.method === 'POST' ? raw : '')]);
      const method = params.method ?? '';
      const error = checkRequest(params);
      if (error) return answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: error, sub_msg: '验签出错' }, false);
      let biz: Record<string, string>;
      try {
        biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
      } catch {
        return answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-biz-content', sub_msg: '业务参数格式错误' });
      }
      if (method !== 'alipay.trade.wap.pay') return answer(res, method, api(method, biz));
      // The phone cashier page: the trade opens with the amount and notify_url it was signed with.
      const totalFen = yuanToFen(biz.total_amount ?? '');
      if (biz.product_code !== 'QUICK_WAP_WAY' || totalFen === null || !biz.out_trade_no || !biz.subject || !params.notify_url) {
        res.writeHead(400).end('invalid wap.pay');
        return;
      }
      const known = trades.get(biz.out_trade_no);
      if (!known) trades.set(biz.out_trade_no, { outTradeNo: biz.out_trade_no, tradeNo: `2026${randomBytes(10).toString('hex')}`, totalFen, status: 'WAIT_BUYER_PAY', notifyUrl: params.notify_url, subject: biz.subject });
      res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(`<html><body>支付宝收银台 ¥${biz.total_amount}</body></html>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;

  function notification(outTradeNo: string, fields: Record<string, string> = {}, key: KeyObject = alipay.privateKey) {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`the stand-in has no trade ${outTradeNo}`);
    const now = alipayTimestamp(new Date());
    const body: Record<string, string> = {
      notify_time: now,
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      charset: 'utf-8',
      version: '1.0',
      app_id: appId,
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_status: trade.status,
      total_amount: formatMoney(trade.totalFen),
      receipt_amount: formatMoney(trade.totalFen),
      buyer_pay_amount: formatMoney(trade.totalFen),
      subject: trade.subject,
      gmt_payment: now,
      ...fields,
    };
    const sign = rsa2Sign(signContent(body, ['sign', 'sign_type']), key);
    return { url: trade.notifyUrl, fields: { ...body, sign_type: 'RSA2', sign } };
  }

  return {
    url,
    appId,
    trades,
    refunds,
    refused,
    refuseRefunds,
    async open(payUrl) {
      return (await fetch(payUrl)).status;
    },
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`the stand-in has no trade ${outTradeNo}`);
      trade.status = 'TRADE_SUCCESS';
      return notification(outTradeNo);
    },
    notification,
    env: () => ({
      PAY_PROVIDER: 'alipay',
      ALIPAY_APP_ID: appId,
      ALIPAY_PRIVATE_KEY: pem(app.privateKey, 'pkcs8'),
      ALIPAY_PUBLIC_KEY: pem(alipay.publicKey, 'spki'),
      ALIPAY_GATEWAY: url,
      PUBLIC_ORIGIN: 'https://shop.yaochuan-auto.example',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
