import { timingSafeEqual } from 'node:crypto';
import { API_BASE, ErrorCode, Header, needsV5Signature, V5_SIGN_WINDOW_SECONDS } from '@emall/contract';
import { v5Signature } from '@emall/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from './app-error.ts';

/**
 * Paths with a v5 segment carry a signature of method, path, time and nonce (§7).
 * The key ships inside the web app, so this proves integrity and freshness, not identity.
 */
export function registerV5Signature(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(`${API_BASE}/`)) return;
    const apiPath = path.slice(API_BASE.length);
    if (!needsV5Signature(apiPath)) return;

    const timestamp = header(request.headers[Header.signTimestamp]);
    const nonce = header(request.headers[Header.signNonce]);
    const sign = header(request.headers[Header.sign]);
    const ts = Number(timestamp);
    const skewMs = Math.abs(ctx.clock.now().getTime() - ts);
    if (!sign || !nonce || nonce.length > 64 || !Number.isFinite(ts) || skewMs > V5_SIGN_WINDOW_SECONDS * 1000) {
      throw new AppError(ErrorCode.SIGNATURE_INVALID);
    }
    const expected = v5Signature({ method: request.method, path: apiPath, timestamp, nonce, appKey: ctx.config.v5AppKey });
    const a = Buffer.from(sign);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw new AppError(ErrorCode.SIGNATURE_INVALID);
  });
}

function header(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}
