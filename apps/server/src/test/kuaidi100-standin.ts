import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Kuaidi100 on a local port, written from the published protocol apart from the
 * adapter: 实时查询 (POST /poll/query.do: customer, sign = MD5(param + key + customer) upper-case,
 * param {com, num, phone, resultv2}) and 订阅 (POST /poll: schema=json, param {company, number,
 * key, parameters {callbackurl, salt, resultv2}}), answering as the service does (lastResult
 * JSON, or result false with its returnCode). Subscribed parcels' changes are posted to the
 * subscriber's callbackurl as form fields param and sign = MD5(param + salt).
 */
interface StandinParcel {
  com: string;
  /** The receiver's phone: 顺丰 answers only to its last four digits (408 otherwise). */
  phone: string;
  /** Newest first, as Kuaidi100 sends them. */
  data: { context: string; time: string; ftime: string; status: string; statusCode: string; areaName: string }[];
}

interface Subscription {
  callbackurl: string;
  salt: string;
}

export interface Kuaidi100Standin {
  url: string;
  customer: string;
  key: string;
  parcels: Map<string, StandinParcel>;
  subscriptions: Map<string, Subscription>;
  /** Every subscription request accepted or refused, by number, with its returnCode. */
  subscribeCalls: { number: string; returnCode: string }[];
  queries: number;
  /** Adds a trace to a parcel (the parcel made when new); time is Beijing time, `YYYY-MM-DD HH:mm:ss`. */
  addTrace(number: string, com: string, trace: { statusCode: string; status: string; context: string; time: string }, phone?: string): void;
  /** Posts the parcel's lastResult to its subscriber, signed with the salt (or a forged sign); answers the subscriber's reply. */
  push(number: string, sign?: string): Promise<{ status: number; body: unknown }>;
  /** The CARRIER_PROVIDER variables that point the shop at this stand-in. */
  env(salt: string, shopOrigin: string): Record<string, string>;
  close(): Promise<void>;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
const refusal = (returnCode: string, message: string) => ({ result: false, returnCode, message });

/** The main state of a trace's statusCode (resultv2): 1001–1003 → 0, 101–999 → the hundreds. */
const mainState = (code: string) => {
  const n = Number(code);
  return String(n >= 1000 ? 0 : n >= 100 ? Math.floor(n / 100) : n);
};

export async function startKuaidi100Standin(): Promise<Kuaidi100Standin> {
  const customer = randomBytes(16).toString('hex').toUpperCase();
  const key = randomBytes(12).toString('base64url');
  const parcels = new Map<string, StandinParcel>();
  const subscriptions = new Map<string, Subscription>();
  const subscribeCalls: { number: string; returnCode: string }[] = [];
  let queries = 0;

  function lastResult(number: string, parcel: StandinParcel) {
    const state = parcel.data[0] ? mainState(parcel.data[0].statusCode) : '0';
    return { message: 'ok', nu: number, ischeck: state === '3' ? '1' : '0', condition: '00', com: parcel.com, status: '200', state, data: parcel.data };
  }

  function query(fields: URLSearchParams) {
    queries++;
    const param = fields.get('param') ?? '';
    if (fields.get('customer') !== customer || fields.get('sign') !== md5(param + key + customer)) return refusal('503', '验证签名失败');
    let asked: { com?: string; num?: string; phone?: string };
    try {
      asked = JSON.parse(param) as typeof asked;
    } catch {
      return refusal('400', '参数格式错误');
    }
    if (!asked.com || !asked.num) return refusal('400', '找不到对应公司或单号');
    const parcel = parcels.get(asked.num);
    if (!parcel || parcel.com !== asked.com || parcel.data.length === 0) return refusal('500', '查询无结果，请隔段时间再查');
    if (parcel.com === 'shunfeng' && !(asked.phone ?? '').endsWith(parcel.phone.slice(-4))) return refusal('408', '您提交的手机号码后四位不正确');
    return lastResult(asked.num, parcel);
  }

  function subscribe(fields: URLSearchParams) {
    let asked: { company?: string; number?: string; key?: string; parameters?: { callbackurl?: string; salt?: string } };
    try {
      asked = JSON.parse(fields.get('param') ?? '') as typeof asked;
    } catch {
      return refusal('700', '订阅参数不是合法的JSON');
    }
    const number = asked.number ?? '';
    const answer = (() => {
      if (fields.get('schema') !== 'json') return refusal('700', 'schema只支持json');
      if (asked.key !== key) return refusal('600', '您不是合法的订阅者');
      if (!asked.company || !number || !asked.parameters?.callbackurl) return refusal('700', '订阅请求缺少公司、单号或回调地址');
      if (subscriptions.has(number)) return refusal('501', '重复订阅');
      subscriptions.set(number, { callbackurl: asked.parameters.callbackurl, salt: asked.parameters.salt ?? '' });
      return { result: true, returnCode: '200', message: '提交成功' };
    })();
    subscribeCalls.push({ number, returnCode: answer.returnCode });
    return answer;
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const fields = new URLSearchParams(raw);
      const path = (req.url ?? '').split('?')[0];
      const body = req.method !== 'POST' ? refusal('400', '只接受POST') : path === '/poll/query.do' ? query(fields) : path === '/poll' ? subscribe(fields) : null;
      if (!body) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    customer,
    key,
    parcels,
    subscriptions,
    subscribeCalls,
    get queries() {
      return queries;
    },
    addTrace(number, com, trace, phone = '') {
      const parcel = parcels.get(number) ?? { com, phone, data: [] };
      parcel.data.unshift({ ...trace, ftime: trace.time, areaName: '' });
      parcels.set(number, parcel);
    },
    async push(number, sign) {
      const subscription = subscriptions.get(number);
      const parcel = parcels.get(number);
      if (!subscription || !parcel) throw new Error(`${number} is not subscribed`);
      const param = JSON.stringify({ status: 'polling', billstatus: 'got', message: '', lastResult: lastResult(number, parcel) });
      const response = await fetch(subscription.callbackurl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ param, sign: sign ?? md5(param + subscription.salt) }).toString(),
      });
      return { status: response.status, body: await response.json() };
    },
    env: (salt, shopOrigin) => ({
      CARRIER_PROVIDER: 'kuaidi100',
      KUAIDI100_ENDPOINT: url,
      KUAIDI100_CUSTOMER: customer,
      KUAIDI100_KEY: key,
      KUAIDI100_SALT: salt,
      PUBLIC_ORIGIN: shopOrigin,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
