import { API_BASE, ProviderCallbackPaths } from '@emall/contract';
import { chooseProvider, httpOrigin, readKeys, requireKeys } from './provider-settings.ts';

/** Parcel tracking services this build knows: the sandbox carrier and Kuaidi100 (providers/carrier-kuaidi100.ts). */
const CARRIER_PROVIDERS = ['sandbox', 'kuaidi100'] as const;

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

/**
 * CARRIER_PROVIDER and its keys. `kuaidi100` needs the customer id, the key, the callback salt and
 * the shop's public origin (PUBLIC_ORIGIN, https in production) its callbacks reach: without
 * one of them no parcel could be followed, so the start is refused instead.
 */
export function carrierConfig(env: NodeJS.ProcessEnv, production: boolean): CarrierConfig {
  const provider = chooseProvider(env, 'CARRIER_PROVIDER', CARRIER_PROVIDERS);
  const keys = readKeys(env, ['KUAIDI100_CUSTOMER', 'KUAIDI100_KEY', 'KUAIDI100_SALT', 'PUBLIC_ORIGIN']);
  const endpoint = env.KUAIDI100_ENDPOINT || KUAIDI100_ENDPOINT;
  if (provider === 'sandbox') return { provider: 'sandbox' };
  requireKeys('CARRIER_PROVIDER=kuaidi100', keys);
  const origin = httpOrigin(keys.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN');
  if (production && !origin.startsWith('https:')) throw new Error(`PUBLIC_ORIGIN must be https in production: ${origin}`);
  return {
    provider: 'kuaidi100',
    customer: keys.KUAIDI100_CUSTOMER,
    key: keys.KUAIDI100_KEY,
    salt: keys.KUAIDI100_SALT,
    endpoint: httpOrigin(endpoint, 'KUAIDI100_ENDPOINT'),
    callbackUrl: `${origin}${API_BASE}${ProviderCallbackPaths.kuaidi100}`,
  };
}
