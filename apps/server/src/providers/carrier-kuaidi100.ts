import { createHash, timingSafeEqual } from 'node:crypto';
import { EXPRESS_COMPANIES, LogisticsStatus } from '@emall/contract';
import type { Kuaidi100Config } from '../carrier-config.ts';
import type { CarrierProvider, CarrierTrace, ParcelRef } from './carrier.ts';

/**
 * Kuaidi100 (快递100) parcel tracking, written on node:crypto and fetch (no official Node SDK is
 * kept up): 实时查询 (POST /poll/query.do, sign = MD5(param + key + customer), upper-case hex)
 * and 订阅推送 (POST /poll with the key and our callback URL and salt; each change of the parcel
 * is then posted to the callback, signed MD5(param + salt)). Both answer lastResult-shaped JSON.
 */

const REQUEST_TIMEOUT_MS = 10_000;

/** What Kuaidi100 answered instead of traces: its returnCode (400 bad params, 408 phone check, 500 no result, 503 bad sign, 601 key expired…). */
export class Kuaidi100Error extends Error {
  constructor(
    readonly returnCode: string,
    readonly detail: string,
  ) {
    super(`kuaidi100 answered ${returnCode}: ${detail}`);
  }
}

/** One trace of lastResult.data (resultv2=1 adds statusCode and the area). */
interface Kuaidi100Trace {
  context?: string;
  time?: string;
  ftime?: string;
  status?: string;
  statusCode?: string;
  areaName?: string;
}

/** A query's answer and a callback's lastResult. */
export interface Kuaidi100Result {
  message?: string;
  nu?: string;
  com?: string;
  /** The parcel's state now (see kuaidi100State). */
  state?: string;
  ischeck?: string;
  data?: Kuaidi100Trace[];
  /** Only on a refusal. */
  result?: boolean;
  returnCode?: string;
}

const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** The query's sign: MD5(param + key + customer), 32 upper-case hex digits. */
const querySign = (param: string, key: string, customer: string) => md5Upper(param + key + customer);

/** A callback's sign: MD5(param + salt), 32 upper-case hex digits. */
const callbackSign = (param: string, salt: string) => md5Upper(param + salt);

/**
 * Kuaidi100's states (the main ones 0–14; resultv2 adds sub-states: 101–103 of 揽收, 1001–1003 of
 * 在途, 201–211 of 疑难, 301–304 of 签收, 401 of 退签, 501 of 派件) onto the shop's four. 疑难, 退签,
 * 退回, 转投 and 拒签 are not on the way to 签收: they show as 运输中 with the carrier's own words
 * (the description), and never sign the order (docs/decisions/order-lifecycle.md).
 */
export function kuaidi100State(code: string | undefined): LogisticsStatus {
  const n = Number(code);
  if (!code || !Number.isInteger(n) || n < 0) return LogisticsStatus.inTransit;
  // 1001–1003 are 在途's sub-states, 101–999 their main state's (the hundreds), 0–14 main states.
  const main = n >= 1000 ? 0 : n >= 100 ? Math.floor(n / 100) : n;
  if (main === 1) return LogisticsStatus.collected;
  if (main === 5) return LogisticsStatus.delivering;
  if (main === 3) return LogisticsStatus.signed;
  // 0 在途, 8 and 10–13 清关, and the ones off the way (2 疑难, 4 退签, 6 退回, 7 转投, 14 拒签).
  return LogisticsStatus.inTransit;
}

/** Kuaidi100's times are Beijing time, `YYYY-MM-DD HH:mm:ss`. */
function beijingTime(text: string | undefined): Date | null {
  const m = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)$/.exec(text ?? '');
  return m ? new Date(`${m[1]}T${m[2]}+08:00`) : null;
}

/** The traces of a lastResult, oldest first (Kuaidi100 sends newest first); a trace without a readable time is skipped. */
export function tracesOf(result: Kuaidi100Result): CarrierTrace[] {
  const traces: CarrierTrace[] = [];
  for (const item of result.data ?? []) {
    const at = beijingTime(item.ftime || item.time);
    if (!at || !item.context) continue;
    traces.push({ status: kuaidi100State(item.statusCode ?? statusCodeOfText(item.status)), description: item.context, at });
  }
  return traces.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Without resultv2 a trace names its state in words only. */
const STATE_WORDS: Record<string, string> = { 在途: '0', 揽收: '1', 疑难: '2', 签收: '3', 退签: '4', 派件: '5', 退回: '6', 转投: '7', 清关: '8', 拒签: '14' };
const statusCodeOfText = (text: string | undefined) => (text ? STATE_WORDS[text] : undefined);

/** The parcel's state as a lastResult says, and whether it is signed for. */
export function parcelStateOf(result: Kuaidi100Result): { status: LogisticsStatus; signed: boolean } {
  const status = kuaidi100State(result.state);
  return { status, signed: status === LogisticsStatus.signed };
}

/** Verifies a callback's sign against our salt, in constant time. */
export function callbackSignValid(param: string, sign: string, salt: string): boolean {
  const wanted = Buffer.from(callbackSign(param, salt));
  const given = Buffer.from(sign.toUpperCase());
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function postForm(url: string, fields: Record<string, string>): Promise<Kuaidi100Result> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as Kuaidi100Result;
  } catch {
    throw new Kuaidi100Error(`HTTP ${response.status}`, text.slice(0, 200));
  }
}

/** 顺丰 and a few others answer only with the receiver's phone (or its last four digits). */
const phoneOf = (parcel: ParcelRef) => parcel.address?.phone ?? '';

export function createKuaidi100Carrier(config: Kuaidi100Config): CarrierProvider {
  return {
    code: 'kuaidi100',
    companyOf: (carrierCode) => EXPRESS_COMPANIES[carrierCode],
    book: null,
    async traces(parcel) {
      const param = JSON.stringify({ com: parcel.carrierCode, num: parcel.expressNo, phone: phoneOf(parcel), resultv2: '1' });
      const answer = await postForm(`${config.endpoint}/poll/query.do`, { customer: config.customer, sign: querySign(param, config.key, config.customer), param });
      if (answer.result === false || answer.returnCode) throw new Kuaidi100Error(answer.returnCode ?? '', answer.message ?? '');
      return tracesOf(answer);
    },
    async subscribe(parcel) {
      const param = JSON.stringify({
        company: parcel.carrierCode,
        number: parcel.expressNo,
        key: config.key,
        parameters: { callbackurl: config.callbackUrl, salt: config.salt, resultv2: '1', phone: phoneOf(parcel) },
      });
      const answer = await postForm(`${config.endpoint}/poll`, { schema: 'json', param });
      // 501: the number is subscribed already (a repeat after a lost answer), which is what was asked.
      if (answer.returnCode === '200' || answer.returnCode === '501') return;
      throw new Kuaidi100Error(answer.returnCode ?? '', answer.message ?? '');
    },
  };
}
