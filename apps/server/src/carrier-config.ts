import { API_BASE, ProviderCallbackPaths } from '@emall/contract';

/** Parcel tracking services this build knows: the sandbox carrier and Kuaidi100 (providers/carrier-kuaidi100.ts). */
const CARRIER_PROVIDERS = ['sandbox', 'kuaidi100'] as const;
type CarrierProviderName = (typeof CARRIER_PROVIDERS)[number];

/** Kuaidi100's public API host (poll/query.do, poll). */
const KUAIDI100_ENDPOINT = 'https://poll.kuaidi100.com';

export interface Kuaidi100Config {
  /** The account's customer id (query's `customer`). */
  customer: string;
  /** The authorisation key: signs queries, names the subscriber. */
  key: string;
  /** Our secret for the callbacks' sign (MD5(param + salt)), sent with each subscription. */
  salt: string;
  /** Kuaidi100's host, without a trailing slash. */
  endpoint: string;
  /** Where Kuaidi100 posts a subscribed parcel's traces: the shop's public origin and the callback route. */
  callbackUrl: string;
}

export type CarrierConfig = { provider: 'sandbox' } | ({ provider: 'kuaidi100' } & Kuaidi100Config);

function httpOrigin(value: string, name: string): string {
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
 * CARRIER_PROVIDER and its keys. `kuaidi100` needs the customer id, the key, the callback salt and
 * the shop's public origin (PUBLIC_ORIGIN, https in production) its callbacks reach: without
 * one of them no parcel could be followed, so the start is refused instead.
 */
export function carrierConfig(env: NodeJS.ProcessEnv, production: boolean): CarrierConfig {
  const provider = env.CARRIER_PROVIDER || 'sandbox';
  if (!(CARRIER_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`unknown CARRIER_PROVIDER: ${provider} (known: ${CARRIER_PROVIDERS.join(', ')})`);
  }
  // All read whatever the provider, so the deploy files may carry them empty.
  const keys = {
    KUAIDI100_CUSTOMER: env.KUAIDI100_CUSTOMER ?? '',
    KUAIDI100_KEY: env.KUAIDI100_KEY ?? '',
    KUAIDI100_SALT: env.KUAIDI100_SALT ?? '',
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? '',
  };
  const endpoint = env.KUAIDI100_ENDPOINT || KUAIDI100_ENDPOINT;
  if ((provider as CarrierProviderName) === 'sandbox') return { provider: 'sandbox' };
  const missing = Object.entries(keys).filter(([, value]) => !value.trim());
  if (missing.length > 0) throw new Error(`CARRIER_PROVIDER=kuaidi100 needs ${missing.map(([name]) => name).join(', ')}`);
  const origin = httpOrigin(keys.PUBLIC_ORIGIN.trim(), 'PUBLIC_ORIGIN');
  if (production && !origin.startsWith('https:')) throw new Error(`PUBLIC_ORIGIN must be https in production: ${origin}`);
  return {
    provider: 'kuaidi100',
    customer: keys.KUAIDI100_CUSTOMER.trim(),
    key: keys.KUAIDI100_KEY.trim(),
    salt: keys.KUAIDI100_SALT.trim(),
    endpoint: httpOrigin(endpoint, 'KUAIDI100_ENDPOINT'),
    callbackUrl: `${origin}${API_BASE}${ProviderCallbackPaths.kuaidi100}`,
  };
}
