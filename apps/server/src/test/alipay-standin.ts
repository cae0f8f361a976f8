import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatMoney, yuanToFen } from '@emall/domain';
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import type { TestApp } from './test-app.ts';
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
  /** When it was paid (its bill's day, China time). */
  paidAt: Date | null;
}

interface StandinRefund {
  outTradeNo: string;
  outRequestNo: string;
  amountFen: number;
  /** When it was paid out (its bill's day). */
  at: Date;
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
  /** The shopper pays (now, or at `at`): the trade is paid and its notification, signed, is made (the test posts it). */
  pay(outTradeNo: string, at?: Date): { url: string; fields: Record<string, string> };
  /** Days whose bill is not made yet: downloadurl.query answers isp.bill_not_exist for them. */
  billsNotReady: Set<string>;
  /** Bill files served, by fileId: what alipay.data.dataservice.bill.downloadurl.query pointed at. */
  billDownloads: number;
  /** A notification of a trade signed with Alipay's key (or another key, to forge one). */
  notification(outTradeNo: string, fields?: Record<string, string>, key?: KeyObject): { url: string; fields: Record<string, string> };
  /** PAY_PROVIDER=alipay's variables that point the shop at this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }).toString();

/** `now` is the stand-in's clock (when trades are paid and refunds paid out): a test's clock, so bills fall on the test's days. */
export async function startAlipayStandin(now: () => Date = () => new Date()): Promise<AlipayStandin> {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const appId = `2021${String(randomBytes(6).readUIntBE(0, 6)).padStart(12, '0').slice(0, 12)}`;
  const trades = new Map<string, StandinTrade>();
  const refunds: StandinRefund[] = [];
  const refused: string[] = [];
  const refuseRefunds = { subCode: null as string | null };
  const billsNotReady = new Set<string>();
  const bills = new Map<string, Uint8Array>();
  const counters = { billDownloads: 0 };
  const pid = '2088' + String(randomBytes(6).readUIntBE(0, 6)).padStart(12, '0').slice(0, 12);

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
    if (method === 'alipay.trade.close') {
      if (!trade) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
      if (trade.status !== 'WAIT_BUYER_PAY') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      trade.status = 'TRADE_CLOSED';
      return { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
    }
    if (method === 'alipay.data.dataservice.bill.downloadurl.query') {
      const day = biz.bill_date ?? '';
      if (biz.bill_type !== 'trade' || !/^\d{4}-\d\d-\d\d$/.test(day)) return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-arguments', sub_msg: '参数无效' };
      if (billsNotReady.has(day)) return business('isp.bill_not_exist', '账单不存在');
      const fileId = randomBytes(8).toString('hex');
      bills.set(fileId, billZip(day));
      return { code: '10000', msg: 'Success', bill_download_url: `${origin}/downloadBillFile.resource?bizType=trade&fileId=${fileId}` };
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
      refunds.push({ outTradeNo: trade.outTradeNo, outRequestNo: requestNo, amountFen, at: now() });
      return { ...done, fund_change: 'Y', refund_fee: formatMoney(refundedFen()) };
    }
    return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' };
  }

  /** The day's trade bill as Alipay packs it: a zip of the detail and summary CSVs in GBK, `#` lines around the rows, values ending in a tab. */
  function billZip(day: string): Uint8Array {
    const from = new Date(`${day}T00:00:00+08:00`).getTime();
    const within = (at: Date | null) => at !== null && at.getTime() >= from && at.getTime() < from + 86_400_000;
    const time = (at: Date) => alipayTimestamp(at);
    const empty = (n: number) => Array<string>(n).fill('');
    const rows: string[] = [];
    for (const t of trades.values()) {
      if (!within(t.paidAt) || t.status === 'WAIT_BUYER_PAY') continue;
      const yuan = formatMoney(t.totalFen);
      rows.push([`${t.tradeNo}\t`, `${t.outTradeNo}\t`, '交易', t.subject, time(t.paidAt!), time(t.paidAt!), ...empty(4), '159****5620', yuan, yuan, ...empty(4), '0.00', '', '0.00', '0.00', '', '0.00', '0.00', ''].join(','));
    }
    for (const r of refunds) {
      if (!within(r.at)) continue;
      const t = trades.get(r.outTradeNo)!;
      const yuan = `-${formatMoney(r.amountFen)}`;
      rows.push([`${t.tradeNo}\t`, `${t.outTradeNo}\t`, '退款', t.subject, time(r.at), time(r.at), ...empty(4), '159****5620', yuan, yuan, ...empty(4), '0.00', '', '0.00', '0.00', `${r.outRequestNo}\t`, '0.00', '0.00', ''].join(','));
    }
    const cn = (d: string) => `${d.slice(0, 4)}年${d.slice(5, 7)}月${d.slice(8, 10)}日`;
    const next = new Date(from + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const header =
      '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';
    const detail = [
      '#支付宝业务明细查询',
      `#账号：[${pid}0156]`,
      `#起始日期：[${cn(day)} 00:00:00]   终止日期：[${cn(next)} 00:00:00]`,
      '#-----------------------------------------业务明细列表----------------------------------------',
      header,
      ...rows,
      '#-----------------------------------------业务明细列表结束------------------------------------',
      `#交易合计：${rows.filter((r) => r.includes(',交易,')).length}笔，退款合计：${rows.filter((r) => r.includes(',退款,')).length}笔`,
      `#导出时间：[${cn(next)} 10:08:41]`,
    ].join('\r\n');
    const summary = ['#支付宝业务汇总查询', `#账号：[${pid}0156]`, '门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）', `合计,,${rows.length},0,0.00,0.00`].join('\r\n');
    const base = `${pid}0156_${day.replace(/-/g, '')}`;
    return zipSync({ [`${base}_业务明细.csv`]: iconv.encode(detail, 'gbk'), [`${base}_业务明细(汇总).csv`]: iconv.encode(summary, 'gbk') });
  }

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/downloadBillFile.resource')) {
      const zip = bills.get(new URLSearchParams(req.url.split('?')[1] ?? '').get('fileId') ?? '');
      if (!zip) return void res.writeHead(404).end();
      counters.billDownloads++;
      return void res.writeHead(200, { 'content-type': 'application/oct-stream', 'content-disposition': 'attachment;filename=bill.zip' }).end(zip);
    }
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
      if (!known) trades.set(biz.out_trade_no, { outTradeNo: biz.out_trade_no, tradeNo: `2026${randomBytes(10).toString('hex')}`, totalFen, status: 'WAIT_BUYER_PAY', notifyUrl: params.notify_url, subject: biz.subject, paidAt: null });
      res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(`<html><body>支付宝收银台 ¥${biz.total_amount}</body></html>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${origin}/gateway.do`;

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
    billsNotReady,
    get billDownloads() {
      return counters.billDownloads;
    },
    pay(outTradeNo, at = now()) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`the stand-in has no trade ${outTradeNo}`);
      trade.status = 'TRADE_SUCCESS';
      trade.paidAt = at;
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

/** Posts a form notification where the stand-in posts it (the notify_url the shop signed into the payment). */
export function postAlipayNotice(app: TestApp, notice: { url: string; fields: Record<string, string> }) {
  return app.server.inject({
    method: 'POST',
    url: new URL(notice.url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(notice.fields).toString(),
  });
}
