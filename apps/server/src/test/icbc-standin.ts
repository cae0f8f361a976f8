import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { alipayTimestamp } from '../providers/alipay-protocol.ts';
import { fenFromIcbc, icbcPayTime, icbcSign, icbcSignContent, icbcVerify } from '../providers/icbc-protocol.ts';
import { IcbcApi } from '../providers/pay-icbc.ts';
import { gatewayFormOf } from './gateway-form.ts';
import type { TestApp } from './test-app.ts';

/**
 * A stand-in for ICBC's open platform gateway (API 开放平台) on a local port, written from the
 * published protocol: it holds the app's public key and its own gateway key pair (both made here),
 * checks every call's app_id and RSA2 signature over `path?sorted params`, serves the aggregated
 * cashier page (a form post to …/consumepurchaseshowpay/V1, which opens the order), keeps orders and
 * refunds, answers orderqry (deal_flag 0 asks, 1 closes), merrefund and refundqry in JSON signed
 * with its key (RSA, over response_biz_content's text), and makes the notifications it would post
 * (from=icbc-api, signed RSA over the notify path and the fields). Business refusals carry the
 * stand-in's own return_code (ICBC's list is behind its developer sign-in); the adapter reads every
 * signed business refusal alike.
 */
interface StandinOrder {
  outTradeNo: string;
  orderId: string;
  totalFen: number;
  status: 'waiting' | 'paid' | 'closed';
  notifyUrl: string;
  paidAt: Date | null;
}

interface StandinRefund {
  outTradeNo: string;
  serialNo: string;
  amountFen: number;
  intrxSerialNo: string;
  status: 'paid' | 'processing' | 'failed';
}

export interface IcbcStandin {
  origin: string;
  appId: string;
  merId: string;
  orders: Map<string, StandinOrder>;
  /** Refunds taken, in order: at most one per outtrx_serial_no. */
  refunds: StandinRefund[];
  /** Every refusal's return_code, in order. */
  refused: string[];
  /** Every merrefund asked, by outtrx_serial_no, in order (asked again would be a second refund at a bank that does not dedupe). */
  refundCalls: string[];
  /** New refunds wait as processing (refundqry pay_status 2) while set. */
  refundsProcess: { slowly: boolean };
  /** The shopper opens the cashier page (the form our page posts): the order is opened. */
  openForm(action: string, fields: Record<string, string>): Promise<number>;
  /** The shopper pays: the order is paid and its notification, signed, is made (the test posts it). */
  pay(outTradeNo: string): { url: string; fields: Record<string, string> };
  /** A notification of an order (fields of biz_content overridden), signed with the gateway's key or another. */
  notification(outTradeNo: string, biz?: Record<string, string>, key?: KeyObject): { url: string; fields: Record<string, string> };
  /** Our answer to a notification, its signature checked with the app's public key: its response_biz_content, or null when unsigned or forged. */
  readAnswer(body: string): Record<string, unknown> | null;
  env(): Record<string, string>;
  close(): Promise<void>;
}

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }).toString();
const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

