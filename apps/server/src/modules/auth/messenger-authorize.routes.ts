import { MessengerPaths } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { messengerAuthorizeUrl } from './messenger.service.ts';

/**
 * GET /messenger/authorize?redirect_uri&state: the shop's messenger login starts here and is sent
 * on to the configured messenger's authorisation page, so which messenger is configured lives on
 * the server alone (MESSENGER_PROVIDER), not in the web build.
 */
export function messengerAuthorizeRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get(MessengerPaths.authorize, { schema: { hide: true } }, async (request, reply) => {
      const target = messengerAuthorizeUrl(ctx, request.query as Record<string, unknown>);
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    });
  };
}
