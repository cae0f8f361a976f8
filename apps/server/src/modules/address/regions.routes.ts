import { AddressApi } from '@emall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendJson } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { regions, type ServedTree } from './regions.ts';

/** The tree changes only with a release of the region package: a day in caches is safe. */
const TREE_CACHE_CONTROL = 'public, max-age=86400';

function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b/.test(accepted);
}

/** The same bytes every time: computed once, on first use. */
function sendTree(request: FastifyRequest, reply: FastifyReply, served: ServedTree): FastifyReply {
  reply.header('cache-control', TREE_CACHE_CONTROL).header('vary', 'accept-encoding');
  if (!acceptsGzip(request)) return sendJson(reply, served.json);
  return reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(served.gzip);
}

export function regionsRoutes() {
  return async function (app: FastifyInstance) {
    // Built on the first request, not at start: the tree and its gzip cost the cold start ~0.1 s.
    register(app, AddressApi.geoAll, async (request, reply) => sendTree(request, reply, regions().all));
    register(app, AddressApi.geoAllExclude, async (request, reply) => sendTree(request, reply, regions().shipping));
  };
}
