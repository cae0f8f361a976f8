import { Envelope, ErrorCode, Paths, TrackBatch } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { acceptBeacons } from './tracking.service.ts';

const TRACK_BODY_LIMIT = 64 * 1024;

export function trackingRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    // navigator.sendBeacon posts a string as text/plain: here (and only here) that text is JSON too.
    fastify.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: TRACK_BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError(ErrorCode.BAD_REQUEST), undefined);
      }
    });
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      Paths.track,
      {
        bodyLimit: TRACK_BODY_LIMIT,
        schema: {
          tags: ['tracking'],
          summary: 'Tracking beacons (HomeFunTab_Click, HomeFunTab_Exposure…): answered at once, delivered after',
          body: TrackBatch,
          response: { 200: Envelope(Type.Null()) },
        },
      },
      async (request) => {
        if (!acceptBeacons(ctx, request.ip, request.body.events)) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
        return ok(null);
      },
    );
  };
}
