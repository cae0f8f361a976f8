import { X509Certificate, type KeyObject } from 'node:crypto';
import { answerMessage, decryptResource, MAX_CLOCK_SKEW_SECONDS, sha256RsaVerify, unixSeconds, WechatpayHeader, type EncryptedResource } from './wechatpay-protocol.ts';

/**
 * The keys WeChat Pay signs its answers and notifications with, by the Wechatpay-Serial it names
 * (docs/decisions/payments.md, "platform key rotation"):
 * - 微信支付公钥: the configured public keys (PUB_KEY_ID_…), the new one set beside the old one
 *   while WeChat Pay switches;
 * - 平台证书 (when the merchant downloads them): GET /v3/certificates, each certificate sealed
 *   AEAD_AES_256_GCM under the APIv3 key, trusted while its own validity and expire_time last,
 *   refreshed every 12 hours and on a serial we do not know (at most once a minute). The download's
 *   answer must verify with the key of its Wechatpay-Serial: one trusted already, or else the
 *   certificate of that serial it carries (the documented bootstrap; its seal under the APIv3 key
 *   vouches for it). A download that fails in any way keeps the set as it was.
 */

/** Certificates are downloaded again this often (WeChat Pay: "间隔应小于12小时"). */
const CERTIFICATES_REFRESH_MS = 12 * 3_600_000;
/** An unknown serial asks for the certificates at most this often: a flood of forged serials costs one call a minute. */
export const UNKNOWN_SERIAL_REFRESH_MS = 60_000;

type Headers_ = Headers | Record<string, string | string[] | undefined>;

/** A signed answer as it came: its headers and exact body. */
export interface SignedAnswer {
  status: number;
  headers: Headers_;
  body: string;
}

interface Certificate {
  key: KeyObject;
  notBefore: Date;
  notAfter: Date;
}

function headerOf(headers: Headers_, name: string): string {
  const value = headers instanceof Headers ? headers.get(name) : headers[name];
  return typeof value === 'string' ? value : '';
}

/** A signature's parts when its headers are whole and its timestamp within 5 minutes of `now`; null otherwise. */
export function signatureParts(headers: Headers_, now: Date): { serial: string; timestamp: string; nonce: string; signature: string } | null {
  const [serial, timestamp, nonce, signature] = [WechatpayHeader.serial, WechatpayHeader.timestamp, WechatpayHeader.nonce, WechatpayHeader.signature].map((h) => headerOf(headers, h));
  if (!serial || !nonce || !signature || !/^\d{1,12}$/.test(timestamp!)) return null;
  if (Math.abs(Number(timestamp) - Number(unixSeconds(now))) > MAX_CLOCK_SKEW_SECONDS) return null;
  return { serial: serial!, timestamp: timestamp!, nonce: nonce!, signature: signature! };
}

const sameSerial = (a: string, b: string) => a.replace(/^0+/, '').toUpperCase() === b.replace(/^0+/, '').toUpperCase();

/** The certificates of a /v3/certificates answer by serial, decrypted and checked; null when any is sealed wrongly or is not what it says. */
function readCertificates(apiV3Key: string, body: string): Map<string, Certificate> | null {
  let data: unknown;
  try {
    data = (JSON.parse(body) as { data?: unknown }).data;
  } catch {
    return null;
  }
  if (!Array.isArray(data) || data.length === 0) return null;
  const read = new Map<string, Certificate>();
  for (const entry of data as Record<string, unknown>[]) {
    const serial = entry?.serial_no;
    const sealed = entry?.encrypt_certificate as EncryptedResource | undefined;
    if (typeof serial !== 'string' || typeof sealed !== 'object' || sealed === null) return null;
    const pem = decryptResource(apiV3Key, sealed);
    if (pem === null) return null;
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(pem);
    } catch {
      return null;
    }
    if (!sameSerial(certificate.serialNumber, serial) || certificate.publicKey.asymmetricKeyType !== 'rsa') return null;
    // WeChat Pay moves expire_time earlier before it replaces a certificate: the earlier end counts.
    const expire = typeof entry.expire_time === 'string' ? new Date(entry.expire_time) : certificate.validToDate;
    const notAfter = Number.isNaN(expire.getTime()) || expire > certificate.validToDate ? certificate.validToDate : expire;
    read.set(serial.toUpperCase(), { key: certificate.publicKey, notBefore: certificate.validFromDate, notAfter });
  }
  return read;
}

