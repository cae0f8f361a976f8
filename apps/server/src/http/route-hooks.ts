import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Puts a hook first on one route, from an onRoute hook: only routes that need it pay for it. */
export function prependRouteHook(route: RouteOptions, name: 'onRequest' | 'preHandler', hook: RequestHook): void {
  const current = route[name];
  const existing = current === undefined ? [] : Array.isArray(current) ? current : [current];
  route[name] = [hook, ...existing] as RouteOptions['onRequest'] & RouteOptions['preHandler'];
}
