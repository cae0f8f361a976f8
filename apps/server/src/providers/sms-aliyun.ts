import { createHmac, randomUUID } from 'node:crypto';
import type { AliyunSmsConfig } from '../sms-config.ts';
import { SmsRefusedError, type SmsProvider, type SmsRefusal } from './sms.ts';

/**
 * Alibaba Cloud SMS (短信服务): SendSms of API version 2017-05-25 over the RPC protocol with
 * signature method V2 (HMAC-SHA1 over the canonicalised parameters), written on node:crypto: the
 * official SDK pulls a large dependency tree for this one call. Every message is an approved
 * template under the approved signature name; OutId carries our key, which delivery receipts name.
 */

const API_VERSION = '2017-05-25';
/** A send that has not answered in this long fails (the outbox retries it; the login call answers 503). */
const REQUEST_TIMEOUT_MS = 10_000;

/** RFC 3986 percent-encoding as the protocol wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Signature = Base64(HMAC-SHA1(secret + "&", METHOD & %2F & percentEncode(sorted, encoded parameters))). */
function rpcSignature(method: string, params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** yyyy-MM-ddTHH:mm:ssZ in UTC, as the protocol's Timestamp (no milliseconds). */
function rpcTimestamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The service's codes that are about the number or its per-number limits; every other refusal is ours to fix. */
const REFUSALS: Record<string, SmsRefusal> = {
  'isv.MOBILE_NUMBER_ILLEGAL': 'number',
  'isv.BUSINESS_LIMIT_CONTROL': 'rate',
  'isv.DAY_LIMIT_CONTROL': 'rate',
};

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  BizId?: string;
  RequestId?: string;
}

export function createAliyunSms(config: AliyunSmsConfig, now: () => Date = () => new Date()): SmsProvider {
  /** Sends one message; answers its BizId, which the delivery receipts name. */
  async function sendSms(phone: string, templateCode: string, templateParam: Record<string, string>, outId?: string): Promise<string> {
    const params: Record<string, string> = {
      AccessKeyId: config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      Timestamp: rpcTimestamp(now()),
      Version: API_VERSION,
      PhoneNumbers: phone,
      SignName: config.signName,
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
      ...(outId ? { OutId: outId } : {}),
    };
    const body = new URLSearchParams({ ...params, Signature: rpcSignature('POST', params, config.accessKeySecret) });
    const response = await fetch(config.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
      body: body.toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let answer: SendSmsAnswer;
    try {
      answer = JSON.parse(text) as SendSmsAnswer;
    } catch {
      throw new Error(`aliyun SMS answered HTTP ${response.status} without JSON: ${text.slice(0, 200)}`);
    }
    // Errors of the gateway (a bad signature, an unknown key) come with a 4xx status; a refused
    // message (a template's params, the per-phone limits) with 200 and its own code.
    if (answer.Code !== 'OK') {
      const code = answer.Code ?? `HTTP ${response.status}`;
      throw new SmsRefusedError('aliyun', code, answer.Message ?? '', REFUSALS[code]);
    }
    if (!answer.BizId) throw new Error('aliyun SMS answered OK without a BizId');
    return answer.BizId;
  }
  return {
    name: 'aliyun',
    sendLoginCode: async (phone, code) => ({ carrierMessageId: await sendSms(phone, config.loginTemplate, { code }) }),
    sendNotice: async (phone, notice, idempotencyKey) => ({
      carrierMessageId: await sendSms(phone, config.templates[notice.template], notice.params, idempotencyKey),
    }),
  };
}

/** One delivery receipt of SmsReport, as the shop keeps it. */
export interface SmsReceipt {
  bizId: string;
  phone: string;
  delivered: boolean;
  /** The carrier's code and text of a failed delivery (DELIVERED on success). */
  errCode: string;
  errMsg: string;
  /** When the phone's network reported it (report_time, Beijing time). */
  reportedAt: Date;
}

const BEIJING_TIME = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)$/;

/**
 * Alibaba Cloud SMS's SmsReport push (a JSON array of {phone_number, success, biz_id, out_id,
 * send_time, report_time, err_code, err_msg, sms_size}) read into receipts; null when any element
 * is not one (the whole push is refused: a partial batch would be half recorded).
 */
export function parseSmsReport(body: unknown): SmsReceipt[] | null {
  if (!Array.isArray(body)) return null;
  const receipts: SmsReceipt[] = [];
  for (const item of body as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const r = item as Record<string, unknown>;
    const reportTime = typeof r.report_time === 'string' ? BEIJING_TIME.exec(r.report_time) : null;
    if (typeof r.biz_id !== 'string' || !r.biz_id || r.biz_id.length > 64 || typeof r.success !== 'boolean' || !reportTime) return null;
    if (typeof r.phone_number !== 'string' || (r.err_code !== undefined && typeof r.err_code !== 'string') || (r.err_msg !== undefined && typeof r.err_msg !== 'string')) return null;
    const reportedAt = new Date(`${reportTime[1]}T${reportTime[2]}+08:00`);
    if (Number.isNaN(reportedAt.getTime())) return null;
    receipts.push({ bizId: r.biz_id, phone: r.phone_number, delivered: r.success, errCode: (r.err_code as string) ?? '', errMsg: (r.err_msg as string) ?? '', reportedAt });
  }
  return receipts;
}
