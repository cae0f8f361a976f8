import type { KeyObject } from 'node:crypto';
import { apiPath, CashierChannel, PAY_TRANSFER_ROUTE, Paths } from '@emall/contract';
import { httpOrigin, readKeys, requireKeys, rsaKeyFrom } from './provider-settings.ts';

/** ICBC open platform's gateway (API 开放平台): /api/… calls and the /ui/… cashier pages. */
const ICBC_GATEWAY = 'https://gw.open.icbc.com.cn';

export interface IcbcConfig {
  /** The app's id on the open platform (APP_ID, 20 digits): signs in app_id and icbc_appid. */
  appId: string;
  /** The merchant number (商户编号, mer_id) and its agreement number (收单协议编号, mer_prtcl_no). */
  merId: string;
  merPrtclNo: string;
  /** The app's private key (RSA2, its public half registered on the platform): signs every request and answer. */
  privateKey: KeyObject;
  /** The gateway's public key (网关公钥): verifies answers and notifications. */
  gatewayPublicKey: KeyObject;
  /** The gateway's origin and any path prefix, no trailing slash (the stand-in's in tests). */
  gateway: string;
  /** Where ICBC posts payment notifications (notify_url): the form-notify route on the shop's public origin. */
  notifyUrl: string;
  /** Where the phone returns after paying (return_url): the shop's /payTransfer. */
  returnUrl: string;
}

/**
 * PAY_PROVIDER=…icbc's app, merchant, keys and callback URLs (read whatever the provider, so the
 * deploy files may carry them empty). Every one is needed: a missing or malformed key would fail
 * every payment, so the start is refused naming it.
 */
export function icbcConfig(env: NodeJS.ProcessEnv, providers: readonly string[]): IcbcConfig | null {
  const keys = readKeys(env, ['ICBC_APP_ID', 'ICBC_MER_ID', 'ICBC_MER_PRTCL_NO', 'ICBC_PRIVATE_KEY', 'ICBC_GATEWAY_PUBLIC_KEY', 'PUBLIC_ORIGIN']);
  const gateway = (env.ICBC_GATEWAY || ICBC_GATEWAY).replace(/\/+$/, '');
  if (!providers.includes('icbc')) return null;
  requireKeys('PAY_PROVIDER=icbc', keys);
  if (!/^https?:\/\/[^/]/.test(gateway)) throw new Error(`ICBC_GATEWAY must be an http(s) URL: ${gateway}`);
  const origin = httpOrigin(keys.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN');
  return {
    appId: keys.ICBC_APP_ID,
    merId: keys.ICBC_MER_ID,
    merPrtclNo: keys.ICBC_MER_PRTCL_NO,
    privateKey: rsaKeyFrom(keys.ICBC_PRIVATE_KEY, 'ICBC_PRIVATE_KEY', 'private'),
    gatewayPublicKey: rsaKeyFrom(keys.ICBC_GATEWAY_PUBLIC_KEY, 'ICBC_GATEWAY_PUBLIC_KEY', 'public'),
    gateway: new URL(gateway).origin + new URL(gateway).pathname.replace(/\/+$/, ''),
    notifyUrl: `${origin}${apiPath(Paths.payFormNotify, { channel: CashierChannel.ICBC })}`,
    returnUrl: `${origin}${PAY_TRANSFER_ROUTE}`,
  };
}
