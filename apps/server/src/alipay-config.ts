import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE, CashierChannel, fillPath, PAY_TRANSFER_ROUTE, Paths } from '@emall/contract';
import { httpOrigin, readKeys, requireKeys } from './provider-settings.ts';

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
 * A key as ALIPAY_PRIVATE_KEY / ALIPAY_PUBLIC_KEY give it: PEM text, the bare base64 body that
 * Alipay's key tool and console show (PKCS#8 private, SPKI public), or the path of a file holding
 * either (a mounted secret). A key that does not parse refuses the start, naming the variable.
 */
function keyFrom(value: string, name: string, kind: 'private' | 'public'): KeyObject {
  let text = value.trim();
  if (path.isAbsolute(text)) {
    try {
      text = readFileSync(text, 'utf8').trim();
    } catch {
      throw new Error(`${name} names a file that cannot be read: ${text}`);
    }
  }
  const body = text.replace(/\s+/g, '');
  const pem = text.startsWith('-----BEGIN') ? text : `-----BEGIN ${kind === 'private' ? 'PRIVATE' : 'PUBLIC'} KEY-----\n${body.replace(/(.{64})/g, '$1\n')}\n-----END ${kind === 'private' ? 'PRIVATE' : 'PUBLIC'} KEY-----`;
  try {
    const key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return key;
  } catch {
    throw new Error(`${name} is not an RSA ${kind} key (PEM, its base64 body, or a file path)`);
  }
}

/**
 * PAY_PROVIDER=alipay's keys (read whatever the provider, so the deploy files may carry them
 * empty). Every one is needed: a missing key would fail every payment, so the start is refused.
 */
export function alipayConfig(env: NodeJS.ProcessEnv, provider: string): AlipayConfig | null {
  const keys = readKeys(env, ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'PUBLIC_ORIGIN']);
  const gateway = env.ALIPAY_GATEWAY || ALIPAY_GATEWAY;
  if (provider !== 'alipay') return null;
  requireKeys('PAY_PROVIDER=alipay', keys);
  if (!/^https?:\/\/[^/]/.test(gateway)) throw new Error(`ALIPAY_GATEWAY must be an http(s) URL: ${gateway}`);
  const origin = httpOrigin(keys.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN');
  return {
    appId: keys.ALIPAY_APP_ID,
    privateKey: keyFrom(keys.ALIPAY_PRIVATE_KEY, 'ALIPAY_PRIVATE_KEY', 'private'),
    alipayPublicKey: keyFrom(keys.ALIPAY_PUBLIC_KEY, 'ALIPAY_PUBLIC_KEY', 'public'),
    gateway: new URL(gateway).toString(),
    notifyUrl: `${origin}${API_BASE}${fillPath(Paths.payFormNotify, { channel: CashierChannel.Alipay })}`,
    returnUrl: `${origin}${PAY_TRANSFER_ROUTE}`,
  };
}
