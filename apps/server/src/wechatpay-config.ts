import type { KeyObject } from 'node:crypto';
import { API_BASE, CashierChannel, fillPath, PAY_TRANSFER_ROUTE, Paths } from '@emall/contract';
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
  /** WeChat Pay's platform public key (or platform certificate): verifies answers and notifications. */
  platformKey: KeyObject;
  /** Its id (PUB_KEY_ID_…, or the platform certificate's serial): the Wechatpay-Serial it signs with. */
  platformKeyId: string;
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
  if (!providers.includes('wechatpay')) return null;
  requireKeys('PAY_PROVIDER=wechatpay', keys);
  if (!/^https?:\/\/[^/]/.test(gateway)) throw new Error(`WECHATPAY_GATEWAY must be an http(s) URL: ${gateway}`);
  if (Buffer.byteLength(keys.WECHATPAY_API_V3_KEY, 'utf8') !== 32) throw new Error('WECHATPAY_API_V3_KEY must be the 32-character APIv3 key');
  const origin = httpOrigin(keys.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN');
  return {
    mchId: keys.WECHATPAY_MCH_ID,
    appId: keys.WECHATPAY_APP_ID,
    privateKey: rsaKeyFrom(keys.WECHATPAY_PRIVATE_KEY, 'WECHATPAY_PRIVATE_KEY', 'private'),
    certSerial: keys.WECHATPAY_CERT_SERIAL,
    apiV3Key: keys.WECHATPAY_API_V3_KEY,
    platformKey: rsaKeyFrom(keys.WECHATPAY_PLATFORM_PUBLIC_KEY, 'WECHATPAY_PLATFORM_PUBLIC_KEY', 'public'),
    platformKeyId: keys.WECHATPAY_PLATFORM_KEY_ID,
    gateway: new URL(gateway).origin + new URL(gateway).pathname.replace(/\/+$/, ''),
    notifyUrl: `${origin}${API_BASE}${fillPath(Paths.paySignedNotify, { channel: CashierChannel.WechatPay })}`,
    returnUrl: `${origin}${PAY_TRANSFER_ROUTE}`,
  };
}
