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
