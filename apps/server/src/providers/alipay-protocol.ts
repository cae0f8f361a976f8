import { createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * Alipay open platform's signing rules (OpenAPI v1, RSA2), shared by the adapter and its stand-in:
 * what is signed is the parameters sorted by name (ASCII), the empty ones and `sign` left out
 * (notifications also leave out `sign_type`), written `key=value` joined by `&`, values raw (not
 * URL-encoded), UTF-8; the signature is SHA256withRSA in base64.
 */

export function signContent(params: Record<string, string>, omit: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !omit.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function rsa2Sign(content: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function rsa2Verify(content: string, signature: string, publicKey: KeyObject): boolean {
  if (!signature) return false;
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** A time as the protocol writes it: yyyy-MM-dd HH:mm:ss in China time (UTC+8, no daylight saving). */
export function alipayTimestamp(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant a protocol time names, or null when it is not one. */
export function fromAlipayTimestamp(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text)) return null;
  const at = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An answer's key: the method with dots as underscores, then `_response` (alipay.trade.query → alipay_trade_query_response). */
export function responseKey(method: string): string {
  return `${method.replace(/\./g, '_')}_response`;
}

/**
 * The exact text of the object under `key` in an answer, as Alipay signed it (its bytes, not a
 * re-serialisation): scanned from the key's colon to its matching brace, strings respected.
 */
export function signedPart(text: string, key: string): string | null {
  const marker = `"${key}"`;
  let i = text.indexOf(marker);
  if (i < 0) return null;
  i += marker.length;
  while (/[\s:]/.test(text[i] ?? '')) i++;
  if (text[i] !== '{') return null;
  const start = i;
  let depth = 0;
  let inString = false;
  for (; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}
