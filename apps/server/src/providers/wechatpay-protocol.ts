import { createDecipheriv, createCipheriv, randomBytes, type KeyObject } from 'node:crypto';
import { rsa2Sign, rsa2Verify } from './alipay-protocol.ts';

/**
 * WeChat Pay API v3's signing rules (直连商户), shared by the adapter and its stand-in:
 * - a request is signed SHA256-RSA (SHA256withRSA, base64) by the merchant's private key over
 *   "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n" (URL: path and query; BODY empty for a GET) and sent
 *   as `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`;
 * - an answer or a notification is signed by WeChat Pay's platform key over
 *   "TIMESTAMP\nNONCE\nBODY\n", in the Wechatpay-Timestamp, -Nonce, -Signature and -Serial headers;
 * - a notification's resource is AEAD_AES_256_GCM under the merchant's APIv3 key (32 bytes): its
 *   base64 ciphertext ends with the 16-byte tag, its nonce (12 characters) and associated_data are text.
 * The RSA primitive is the one Alipay's RSA2 uses (alipay-protocol.ts): SHA256withRSA, base64.
 */

const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** The headers WeChat Pay signs its answers and notifications with (lower case, as Node reads them). */
export const WechatpayHeader = {
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signature: 'wechatpay-signature',
  serial: 'wechatpay-serial',
} as const;

/** A signed message older or newer than this (either way) is refused: it may be a replay. */
export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

export function nonceStr(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function unixSeconds(at: Date): string {
  return String(Math.floor(at.getTime() / 1000));
}

/** A request's signed text: each part on its own line, the last one too. */
export function requestMessage(method: string, url: string, timestamp: string, nonce: string, body: string): string {
  return `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** An answer's or notification's signed text. */
export function answerMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export const sha256RsaSign = rsa2Sign;
export const sha256RsaVerify = rsa2Verify;

/** The Authorization header of one request. */
export function authorization(fields: { mchid: string; serialNo: string; nonce: string; timestamp: string; signature: string }): string {
  return `${AUTH_SCHEME} mchid="${fields.mchid}",nonce_str="${fields.nonce}",signature="${fields.signature}",timestamp="${fields.timestamp}",serial_no="${fields.serialNo}"`;
}

/** The fields of an Authorization header, or null when it is not one of this scheme. */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${AUTH_SCHEME} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[match[1]!] = match[2]!;
  return fields;
}

/** The encrypted resource of a notification, as it is on the wire. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  original_type?: string;
  nonce: string;
}

export function encryptResource(apiV3Key: string, plaintext: string, associatedData: string): EncryptedResource {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, original_type: associatedData, nonce };
}

/** The plaintext of a resource, or null when it was not sealed under this key (or was altered). */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM' || typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') return null;
  try {
    const sealed = Buffer.from(resource.ciphertext, 'base64');
    if (sealed.length < 17) return null;
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Signs an answer or notification as WeChat Pay does: its headers, keyed as on the wire. */
export function signedHeaders(body: string, platformKey: KeyObject, serial: string, at: Date): Record<string, string> {
  const timestamp = unixSeconds(at);
  const nonce = nonceStr();
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': sha256RsaSign(answerMessage(timestamp, nonce, body), platformKey),
    'Wechatpay-Serial': serial,
  };
}
