import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What every provider's configuration reads alike (config.ts, sms-config.ts, carrier-config.ts,
 * alipay-config.ts): which provider a variable names, the keys it needs, the shop's public origin.
 */

/** The provider `variable` names (default the sandbox); an unknown one refuses the start. */
export function chooseProvider<const P extends string>(env: NodeJS.ProcessEnv, variable: string, known: readonly P[]): P {
  const provider = env[variable] || 'sandbox';
  if (!(known as readonly string[]).includes(provider)) throw new Error(`unknown ${variable}: ${provider} (known: ${known.join(', ')})`);
  return provider as P;
}

/** A provider's keys, trimmed, each read whatever the provider: the deploy files may carry them empty. */
export function readKeys<const K extends string>(env: NodeJS.ProcessEnv, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, (env[name] ?? '').trim()])) as Record<K, string>;
}

/** Refuses the start when the chosen provider (`setting`, e.g. `SMS_PROVIDER=aliyun`) lacks a key: every call would fail. */
export function requireKeys(setting: string, keys: Record<string, string>): void {
  const missing = Object.keys(keys).filter((name) => !keys[name]);
  if (missing.length > 0) throw new Error(`${setting} needs ${missing.join(', ')}`);
}

/** The origin of an http(s) URL setting (e.g. PUBLIC_ORIGIN), or a refused start naming it. */
export function httpOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL: ${value}`);
  return url.origin;
}

/**
 * An RSA key as a provider's variable gives it (ALIPAY_PRIVATE_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY…):
 * PEM text (a public key may also be an X.509 certificate), the bare base64 body that Alipay's key
 * tool and console show (PKCS#8 private, SPKI public), or the path of a file holding either (a
 * mounted secret). A key that does not parse refuses the start, naming the variable.
 */
export function rsaKeyFrom(value: string, name: string, kind: 'private' | 'public'): KeyObject {
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
