import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encryptResource, type EncryptedResource } from '../providers/wechatpay-protocol.ts';

/**
 * The WeChat Pay stand-in's platform keys (wechatpay-standin.ts): what it signs answers and
 * notifications with, and how it rotates them, in either of WeChat Pay's two modes:
 * - 'public-key' (微信支付公钥): each key has an id PUB_KEY_ID_…; the merchant configures them;
 * - 'certificates' (平台证书): each key comes in an X.509 certificate (issued here by a stand-in of
 *   Tenpay's CA, DER written by hand: node:crypto reads certificates but makes none) whose serial
 *   is the id, listed by GET /v3/certificates sealed AEAD_AES_256_GCM under the APIv3 key.
 * `rotate()` publishes a new key and signs with it from then on (WeChat Pay's switch); the old one
 * stays listed until `retire()`.
 */
export type PlatformMode = 'public-key' | 'certificates';

export interface PlatformKey {
  id: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The certificate's PEM, validity and expire_time (certificates mode). */
  certificate: { pem: string; notBefore: Date; notAfter: Date } | null;
}

export interface StandinPlatform {
  mode: PlatformMode;
  /** The key answers and notifications are signed with now. */
  readonly current: PlatformKey;
  /** Every key published, oldest first. */
  readonly keys: PlatformKey[];
  /** While set, every certificate listed is sealed with an altered tag (a download to refuse). */
  tampered: { on: boolean };
  /** /v3/certificates answered so far. */
  readonly downloads: number;
  /** A new key, signing from now on; `validity` (certificates mode) to publish one already expired or not valid yet. */
  rotate(validity?: { notBefore: Date; notAfter: Date }): PlatformKey;
  /** A key no longer listed (the end of a switch). */
  retire(id: string): void;
  /** GET /v3/certificates' body. */
  certificatesBody(): string;
}

const DAY_MS = 86_400_000;
const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');
const rfc3339 = (at: Date) => `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const length: number[] = [];
  for (let n = body.length; n > 0; n >>= 8) length.unshift(n & 0xff);
  const head = body.length < 0x80 ? [body.length] : [0x80 | length.length, ...length];
  return Buffer.concat([Buffer.from([tag, ...head]), body]);
}
const sequence = (...parts: Buffer[]) => der(0x30, ...parts);
const integer = (bytes: Buffer) => der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const sha256WithRsa = sequence(Buffer.from('06092a864886f70d01010b', 'hex'), Buffer.from('0500', 'hex'));
const commonName = (name: string) => sequence(der(0x31, sequence(Buffer.from('0603550403', 'hex'), der(0x0c, Buffer.from(name, 'utf8')))));
/** UTCTime before 2050, GeneralizedTime from then on (RFC 5280). */
function time(at: Date): Buffer {
  const text = at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return at.getUTCFullYear() < 2050 ? der(0x17, Buffer.from(`${text.slice(2)}Z`)) : der(0x18, Buffer.from(`${text}Z`));
}

/** An X.509 v3 certificate of `subject` for `publicKey`, issued by `issuer`; its serial 20 bytes, hex upper case. */
function certificate(publicKey: KeyObject, issuer: { name: string; key: KeyObject }, notBefore: Date, notAfter: Date): { pem: string; serial: string } {
  const serial = randomBytes(20);
  serial[0] = 0x10 + (serial[0]! % 0x60); // positive, no leading zero: hex reads the same everywhere
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    sha256WithRsa,
    commonName(issuer.name),
    sequence(time(notBefore), time(notAfter)),
    commonName('Tenpay.com'),
    publicKey.export({ format: 'der', type: 'spki' }),
  );
  const signed = sequence(tbs, sha256WithRsa, der(0x03, Buffer.from([0]), sign('sha256', tbs, issuer.key)));
  const body = signed.toString('base64').replace(/(.{64})/g, '$1\n');
  return { pem: `-----BEGIN CERTIFICATE-----\n${body.trimEnd()}\n-----END CERTIFICATE-----\n`, serial: serial.toString('hex').toUpperCase() };
}

export function standinPlatform(mode: PlatformMode, apiV3Key: string): StandinPlatform {
  const ca = { name: 'Tenpay.com Root CA', key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey };
  const keys: PlatformKey[] = [];
  const tampered = { on: false };
  let current: PlatformKey;
  let downloads = 0;

  function make(validity?: { notBefore: Date; notAfter: Date }): PlatformKey {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    if (mode === 'public-key') return { id: `PUB_KEY_ID_01${digits(30)}`, ...pair, certificate: null };
    const now = Date.now();
    const { notBefore, notAfter } = validity ?? { notBefore: new Date(now - DAY_MS), notAfter: new Date(now + 5 * 365 * DAY_MS) };
    const made = certificate(pair.publicKey, ca, notBefore, notAfter);
    return { id: made.serial, ...pair, certificate: { pem: made.pem, notBefore, notAfter } };
  }

  function sealed(key: PlatformKey): EncryptedResource {
    const resource = encryptResource(apiV3Key, key.certificate!.pem, 'certificate');
    if (!tampered.on) return resource;
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0x01, bytes.length - 1);
    return { ...resource, ciphertext: bytes.toString('base64') };
  }

  current = make();
  keys.push(current);
  return {
    mode,
    get current() {
      return current;
    },
    keys,
    tampered,
    get downloads() {
      return downloads;
    },
    rotate(validity) {
      current = make(validity);
      keys.push(current);
      return current;
    },
    retire(id) {
      keys.splice(
        keys.findIndex((k) => k.id === id),
        1,
      );
    },
    certificatesBody() {
      downloads++;
      const data = keys
        .filter((k) => k.certificate)
        .map((k) => ({
          serial_no: k.id,
          effective_time: rfc3339(k.certificate!.notBefore),
          expire_time: rfc3339(k.certificate!.notAfter),
          encrypt_certificate: (({ algorithm, nonce, associated_data, ciphertext }) => ({ algorithm, nonce, associated_data, ciphertext }))(sealed(k)),
        }));
      return JSON.stringify({ data });
    },
  };
}
