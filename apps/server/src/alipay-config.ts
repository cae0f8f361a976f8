import type { KeyObject } from 'node:crypto';
import { apiPath, CashierChannel, PAY_TRANSFER_ROUTE, Paths } from '@emall/contract';
import { httpOrigin, readKeys, requireKeys, rsaKeyFrom } from './provider-settings.ts';

/** Alipay's open platform gateway (OpenAPI v1: alipay.trade.* over form posts, RSA2). */
const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface AlipayConfig {
  appId: string;
  /** The app's private key (应用私钥): signs every request. */
  privateKey: KeyObject;
  /** Alipay's public key (支付宝公钥, not the app's): verifies answers and notifications. */
  alipayPublicKey: KeyObject;
  gateway: string;
  /** Where Alipay posts notifications: the form-notify route on the shop's public origin. */
  notifyUrl: string;
  /** Where the phone returns after paying or leaving the cashier: the shop's /payTransfer. */
  returnUrl: string;
}

/**
 * PAY_PROVIDER=alipay's keys (read whatever the provider, so the deploy files may carry them
 * empty). Every one is needed: a missing key would fail every payment, so the start is refused.
 */
export function alipayConfig(env: NodeJS.ProcessEnv, providers: readonly string[]): AlipayConfig | null {
  const keys = readKeys(env, ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'PUBLIC_ORIGIN']);
  const gateway = env.ALIPAY_GATEWAY || ALIPAY_GATEWAY;
  if (!providers.includes('alipay')) return null;
  requireKeys('PAY_PROVIDER=alipay', keys);
  if (!/^https?:\/\/[^/]/.test(gateway)) throw new Error(`ALIPAY_GATEWAY must be an http(s) URL: ${gateway}`);
  const origin = httpOrigin(keys.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN');
  return {
    appId: keys.ALIPAY_APP_ID,
    privateKey: rsaKeyFrom(keys.ALIPAY_PRIVATE_KEY, 'ALIPAY_PRIVATE_KEY', 'private'),
    alipayPublicKey: rsaKeyFrom(keys.ALIPAY_PUBLIC_KEY, 'ALIPAY_PUBLIC_KEY', 'public'),
    gateway: new URL(gateway).toString(),
    notifyUrl: `${origin}${apiPath(Paths.payFormNotify, { channel: CashierChannel.Alipay })}`,
    returnUrl: `${origin}${PAY_TRANSFER_ROUTE}`,
  };
}
