import type { KeyObject } from 'node:crypto';
import { apiPath, CashierChannel, PAY_TRANSFER_ROUTE, Paths } from '@emall/contract';
import { httpOrigin, readKeys, requireKeys, rsaKeyFrom } from './provider-settings.ts';

/** WeChat Pay API v3's host (直连商户). */
const WECHATPAY_GATEWAY = 'https://api.mch.weixin.qq.com';

export interface WechatpayConfig {
  /** The merchant number (商户号). */
  mchId: string;
  /** The official account's app id the merchant is bound to: JSAPI openIds belong to it. */
  appId: string;
  /** The merchant's API certificate's private key (apiclient_key.pem): signs every request. */
  privateKey: KeyObject;
  /** That certificate's serial number, sent in every Authorization header. */
  certSerial: string;
  /** The APIv3 key (32 characters): decrypts notifications' resources. */
  apiV3Key: string;
  /**
   * WeChat Pay's platform public keys (or platform certificates) by id (PUB_KEY_ID_…, or the
   * certificate's serial): the Wechatpay-Serial each signs with. Verify answers and notifications;
   * more than one while WeChat Pay switches to a new key.
   */
  platformKeys: ReadonlyMap<string, KeyObject>;
  /** On platform certificates: they are downloaded from /v3/certificates and refreshed (wechatpay-platform-keys.ts). */
  downloadCertificates: boolean;
  /** The API host, no trailing slash (the stand-in's in tests). */
  gateway: string;
  /** Where WeChat Pay posts payment and refund notifications: the signed-notify route on the shop's public origin. */
  notifyUrl: string;
  /** Where the phone returns after H5 pay (redirect_url): the shop's /payTransfer. */
  returnUrl: string;
}

/** A secret given in the variable itself or, as a mounted secret, in the file `${name}_FILE` names. */
function valueOrFile(env: NodeJS.ProcessEnv, name: string): string {
  return (env[name] ?? '').trim() || (env[`${name}_FILE`] ?? '').trim();
}

/**
 * WECHATPAY_PLATFORM_KEYS: more platform keys beside the main one, as `ID:KEY` entries separated
 * by commas or white space, KEY a PEM file's absolute path or an SPKI key's base64 body (no PEM
 * text: it holds spaces). Malformed, unreadable, not RSA or an id given twice: the start is refused.
 */
function extraPlatformKeys(value: string, keys: Map<string, KeyObject>): void {
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
    const colon = entry.indexOf(':');
    const id = entry.slice(0, colon).trim();
    if (colon < 1 || !/^[\w-]+$/.test(id) || colon === entry.length - 1) throw new Error(`WECHATPAY_PLATFORM_KEYS must list ID:KEY entries (KEY a PEM file path or a base64 public key): ${entry.slice(0, 40)}`);
    if (keys.has(id)) throw new Error(`WECHATPAY_PLATFORM_KEYS names ${id} twice`);
    keys.set(id, rsaKeyFrom(entry.slice(colon + 1), 'WECHATPAY_PLATFORM_KEYS', 'public'));
  }
}

/**
 * PAY_PROVIDER=…wechatpay's merchant, keys, gateway and callback URLs (read whatever the provider,
 * so the deploy files may carry them empty). Every one is needed: a missing or malformed key would
 * fail every payment, so the start is refused naming it.
 */
export function wechatpayConfig(env: NodeJS.ProcessEnv, providers: readonly string[]): WechatpayConfig | null {
  const keys = {
    ...readKeys(env, ['WECHATPAY_MCH_ID', 'WECHATPAY_APP_ID']),
    WECHATPAY_PRIVATE_KEY: valueOrFile(env, 'WECHATPAY_PRIVATE_KEY'),
    ...readKeys(env, ['WECHATPAY_CERT_SERIAL', 'WECHATPAY_API_V3_KEY']),
    WECHATPAY_PLATFORM_PUBLIC_KEY: valueOrFile(env, 'WECHATPAY_PLATFORM_PUBLIC_KEY'),
    ...readKeys(env, ['WECHATPAY_PLATFORM_KEY_ID', 'PUBLIC_ORIGIN']),
  };
  const gateway = (env.WECHATPAY_GATEWAY || WECHATPAY_GATEWAY).replace(/\/+$/, '');
  const certificates = (env.WECHATPAY_PLATFORM_CERTIFICATES ?? '').trim();
  const moreKeys = env.WECHATPAY_PLATFORM_KEYS ?? '';
  if (!providers.includes('wechatpay')) return null;
  if (certificates !== '' && certificates !== 'download') throw new Error(`WECHATPAY_PLATFORM_CERTIFICATES is download or empty: ${certificates}`);
  // Downloading certificates, the main key is optional (the first download brings them); a half pair is still refused.
  const mainKeyOptional = certificates === 'download' && !keys.WECHATPAY_PLATFORM_PUBLIC_KEY && !keys.WECHATPAY_PLATFORM_KEY_ID;
  const { WECHATPAY_PLATFORM_PUBLIC_KEY, WECHATPAY_PLATFORM_KEY_ID, ...always } = keys;
  requireKeys('PAY_PROVIDER=wechatpay', mainKeyOptional ? always : keys);
  const platformKeys = new Map<string, KeyObject>();
  if (!mainKeyOptional) platformKeys.set(WECHATPAY_PLATFORM_KEY_ID, rsaKeyFrom(WECHATPAY_PLATFORM_PUBLIC_KEY, 'WECHATPAY_PLATFORM_PUBLIC_KEY', 'public'));
  extraPlatformKeys(moreKeys, platformKeys);
  if (!/^https?:\/\/[^/]/.test(gateway)) throw new Error(`WECHATPAY_GATEWAY must be an http(s) URL: ${gateway}`);
  if (Buffer.byteLength(keys.WECHATPAY_API_V3_KEY, 'utf8') !== 32) throw new Error('WECHATPAY_API_V3_KEY must be the 32-character APIv3 key');
  const origin = httpOrigin(keys.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN');
  return {
    mchId: keys.WECHATPAY_MCH_ID,
    appId: keys.WECHATPAY_APP_ID,
    privateKey: rsaKeyFrom(keys.WECHATPAY_PRIVATE_KEY, 'WECHATPAY_PRIVATE_KEY', 'private'),
    certSerial: keys.WECHATPAY_CERT_SERIAL,
    apiV3Key: keys.WECHATPAY_API_V3_KEY,
    platformKeys,
    downloadCertificates: certificates === 'download',
    gateway: new URL(gateway).origin + new URL(gateway).pathname.replace(/\/+$/, ''),
    notifyUrl: `${origin}${apiPath(Paths.paySignedNotify, { channel: CashierChannel.WechatPay })}`,
    returnUrl: `${origin}${PAY_TRANSFER_ROUTE}`,
  };
}