export interface PlatformKeySet {
  /** The key that verifies signatures naming this serial now; an unknown one asks for the certificates first (when downloaded, at most once a minute). */
  keyFor(serial: string): Promise<KeyObject | null>;
  /** Downloads the certificates now: whether the set was replaced (false keeps it as it was). */
  refresh(): Promise<boolean>;
  /** The serials trusted now. */
  serials(): string[];
  /** Stops the 12-hour refresh. */
  stop(): void;
}

export function platformKeySet(options: {
  configured: ReadonlyMap<string, KeyObject>;
  apiV3Key: string;
  /** The signed GET /v3/certificates; null when the merchant is on 微信支付公钥 alone. */
  download: (() => Promise<SignedAnswer>) | null;
  now: () => Date;
  /** Told why a download was not taken (the set kept): an operator must hear of a key switch going wrong before payments fail. */
  warn?: (message: string) => void;
}): PlatformKeySet {
  const { configured, apiV3Key, download, now } = options;
  const warn = options.warn ?? (() => undefined);
  let certificates = new Map<string, Certificate>();
  let lastAttempt: number | null = null;
  let running: Promise<boolean> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** A certificate's key while its validity lasts. */
  function validNow(certificate: Certificate | undefined): KeyObject | null {
    const at = now();
    return certificate && certificate.notBefore <= at && at <= certificate.notAfter ? certificate.key : null;
  }
  const trusted = (serial: string): KeyObject | null => configured.get(serial) ?? validNow(certificates.get(serial.toUpperCase()));

  /** The certificates downloaded, decrypted and checked, replacing the set; false (the set kept) when the download failed or was refused. */
  async function fetchCertificates(): Promise<boolean> {
    lastAttempt = now().getTime();
    let answer: SignedAnswer;
    try {
      answer = await download!();
    } catch (error) {
      warn(`WeChat Pay platform certificates: download failed (${error instanceof Error ? error.message : String(error)}); keeping the ${certificates.size} held`);
      return false;
    }
    // Any certificate sealed wrongly (another key, an altered ciphertext or tag) or not the one it names refuses the whole answer.
    const read = answer.status === 200 ? readCertificates(apiV3Key, answer.body) : null;
    const signed = signatureParts(answer.headers, now());
    const verifier = read && signed && (trusted(signed.serial) ?? validNow(read.get(signed.serial.toUpperCase())));
    if (!signed || !verifier || !sha256RsaVerify(answerMessage(signed.timestamp, signed.nonce, answer.body), signed.signature, verifier)) {
      const why = answer.status !== 200 ? `HTTP ${answer.status}` : !read ? 'certificates not readable with the APIv3 key' : 'answer signature not verified';
      warn(`WeChat Pay platform certificates: download refused (${why}); keeping the ${certificates.size} held`);
      return false;
    }
    certificates = read;
    if (!timer) {
      timer = setInterval(() => void refresh(), CERTIFICATES_REFRESH_MS);
      timer.unref();
    }
    return true;
  }

  function refresh(): Promise<boolean> {
    if (!download) return Promise.resolve(false);
    running ??= fetchCertificates().finally(() => (running = null));
    return running;
  }

  return {
    async keyFor(serial) {
      const known = trusted(serial);
      if (known || !download) return known;
      if (running) await running;
      else if (lastAttempt === null || now().getTime() - lastAttempt >= UNKNOWN_SERIAL_REFRESH_MS) await refresh();
      return trusted(serial);
    },
    refresh,
    serials: () => [...configured.keys(), ...[...certificates.keys()].filter((serial) => trusted(serial))],
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
