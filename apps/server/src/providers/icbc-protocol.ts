import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { signedPart } from './alipay-protocol.ts';

/**
 * ICBC open platform's signing rules (API 开放平台, gw.open.icbc.com.cn), shared by the adapter and
 * its stand-in. A request (or ICBC's notification) is signed over the API path (the notification's:
 * the path of the URL it is posted to), `?`, then its parameters sorted by name, the empty ones and
 * `sign` left out, written `key=value` joined by `&`, values raw (not URL-encoded), UTF-8. sign_type
 * RSA is SHA1withRSA, RSA2 SHA256withRSA, base64. The gateway signs its answers with RSA (SHA1)
 * over the exact text of `response_biz_content`; a merchant answers a notification with
 * `{"response_biz_content":{…},"sign_type":"RSA2","sign":…}` signed over the text before `,"sign"`.
 */

export type IcbcSignType = 'RSA' | 'RSA2';

const ALGORITHM: Record<IcbcSignType, string> = { RSA: 'RSA-SHA1', RSA2: 'RSA-SHA256' };

export function isIcbcSignType(value: string | undefined): value is IcbcSignType {
  return value === 'RSA' || value === 'RSA2';
}

export function icbcSignContent(path: string, params: Record<string, string>): string {
  const pairs = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`);
  return `${path}?${pairs.join('&')}`;
}

export function icbcSign(content: string, key: KeyObject, type: IcbcSignType): string {
  return createSign(ALGORITHM[type]).update(content, 'utf8').sign(key, 'base64');
}

export function icbcVerify(content: string, signature: string, key: KeyObject, type: IcbcSignType): boolean {
  if (!signature) return false;
  try {
    return createVerify(ALGORITHM[type]).update(content, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** The exact text of an answer's response_biz_content, as the gateway signed it; null when it has none. */
export function responseBizText(text: string): string | null {
  return signedPart(text, 'response_biz_content');
}

/** The merchant's answer to a notification: return_code 0 takes it, any other asks ICBC to post it again. */
export function signedNotifyAnswer(biz: Record<string, unknown>, key: KeyObject): string {
  const signed = `"response_biz_content":${JSON.stringify(biz)},"sign_type":"RSA2"`;
  return `{${signed},"sign":"${icbcSign(signed, key, 'RSA2')}"}`;
}

/** A time as pay_time writes it (yyyyMMddHHmmss, China time) read as an instant; null when it is not one. */
export function fromIcbcPayTime(text: string | undefined): Date | null {
  const m = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(text ?? '');
  if (!m) return null;
  const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An instant as pay_time writes it (the stand-in's notifications and answers). */
export function icbcPayTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
}

/** Amounts travel as whole fen in decimal text ("20000"); anything else is not an amount. */
export function fenFromIcbc(text: unknown): number | null {
  const value = typeof text === 'number' ? String(text) : text;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
