import { ErrorCode, TrackingApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
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
    register(
      fastify,
      TrackingApi.beacons,
      async (request) => {
        if (!acceptBeacons(ctx, request.ip, request.body.events)) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
        return ok(null);
      },
      {},
      { bodyLimit: TRACK_BODY_LIMIT },
    );
  };
}
