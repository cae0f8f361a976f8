import { X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPath, CashierChannel, Paths } from '@emall/contract';
import { httpOrigin, readKeys, requireKeys, rsaKeyFrom } from './provider-settings.ts';

/** UnionPay's 全渠道 gateway in production; the test environment is https://gateway.test.95516.com. */
const UNIONPAY_GATEWAY = 'https://gateway.95516.com';

export interface UnionpayConfig {
  /** The merchant number (商户号, merId). */
  merId: string;
  /** The private key of the merchant's signing certificate (from its .pfx): signs every request. */
  signKey: KeyObject;
  /** That certificate: its serial number is the certId every request names. */
  signCert: X509Certificate;
  /** UnionPay's root and intermediate certificates (acp_prod_root.cer, acp_prod_middle.cer): the chain a signPubKeyCert must have. */
  rootCert: X509Certificate;
  middleCert: X509Certificate;
  /** The gateway's origin, no trailing slash (the stand-in's in tests). */
  gateway: string;
  /** Whether the test environment's signer (CN 00040000:SIGN) is believed too: never on the production gateway. */
  acceptTestSigner: boolean;
  /** Where UnionPay posts back notifications of payments and refunds (backUrl): the form-notify route on the shop's public origin. */
  notifyUrl: string;
  /**
   * Our page that posts the signed form to frontTransReq.do from the shopper's browser (the
   * cashier's payUrl), and where UnionPay's page posts the browser back (frontUrl): on to /payTransfer.
   */
  gatewayFormUrl: string;
}

/** PEM text of the first block of `kind` in a value (PEM, a file path, or an `openssl pkcs12` export with its bag attributes). */
function pemBlock(value: string, name: string, kind: 'CERTIFICATE' | 'PRIVATE KEY'): string {
  let text = value.trim();
  if (path.isAbsolute(text)) {
    try {
      text = readFileSync(text, 'utf8');
    } catch {
      throw new Error(`${name} names a file that cannot be read: ${text}`);
    }
  }
  const block = new RegExp(`-----BEGIN (?:RSA )?${kind}-----[\\s\\S]+?-----END (?:RSA )?${kind}-----`).exec(text)?.[0];
  if (block) return block;
  // UnionPay's .cer files are PEM; a bare base64 body is taken too.
  const body = text.replace(/\s+/g, '');
  return `-----BEGIN ${kind}-----\n${(body.match(/.{1,64}/g) ?? []).join('\n')}\n-----END ${kind}-----`;
}

function certFrom(value: string, name: string): X509Certificate {
  try {
    return new X509Certificate(pemBlock(value, name, 'CERTIFICATE'));
  } catch (err) {
    if (err instanceof Error && err.message.includes('cannot be read')) throw err;
    throw new Error(`${name} is not an X.509 certificate (PEM, its base64 body, or a file path)`);
  }
}

/**
 * PAY_PROVIDER=…unionpay's merchant, certificates, gateway and callback URLs (read whatever the
 * provider, so the deploy files may carry them empty). Every one is needed, and the signing key
 * must be its certificate's: otherwise every payment would fail, so the start is refused naming it.
 */
export function unionpayConfig(env: NodeJS.ProcessEnv, providers: readonly string[]): UnionpayConfig | null {
  const keys = readKeys(env, ['UNIONPAY_MER_ID', 'UNIONPAY_SIGN_KEY', 'UNIONPAY_SIGN_CERT', 'UNIONPAY_ROOT_CERT', 'UNIONPAY_MIDDLE_CERT', 'PUBLIC_ORIGIN']);
  const gateway = (env.UNIONPAY_GATEWAY || UNIONPAY_GATEWAY).replace(/\/+$/, '');
  if (!providers.includes('unionpay')) return null;
  requireKeys('PAY_PROVIDER=unionpay', keys);
  if (!/^https?:\/\/[^/]+$/.test(gateway)) throw new Error(`UNIONPAY_GATEWAY must be an http(s) origin: ${gateway}`);
  const origin = httpOrigin(keys.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN');
  const signKey = rsaKeyFrom(pemBlock(keys.UNIONPAY_SIGN_KEY, 'UNIONPAY_SIGN_KEY', 'PRIVATE KEY'), 'UNIONPAY_SIGN_KEY', 'private');
  const signCert = certFrom(keys.UNIONPAY_SIGN_CERT, 'UNIONPAY_SIGN_CERT');
  if (!signCert.checkPrivateKey(signKey)) throw new Error('UNIONPAY_SIGN_KEY is not the private key of UNIONPAY_SIGN_CERT');
  return {
    merId: keys.UNIONPAY_MER_ID,
    signKey,
    signCert,
    rootCert: certFrom(keys.UNIONPAY_ROOT_CERT, 'UNIONPAY_ROOT_CERT'),
    middleCert: certFrom(keys.UNIONPAY_MIDDLE_CERT, 'UNIONPAY_MIDDLE_CERT'),
    gateway,
    acceptTestSigner: gateway !== UNIONPAY_GATEWAY,
    notifyUrl: `${origin}${apiPath(Paths.payFormNotify, { channel: CashierChannel.UnionPay })}`,
    gatewayFormUrl: `${origin}${apiPath(Paths.payGatewayForm, { channel: CashierChannel.UnionPay })}`,
  };
}
