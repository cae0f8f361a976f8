import { timingSafeEqual } from 'node:crypto';
import { API_BASE, ErrorCode, Header, needsV5Signature, V5_SIGN_WINDOW_SECONDS } from '@emall/contract';
import { v5Signature } from '@emall/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from './app-error.ts';
import { headerText } from './headers.ts';
import { prependRouteHook } from './route-hooks.ts';

/**
 * Paths with a v5 segment carry a signature of method, path, time and nonce (§7).
 * The key ships inside the web app, so this proves integrity and freshness, not identity.
 */
export function registerV5Signature(app: FastifyInstance, ctx: AppContext): void {
  // Attached only to routes with a v5 segment, so other calls pay nothing for it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_BASE}/`) || !needsV5Signature(route.url.slice(API_BASE.length))) return;
    prependRouteHook(route, 'onRequest', async (request) => checkSignature(request, ctx));
  });
}

/** The client signs the path it called (§7), without the gateway base and the query. */
async function checkSignature(request: FastifyRequest, ctx: AppContext): Promise<void> {
  const apiPath = (request.url.split('?')[0] ?? '').slice(API_BASE.length);
  const timestamp = headerText(request.headers[Header.signTimestamp]);
  const nonce = headerText(request.headers[Header.signNonce]);
  const sign = headerText(request.headers[Header.sign]);
  const ts = Number(timestamp);
  const skewMs = Math.abs(ctx.clock.now().getTime() - ts);
  if (!sign || !nonce || nonce.length > 64 || !Number.isFinite(ts) || skewMs > V5_SIGN_WINDOW_SECONDS * 1000) {
    throw new AppError(ErrorCode.SIGNATURE_INVALID);
  }
  const expected = v5Signature({ method: request.method, path: apiPath, timestamp, nonce, appKey: ctx.config.v5AppKey });
  const a = Buffer.from(sign);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new AppError(ErrorCode.SIGNATURE_INVALID);
}
