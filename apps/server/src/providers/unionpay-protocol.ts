import { createHash, createSign, createVerify, type KeyObject, type X509Certificate } from 'node:crypto';

/**
 * UnionPay 全渠道 (UPACP) 5.1.0's signing rules, shared by the adapter and its stand-in: what is
 * signed is every field but `signature`, sorted by name (ASCII), written `key=value` joined by `&`,
 * values raw; its SHA-256 in lowercase hex is signed SHA256withRSA (signMethod 01), base64. The
 * signer's certificate travels with answers and notifications (signPubKeyCert): it must chain to
 * UnionPay's root through its intermediate, be valid now, and its CN's third `@` part must name
 * 中国银联股份有限公司 (the test environment's is 00040000:SIGN).
 */

export const ACP_VERSION = '5.1.0';
/** signMethod 01: RSA with SHA-256 over the content's SHA-256 hex. */
export const SIGN_METHOD_RSA = '01';
/** The owner a production signing certificate names. */
export const UNIONPAY_CN = '中国银联股份有限公司';
/** The owner the test environment's (gateway.test.95516.com) signing certificate names. */
export const UNIONPAY_TEST_CN = '00040000:SIGN';

function acpSignContent(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'signature' && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

const digestHex = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

export function acpSign(fields: Record<string, string>, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(digestHex(acpSignContent(fields)), 'utf8').sign(privateKey, 'base64');
}

export function acpVerify(fields: Record<string, string>, publicKey: KeyObject): boolean {
  if (!fields.signature) return false;
  try {
    return createVerify('RSA-SHA256').update(digestHex(acpSignContent(fields)), 'utf8').verify(publicKey, fields.signature, 'base64');
  } catch {
    return false;
  }
}

/** A certificate's certId as UnionPay names it: its serial number in decimal. */
export function acpCertId(cert: X509Certificate): string {
  return BigInt(`0x${cert.serialNumber}`).toString(10);
}

/** Who a UnionPay certificate says it belongs to: the third `@` part of its CN ('' when it has none). */
export function certOwner(cert: X509Certificate): string {
  const cn = cert.subject.split('\n').find((line) => line.startsWith('CN='));
  return cn?.slice(3).split('@')[2] ?? '';
}

/** Whether `cert` is valid at `at` and issued by `middle`, itself issued by `root` (each signature checked). */
export function chainsTo(cert: X509Certificate, middle: X509Certificate, root: X509Certificate, at: Date): boolean {
  const valid = (c: X509Certificate) => new Date(c.validFrom) <= at && at <= new Date(c.validTo);
  try {
    return (
      [cert, middle, root].every(valid) &&
      cert.checkIssued(middle) &&
      cert.verify(middle.publicKey) &&
      middle.checkIssued(root) &&
      middle.verify(root.publicKey) &&
      root.verify(root.publicKey)
    );
  } catch {
    return false;
  }
}

/** A time as the protocol writes it (txnTime, payTimeout): yyyyMMddHHmmss in China time. */
export function acpTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
}

/** The instant a protocol time names, or null when it is not one. */
export function fromAcpTime(text: string | undefined): Date | null {
  const m = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(text ?? '');
  if (!m) return null;
  const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * A synchronous answer's fields: `key=value` pairs joined by `&`, values not URL-encoded (the
 * certificate's PEM with its newlines and `=` padding, base64 signatures); a value in braces
 * `{…}` may hold `&` and `=` of its own.
 */
export function parseAcpAnswer(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let i = 0;
  while (i < text.length) {
    const eq = text.indexOf('=', i);
    if (eq < 0) break;
    const key = text.slice(i, eq);
    let j = eq + 1;
    let depth = 0;
    for (; j < text.length; j++) {
      const c = text[j];
      if (c === '{') depth++;
      else if (c === '}') depth = Math.max(0, depth - 1);
      else if (c === '&' && depth === 0) break;
    }
    fields[key] = text.slice(eq + 1, j);
    i = j + 1;
  }
  return fields;
}

/** The answer text a gateway writes for these fields (the stand-in's; the inverse of parseAcpAnswer). */
export function acpAnswerText(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}
