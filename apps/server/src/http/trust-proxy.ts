import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.ts';

/**
 * TRUST_PROXY as Fastify's option. Fastify turns a bare hop count into "trust nothing", so the
 * count becomes the function proxy-addr would have made of it: the nearest `hops` peers may
 * forward. That trusts whoever is nearest, so a hop count is for servers reachable only through
 * their proxies; an address list also proves who the proxy is.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address: string, hop: number) => hop < hops;
}
