import { createPublicKey, generateKeyPairSync, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { gatewayFormOf } from './gateway-form.ts';
import type { TestApp } from './test-app.ts';
import { dailyFile, settleDayOf, type ZmLine } from './unionpay-standin-bill.ts';
import { ACP_VERSION, acpAnswerText, acpCertId, acpSign, acpTime, acpVerify, UNIONPAY_CN } from '../providers/unionpay-protocol.ts';

/**
 * A stand-in for UnionPay's 全渠道 gateway (UPACP 5.1.0) on a local port, written from the published
 * protocol. Its certificates are made here: a root, an intermediate under it, UnionPay's signing
 * certificate (CN …@中国银联股份有限公司@…) and the merchant's. It checks every request's merId,
 * certId and signature (a bad one answers respCode 11), keeps trades and refunds, answers
 * queryTrans.do and backTransReq.do signed with signPubKeyCert as the gateway does, and makes the
 * signed back notifications it would post; fileTransfer.do answers each settlement day's file
 * (unionpay-standin-bill.ts) of what was paid and refunded on `now`, the business clock.
 */
interface Signer {
  key: KeyObject;
  certPem: string;
}

interface StandinTrade {
  orderId: string;
  txnTime: string;
  amountFen: number;
  queryId: string;
  paid: boolean;
  /** When it was paid (the business clock): its place in the daily file. */
  paidAt?: Date;
  backUrl: string;
  payTimeout: string;
}

interface StandinRefund {
  orderId: string;
  txnTime: string;
  origQryId: string;
  amountFen: number;
  queryId: string;
  done: boolean;
  doneAt?: Date;
  backUrl: string;
  reqReserved: string;
}

type Notice = { url: string; fields: Record<string, string> };

export interface UnionpayStandin {
  url: string;
  merId: string;
  trades: Map<string, StandinTrade>;
  refunds: Map<string, StandinRefund>;
  /** Every respCode other than 00 answered, in order. */
  refused: string[];
  /** Settlement days (yyyy-MM-dd) whose file is not made yet: fileTransfer.do answers 98. */
  filesNotReady: Set<string>;
  /** While set, fileTransfer.do's fileContent differs from what was signed (an answer altered on the way). */
  fileTampered: { on: boolean };
  /** Lines of the daily files beyond the trades and refunds kept (a trade we never made, say). */
  extraLines: ZmLine[];
  /** fileTransfer.do calls answered with a file. */
  readonly fileTransfers: number;
  /** The shopper's browser opens the payUrl (our page) and posts its form to frontTransReq.do: the gateway's status. */
  open(app: TestApp, payUrl: string): Promise<number>;
  /** The shopper pays: the trade is paid and its back notification, signed, is made (the test posts it). */
  pay(orderId: string): Notice;
  /** A back notification of a trade, signed by UnionPay's certificate (or another signer, to forge one). */
  notification(orderId: string, fields?: Record<string, string>, signer?: Signer): Notice;
  /** UnionPay pays an accepted refund out: its back notification, signed. */
  settleRefund(orderId: string): Notice;
  /** Signers UnionPay is not: its CN on a chain of another root, and a certificate of the right chain owned by someone else. */
  forgers: { otherRoot: Signer; otherOwner: Signer };
  /** PAY_PROVIDER=unionpay's variables that point the shop at this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const pkcs8 = (key: KeyObject) => key.export({ format: 'pem', type: 'pkcs8' }).toString();
const pkcs1 = (key: KeyObject) => key.export({ format: 'pem', type: 'pkcs1' }).toString();
const spki = (key: KeyObject) => createPublicKey(key).export({ format: 'pem', type: 'spki' }).toString();
const newKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

/** A certificate for `key` named `cn`, issued by `issuer` (itself when null); a CA when `ca`. */
function certificate(cn: string, key: KeyObject, issuer: { cn: string; key: KeyObject } | null, ca: boolean): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(spki(key));
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date('2020-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2040-01-01T00:00:00Z');
  const name = (common: string) => [
    { name: 'countryName', value: 'CN' },
    { name: 'organizationName', value: 'China Financial Certification Authority' },
    { name: 'commonName', value: common, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class },
  ];
  cert.setSubject(name(cn));
  cert.setIssuer(name(issuer?.cn ?? cn));
  cert.setExtensions(
    ca ? [{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true }] : [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }],
  );
  cert.sign(forge.pki.privateKeyFromPem(pkcs1(issuer?.key ?? key)), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

const ROOT_CN = 'CFCA ACS TEST OCA31';
const MIDDLE_CN = 'CFCA ACS TEST SM2 OCA33';

/** A chain: root, intermediate, and a signer under it owned by `owner` (the CN's third `@` part). */
function chain(owner: string) {
  const rootKey = newKey();
  const middleKey = newKey();
  const signerKey = newKey();
  return {
    rootPem: certificate(ROOT_CN, rootKey, null, true),
    middlePem: certificate(MIDDLE_CN, middleKey, { cn: ROOT_CN, key: rootKey }, true),
    signer: { key: signerKey, certPem: certificate(`041@Z12@${owner}@00000001`, signerKey, { cn: MIDDLE_CN, key: middleKey }, false) },
    middleKey,
  };
}

export async function startUnionpayStandin(now: () => Date = () => new Date()): Promise<UnionpayStandin> {
  const unionpay = chain(UNIONPAY_CN);
  const merchantKey = newKey();
  const merchantCert = new X509Certificate(certificate('041@Z20@E-Mall@00000001', merchantKey, null, false));
  const merId = `777290058${String(randomBytes(3).readUIntBE(0, 3)).padStart(6, '0').slice(0, 6)}`;
  const otherOwnerKey = newKey();
  const forgers = {
    otherRoot: chain(UNIONPAY_CN).signer,
    otherOwner: { key: otherOwnerKey, certPem: certificate('041@Z12@某某支付有限公司@00000001', otherOwnerKey, { cn: MIDDLE_CN, key: unionpay.middleKey }, false) },
  };
  const trades = new Map<string, StandinTrade>();
  const refunds = new Map<string, StandinRefund>();
  const refused: string[] = [];
  const filesNotReady = new Set<string>();
  const fileTampered = { on: false };
  const extraLines: ZmLine[] = [];
  let fileTransfers = 0;
  const newQueryId = () => `${acpTime(new Date())}${randomBytes(4).readUInt32BE(0)}`.padEnd(21, '0').slice(0, 21);

  const signed = (fields: Record<string, string>, signer: Signer = unionpay.signer): Record<string, string> => {
    const body = { version: ACP_VERSION, encoding: 'UTF-8', signMethod: '01', signPubKeyCert: signer.certPem, ...fields };
    return { ...body, signature: acpSign(body, signer.key) };
  };

  /** A request's own refusal: respCode, or null when it is well formed and signed by the merchant. */
  function checkRequest(fields: Record<string, string>, file: boolean): string | null {
    const needed = ['version', 'encoding', 'signMethod', 'certId', 'signature', 'merId', 'txnType', 'txnSubType', 'bizType', 'accessType', 'txnTime', ...(file ? ['settleDate', 'fileType'] : ['orderId'])];
    for (const name of needed) if (!fields[name]) return '13';
    if (fields.version !== ACP_VERSION || fields.signMethod !== '01' || fields.encoding !== 'UTF-8') return '10';
    if (fields.merId !== merId) return '31';
    if (fields.certId !== acpCertId(merchantCert) || !acpVerify(fields, merchantCert.publicKey)) return '11';
    if (!/^\d{14}$/.test(fields.txnTime!) || !(file || /^[0-9A-Za-z]{8,40}$/.test(fields.orderId!))) return '10';
    return null;
  }

  const common = (fields: Record<string, string>) => ({ merId, ...(fields.orderId ? { orderId: fields.orderId } : {}), txnTime: fields.txnTime!, txnType: fields.txnType!, txnSubType: fields.txnSubType!, bizType: fields.bizType!, accessType: '0' });

  /** The lines settled so far: paid trades, paid-out refunds, and the extra ones. */
  const zmLines = (): ZmLine[] => [
    ...[...trades.values()].filter((t) => t.paid && t.paidAt).map((t) => ({ txnType: '01', at: t.paidAt!, amountFen: t.amountFen, queryId: t.queryId, orderId: t.orderId, origQueryId: '' })),
    ...[...refunds.values()].filter((r) => r.done && r.doneAt).map((r) => ({ txnType: '04', at: r.doneAt!, amountFen: r.amountFen, queryId: r.queryId, orderId: r.orderId, origQueryId: r.origQryId })),
    ...extraLines,
  ];

  /** fileTransfer.do: the settlement day named by settleDate (MMDD, the nearest such day not after today). */
  function fileTransfer(fields: Record<string, string>): Record<string, string> {
    const base = { merId, txnTime: fields.txnTime!, txnType: '76', txnSubType: '01', bizType: '000000', accessType: '0', settleDate: fields.settleDate!, fileType: '00' };
    if (fields.txnType !== '76' || fields.txnSubType !== '01' || fields.bizType !== '000000' || fields.fileType !== '00' || !/^\d{4}$/.test(fields.settleDate!)) return { ...base, respCode: '10', respMsg: '报文格式错误' };
    const today = settleDayOf(now());
    let year = Number(today.slice(0, 4));
    if (`${year}-${fields.settleDate!.slice(0, 2)}-${fields.settleDate!.slice(2)}` > today) year--;
    const day = `${year}-${fields.settleDate!.slice(0, 2)}-${fields.settleDate!.slice(2)}`;
    if (filesNotReady.has(day) || day >= today) return { ...base, respCode: '98', respMsg: '文件不存在' };
    fileTransfers++;
    return { ...base, respCode: '00', respMsg: '成功[0000000]', ...dailyFile(day, merId, zmLines()) };
  }

  function api(path: string, fields: Record<string, string>): Record<string, string> {
    if (path === '/gateway/api/fileTransfer.do') return fileTransfer(fields);
    const base = common(fields);
    if (path === '/gateway/api/queryTrans.do') {
      if (fields.txnType !== '00' || fields.txnSubType !== '00' || fields.bizType !== '000000') return { ...base, respCode: '10', respMsg: '报文格式错误' };
      const trade = trades.get(fields.orderId!);
      if (trade && trade.txnTime === fields.txnTime) {
        const orig = trade.paid ? { origRespCode: '00', origRespMsg: '成功[0000000]' } : { origRespCode: '05', origRespMsg: '交易已受理' };
        return { ...base, respCode: '00', respMsg: '成功[0000000]', queryId: trade.queryId, txnAmt: String(trade.amountFen), currencyCode: '156', ...orig };
      }
      const refund = refunds.get(fields.orderId!);
      if (refund && refund.txnTime === fields.txnTime) {
        const orig = refund.done ? { origRespCode: '00', origRespMsg: '成功[0000000]' } : { origRespCode: '05', origRespMsg: '交易已受理' };
        return { ...base, respCode: '00', respMsg: '成功[0000000]', queryId: refund.queryId, origQryId: refund.origQryId, txnAmt: String(refund.amountFen), ...orig };
      }
      return { ...base, respCode: '34', respMsg: '查无此交易[2011000]' };
    }
    if (path === '/gateway/api/backTransReq.do') {
      if (fields.txnType !== '04' || fields.bizType !== '000201' || fields.channelType !== '07' || !fields.backUrl || !fields.origQryId) return { ...base, respCode: '13', respMsg: '报文交易要素缺失' };
      if (refunds.has(fields.orderId!) || trades.has(fields.orderId!)) return { ...base, respCode: '12', respMsg: '重复交易' };
      const trade = [...trades.values()].find((t) => t.queryId === fields.origQryId && t.paid);
      if (!trade) return { ...base, respCode: '35', respMsg: '原交易不存在或状态不正确' };
      const amountFen = Number(fields.txnAmt);
      const left = trade.amountFen - [...refunds.values()].filter((r) => r.origQryId === trade.queryId).reduce((sum, r) => sum + r.amountFen, 0);
      if (!Number.isSafeInteger(amountFen) || amountFen <= 0 || amountFen > left) return { ...base, respCode: '33', respMsg: '交易金额超限' };
      const refund = { orderId: fields.orderId!, txnTime: fields.txnTime!, origQryId: trade.queryId, amountFen, queryId: newQueryId(), done: false, backUrl: fields.backUrl, reqReserved: fields.reqReserved ?? '' };
      refunds.set(refund.orderId, refund);
      return { ...base, respCode: '00', respMsg: '成功[0000000]', queryId: refund.queryId, origQryId: trade.queryId, txnAmt: fields.txnAmt!, reqReserved: refund.reqReserved };
    }
    return { ...base, respCode: '10', respMsg: '报文格式错误' };
  }

  function frontTrans(fields: Record<string, string>): number {
    if (fields.txnType !== '01' || fields.txnSubType !== '01' || fields.bizType !== '000201' || fields.channelType !== '08' || fields.currencyCode !== '156') return 400;
    if (!/^[1-9]\d*$/.test(fields.txnAmt ?? '') || !fields.backUrl || !fields.frontUrl || !/^\d{14}$/.test(fields.payTimeout ?? '')) return 400;
    if (!trades.has(fields.orderId!)) {
      trades.set(fields.orderId!, { orderId: fields.orderId!, txnTime: fields.txnTime!, amountFen: Number(fields.txnAmt), queryId: newQueryId(), paid: false, backUrl: fields.backUrl, payTimeout: fields.payTimeout! });
    }
    return 200;
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(raw));
      const path = (req.url ?? '').split('?')[0]!;
      const error = checkRequest(fields, path === '/gateway/api/fileTransfer.do');
      if (path === '/gateway/api/frontTransReq.do') {
        const status = error ? 400 : frontTrans(fields);
        if (status !== 200) refused.push(error ?? '10');
        res.writeHead(status, { 'content-type': 'text/html;charset=UTF-8' }).end(status === 200 ? `<html><body>银联在线支付 ¥${(Number(fields.txnAmt) / 100).toFixed(2)}</body></html>` : '<html><body>交易失败</body></html>');
        return;
      }
      const answer = error ? { ...common(fields), respCode: error, respMsg: '交易失败' } : api(path, fields);
      if (answer.respCode !== '00') refused.push(answer.respCode!);
      const answered = signed(answer);
      if (fileTampered.on && answered.fileContent) answered.fileContent = dailyFile(`${settleDayOf(now()).slice(0, 5)}${answer.settleDate!.slice(0, 2)}-${answer.settleDate!.slice(2)}`, merId, []).fileContent;
      res.writeHead(200, { 'content-type': 'text/plain;charset=UTF-8' }).end(acpAnswerText(answered));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function notification(orderId: string, fields: Record<string, string> = {}, signer: Signer = unionpay.signer): Notice {
    const trade = trades.get(orderId);
    if (!trade) throw new Error(`the stand-in has no trade ${orderId}`);
    const body = {
      merId,
      orderId,
      txnTime: trade.txnTime,
      txnType: '01',
      txnSubType: '01',
      bizType: '000201',
      accessType: '0',
      currencyCode: '156',
      txnAmt: String(trade.amountFen),
      queryId: trade.queryId,
      traceNo: String(randomBytes(3).readUIntBE(0, 3)).padStart(6, '0'),
      traceTime: trade.txnTime.slice(4),
      settleDate: trade.txnTime.slice(4, 8),
      respCode: '00',
      respMsg: 'Success!',
      ...fields,
    };
    return { url: trade.backUrl, fields: signed(body, signer) };
  }

  return {
    url,
    merId,
    trades,
    refunds,
    refused,
    filesNotReady,
    fileTampered,
    extraLines,
    get fileTransfers() {
      return fileTransfers;
    },
    forgers,
    async open(app, payUrl) {
      const { status, form } = await gatewayFormOf(app, payUrl);
      if (!form) return status;
      const posted = await fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form.fields).toString() });
      return posted.status;
    },
    pay(orderId) {
      const trade = trades.get(orderId);
      if (!trade) throw new Error(`the stand-in has no trade ${orderId}`);
      trade.paid = true;
      trade.paidAt = now();
      return notification(orderId);
    },
    notification,
    settleRefund(orderId) {
      const refund = refunds.get(orderId);
      if (!refund) throw new Error(`the stand-in has no refund ${orderId}`);
      refund.done = true;
      refund.doneAt = now();
      const body = {
        merId,
        orderId,
        txnTime: refund.txnTime,
        txnType: '04',
        txnSubType: '00',
        bizType: '000201',
        accessType: '0',
        txnAmt: String(refund.amountFen),
        queryId: refund.queryId,
        origQryId: refund.origQryId,
        reqReserved: refund.reqReserved,
        respCode: '00',
        respMsg: 'Success!',
      };
      return { url: refund.backUrl, fields: signed(body) };
    },
    env: () => ({
      PAY_PROVIDER: 'unionpay',
      UNIONPAY_MER_ID: merId,
      UNIONPAY_SIGN_KEY: pkcs8(merchantKey),
      UNIONPAY_SIGN_CERT: merchantCert.toString(),
      UNIONPAY_ROOT_CERT: unionpay.rootPem,
      UNIONPAY_MIDDLE_CERT: unionpay.middlePem,
      UNIONPAY_GATEWAY: url,
      PUBLIC_ORIGIN: 'https://shop.yaochuan-auto.example',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