export async function startIcbcStandin(): Promise<IcbcStandin> {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const gateway = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const appId = `1000000000000${digits(7)}`;
  const merId = `0200${digits(8)}`;
  const merPrtclNo = `${merId}0201`;
  const orders = new Map<string, StandinOrder>();
  const refunds: StandinRefund[] = [];
  const refused: string[] = [];
  const refundCalls: string[] = [];
  const refundsProcess = { slowly: false };

  /** An answer as the gateway writes it: response_biz_content, then its RSA (SHA1) signature over that exact text. */
  function answer(res: http.ServerResponse, msgId: string, biz: Record<string, unknown>) {
    if (biz.return_code !== 0) refused.push(String(biz.return_code));
    const inner = JSON.stringify({ ...biz, msg_id: msgId });
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' }).end(`{"response_biz_content":${inner},"sign":"${icbcSign(inner, gateway.privateKey, 'RSA')}"}`);
  }
  const refuse = (code: number, msg: string) => ({ return_code: code, return_msg: msg });

  /** Checks a call as the gateway does: its app, signature type and signature over the path and every parameter. */
  function check(path: string, params: Record<string, string>): Record<string, unknown> | null {
    if (params.app_id !== appId) return refuse(400011, 'app id is not registered');
    if (params.sign_type !== 'RSA2' || params.charset !== 'UTF-8' || params.format !== 'json' || !params.msg_id || !params.timestamp) return refuse(400017, 'invalid common parameters');
    if (!icbcVerify(icbcSignContent(path, params), params.sign ?? '', app.publicKey, 'RSA2')) return refuse(400016, 'sign verify failed');
    return null;
  }

  function mine(biz: Record<string, string>): boolean {
    return biz.mer_id === merId && biz.mer_prtcl_no === merPrtclNo && biz.icbc_appid === appId;
  }

  function api(path: string, biz: Record<string, string>): Record<string, unknown> {
    if (!mine(biz)) return refuse(9001, '商户信息不符');
    const order = orders.get(biz.out_trade_no ?? '');
    if (path === IcbcApi.query) {
      if (!order) return refuse(9002, '订单不存在');
      if (biz.deal_flag === '1') {
        if (order.status === 'waiting') order.status = 'closed';
      } else if (biz.deal_flag !== '0') return refuse(9003, '操作标志错误');
      const payStatus = order.status === 'paid' ? '0' : order.status === 'closed' ? '1' : '2';
      return { return_code: 0, return_msg: 'success', pay_status: payStatus, out_trade_no: order.outTradeNo, order_id: order.orderId, total_amt: String(order.totalFen), pay_time: order.paidAt ? icbcPayTime(order.paidAt) : '' };
    }
    if (path === IcbcApi.refundQuery) {
      const refund = refunds.find((r) => r.outTradeNo === biz.out_trade_no && r.serialNo === biz.outtrx_serial_no);
      if (!order || !refund) return refuse(9004, '退货记录不存在');
      const payStatus = { paid: '0', failed: '1', processing: '2' }[refund.status];
      const amt = String(refund.amountFen);
      return { return_code: 0, return_msg: 'success', pay_status: payStatus, out_trade_no: order.outTradeNo, order_id: order.orderId, outtrx_serial_no: refund.serialNo, intrx_serial_no: refund.intrxSerialNo, reject_amt: amt, real_reject_amt: amt };
    }
    if (path === IcbcApi.refund) {
      refundCalls.push(biz.outtrx_serial_no ?? '');
      if (!order || order.status !== 'paid') return refuse(9005, '原交易不存在或未支付');
      if (refunds.some((r) => r.serialNo === biz.outtrx_serial_no)) return refuse(9006, '退货流水号重复');
      const amountFen = fenFromIcbc(biz.ret_total_amt);
      const left = order.totalFen - refunds.filter((r) => r.outTradeNo === order.outTradeNo && r.status !== 'failed').reduce((sum, r) => sum + r.amountFen, 0);
      if (amountFen === null || amountFen <= 0 || amountFen > left || biz.trnsc_ccy !== '001' || !biz.outtrx_serial_no) return refuse(9007, '退货金额超限');
      const refund: StandinRefund = { outTradeNo: order.outTradeNo, serialNo: biz.outtrx_serial_no, amountFen, intrxSerialNo: `0200${digits(26)}`, status: refundsProcess.slowly ? 'processing' : 'paid' };
      refunds.push(refund);
      return { return_code: 0, return_msg: 'success', outtrx_serial_no: refund.serialNo, intrx_serial_no: refund.intrxSerialNo };
    }
    return refuse(400404, 'api not found');
  }

  /** The cashier page: the order opens with the amount and notify_url it was signed with. */
  function cashier(biz: Record<string, string>, res: http.ServerResponse) {
    const totalFen = fenFromIcbc(biz.order_amt);
    if (!mine(biz) || totalFen === null || !biz.out_trade_no || !biz.notify_url || biz.notify_type !== 'HS' || !biz.body) {
      return void res.writeHead(400).end('invalid consumepurchaseshowpay');
    }
    if (!orders.has(biz.out_trade_no)) {
      orders.set(biz.out_trade_no, { outTradeNo: biz.out_trade_no, orderId: `0200${digits(26)}`, totalFen, status: 'waiting', notifyUrl: biz.notify_url, paidAt: null });
    }
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(`<html><body>工银聚合收银台 ¥${(totalFen / 100).toFixed(2)}</body></html>`);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const [path = '', search = ''] = (req.url ?? '').split('?');
      const params = Object.fromEntries([...new URLSearchParams(search), ...new URLSearchParams(req.method === 'POST' ? raw : '')]);
      const error = check(path, params);
      if (path === IcbcApi.pay) {
        if (error) return void res.writeHead(400).end(String(error.return_msg));
      } else if (error) return answer(res, params.msg_id ?? '', error);
      let biz: Record<string, string>;
      try {
        biz = JSON.parse(params.biz_content ?? '') as Record<string, string>;
      } catch {
        return answer(res, params.msg_id ?? '', refuse(400018, 'invalid biz_content'));
      }
      if (path === IcbcApi.pay) return cashier(biz, res);
      return answer(res, params.msg_id ?? '', api(path, biz));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function notification(outTradeNo: string, biz: Record<string, string> = {}, key: KeyObject = gateway.privateKey) {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`the stand-in has no order ${outTradeNo}`);
    const content = {
      return_code: order.status === 'paid' ? '0' : '1',
      return_msg: order.status === 'paid' ? '支付成功' : '支付失败',
      msg_id: `${Date.now()}${digits(8)}`,
      mer_id: merId,
      out_trade_no: order.outTradeNo,
      order_id: order.orderId,
      total_amt: String(order.totalFen),
      payment_amt: String(order.totalFen),
      pay_time: icbcPayTime(order.paidAt ?? new Date()),
      pay_type: '9',
      card_no: '621226******1234',
      ...biz,
    };
    const fields: Record<string, string> = {
      from: 'icbc-api',
      api: IcbcApi.pay.replace('/ui/', '/api/'),
      app_id: appId,
      charset: 'UTF-8',
      format: 'json',
      timestamp: alipayTimestamp(new Date()),
      biz_content: JSON.stringify(content),
      sign_type: 'RSA',
    };
    const sign = icbcSign(icbcSignContent(new URL(order.notifyUrl).pathname, fields), key, 'RSA');
    return { url: order.notifyUrl, fields: { ...fields, sign } };
  }

  return {
    origin,
    appId,
    merId,
    orders,
    refunds,
    refused,
    refundCalls,
    refundsProcess,
    async openForm(action, fields) {
      const response = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }, body: new URLSearchParams(fields).toString() });
      return response.status;
    },
    pay(outTradeNo) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`the stand-in has no order ${outTradeNo}`);
      order.status = 'paid';
      order.paidAt = new Date();
      return notification(outTradeNo);
    },
    notification,
    readAnswer(body) {
      const part = /^\{"response_biz_content":(\{.*\}),"sign_type":"RSA2","sign":"([^"]+)"\}$/.exec(body);
      if (!part || !icbcVerify(`"response_biz_content":${part[1]},"sign_type":"RSA2"`, part[2]!, app.publicKey, 'RSA2')) return null;
      return JSON.parse(part[1]!) as Record<string, unknown>;
    },
    env: () => ({
      PAY_PROVIDER: 'icbc',
      ICBC_APP_ID: appId,
      ICBC_MER_ID: merId,
      ICBC_MER_PRTCL_NO: merPrtclNo,
      ICBC_PRIVATE_KEY: pem(app.privateKey, 'pkcs8'),
      ICBC_GATEWAY_PUBLIC_KEY: pem(gateway.publicKey, 'spki'),
      ICBC_GATEWAY: origin,
      PUBLIC_ORIGIN: 'https://shop.yaochuan-auto.example',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The shopper's browser on the cashier's payUrl: our page, then the form it posts on to ICBC's cashier. */
export async function openIcbcCashier(app: TestApp, standin: IcbcStandin, payUrl: string): Promise<number> {
  const { status, form } = await gatewayFormOf(app, payUrl);
  return form ? standin.openForm(form.action, form.fields) : status;
}
