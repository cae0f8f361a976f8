import { ErrorCode, Header } from '@emall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { findSession, type SessionUser } from '../modules/auth/auth.service.ts';
import { AppError } from './app-error.ts';
import { prependRouteHook } from './route-hooks.ts';

/** How a route treats the login-token header: absent means the route never reads it. */
export type AuthMode = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    session: SessionUser | null;
  }
}

/**
 * Reads the login-token header once per request, for routes that declare `config.auth`.
 * A required route without a live session answers 9999, which the client turns into a login.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);
  // Attached only to routes that declare it, so public reads pay nothing for it.
  app.addHook('onRoute', (route) => {
    const mode = route.config?.auth;
    if (!mode) return;
    const readSession = async (request: FastifyRequest) => {
      const raw = request.headers[Header.loginToken];
      const token = typeof raw === 'string' ? raw.trim() : '';
      request.session = token ? await findSession(ctx, token) : null;
      if (mode === 'required' && !request.session) throw new AppError(ErrorCode.SESSION_EXPIRED);
    };
    prependRouteHook(route, 'preHandler', readSession);
  });
}

/** The session of a route declared `auth: 'required'`. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw new AppError(ErrorCode.SESSION_EXPIRED);
  return request.session;
}
