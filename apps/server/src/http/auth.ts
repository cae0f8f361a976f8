import { ErrorCode, Header, type AuthMode } from '@emall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { findSession, type SessionUser } from '../modules/auth/auth.service.ts';
import { findVisitor, type Visitor } from '../modules/auth/visitor.service.ts';
import { AppError } from './app-error.ts';
import { headerText } from './headers.ts';
import { prependRouteHook } from './route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How a route treats the login-token header: absent means the route never reads it. */
    auth?: AuthMode;
  }
  interface FastifyRequest {
    session: SessionUser | null;
    /** On `auth: 'optional'` routes, a guest's visitor token (§6) when there is no session. */
    visitor: Visitor | null;
  }
}

/**
 * Reads the login-token header once per request, for routes that declare `config.auth`.
 * A required route without a live session answers 9999, which the client turns into a login.
 * An optional route without a session also reads the visitor-token header, which stands in for
 * a login where a guest is allowed (§6).
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);
  app.decorateRequest('visitor', null);
  // Attached only to routes that declare it, so public reads pay nothing for it.
  app.addHook('onRoute', (route) => {
    const mode = route.config?.auth;
    if (!mode) return;
    const readSession = async (request: FastifyRequest) => {
      const token = headerText(request.headers[Header.loginToken]);
      request.session = token ? await findSession(ctx, token) : null;
      if (mode === 'required' && !request.session) throw new AppError(ErrorCode.SESSION_EXPIRED);
      if (mode === 'optional' && !request.session) {
        const vToken = headerText(request.headers[Header.visitorToken]);
        request.visitor = vToken ? await findVisitor(ctx, vToken) : null;
      }
    };
    prependRouteHook(route, 'preHandler', readSession);
  });
}

/** The session of a route declared `auth: 'required'`. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw new AppError(ErrorCode.SESSION_EXPIRED);
  return request.session;
}

/**
 * The logged-in user of a public read that only personalises (goods details, §3 love): reads the
 * login-token header alone, so guests pay nothing and a visitor token costs no lookup there.
 * An invalid token reads as a guest, as on `auth: 'optional'` routes.
 */
export async function loginUserIdOf(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  const token = headerText(request.headers[Header.loginToken]);
  if (!token) return null;
  return (await findSession(ctx, token))?.userId ?? null;
}
