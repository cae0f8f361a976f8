import { timingSafeEqual } from 'node:crypto';
import { API_BASE, ErrorCode, Header, needsV5Signature, V5_SIGN_WINDOW_SECONDS } from '@emall/contract';
import { v5Signature } from '@emall/domain';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from './app-error.ts';
import { headerText } from './headers.ts';
import { prependRouteHook } from './route-hooks.ts';
import { isInProcess } from './in-process.ts';
import { signNonces } from './sign-nonces.table.ts';

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

/**
 * The client signs the path it called (§7), without the gateway base and the query. The signature
 * guards calls from the network; a server render's in-process call is the server's own, and is
 * asked again unchanged to see whether a rendered page still holds (http/ssr.ts).
 */
async function checkSignature(request: FastifyRequest, ctx: AppContext): Promise<void> {
  if (isInProcess(request)) return;
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
  // The window is symmetric around the signing time, so the nonce may go once it has passed for any clock.
  if (!(await useNonce(ctx, nonce, new Date(ts + V5_SIGN_WINDOW_SECONDS * 1000)))) throw new AppError(ErrorCode.SIGNATURE_INVALID);
}

/**
 * Records a nonce as used, in one statement (insert or nothing): of two requests carrying it,
 * on any instance, exactly one gets true. Nonces whose window closed are deleted in the same
 * statement, so the table holds only the last ±5 minutes' signatures.
 */
export async function useNonce(ctx: AppContext, nonce: string, expiresAt: Date): Promise<boolean> {
  const now = ctx.clock.now();
  const result = await ctx.db.execute(sql`
    with purged as (delete from ${signNonces} where ${lt(signNonces.expiresAt, now)})
    insert into ${signNonces} (nonce, expires_at) values (${nonce}, ${expiresAt.toISOString()})
    on conflict (nonce) do nothing
    returning nonce`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}
