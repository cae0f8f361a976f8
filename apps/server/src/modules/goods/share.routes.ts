import { Envelope, Paths, ShareRecordBody, ShareRecordResult } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { recordShare } from './share.service.ts';

export function shareRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      Paths.shareRecord,
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['goods'],
          summary: "Record a share of a product; answers the page URL to share, with INVITER_ID when logged in",
          body: ShareRecordBody,
          response: { 200: Envelope(ShareRecordResult) },
        },
      },
      async (request) => ok(await recordShare(ctx, { userId: request.session?.userId ?? null, clientIp: request.ip, body: request.body })),
    );
  };
}
