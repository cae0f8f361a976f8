import {
  ADMIN_API_BASE,
  ADMIN_CSRF_HEADER,
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_MAX_HOURS,
  AdminAccess,
  ErrorCode,
  type RouteDecl,
} from '@emall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { AuditActor } from '../modules/audit/audit.service.ts';
import { actorOfPrincipal, authenticateOperator, isCsrfTokenOf, type ClientInfo, type OperatorPrincipal } from '../modules/operators/operators.service.ts';
import { AppError } from './app-error.ts';
import { cookieValue, headerText } from './headers.ts';
import { register, type RouteHandler } from './route.ts';
import { prependRouteHook } from './route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Admin calls: what the caller needs (a Permission, or AdminAccess.public / signedIn). */
    adminAccess?: AdminAccess;
  }
  interface FastifyRequest {
    /** The signed-in operator of an admin call (set by the admin guard before the handler). */
    operator: OperatorPrincipal | null;
  }
}

/** An admin call's declaration: a route that names what its caller needs. */
export type AdminRouteDecl = RouteDecl & { readonly permission: AdminAccess };

/**
 * Registers the handler of a declared admin call: as `register`, and the admin plugin's guard
 * (registerAdminGuard) checks session, CSRF and permission before the handler runs.
 */
export function registerAdmin<R extends AdminRouteDecl>(app: FastifyInstance, decl: R, handler: RouteHandler<R>): void {
  register(app, decl, handler, { adminAccess: decl.permission });
}

/** The operator of a call that is not `public`: the guard has set it. */
export function operatorOf(request: FastifyRequest): OperatorPrincipal {
  if (!request.operator) throw new AppError(ErrorCode.ADMIN_NOT_SIGNED_IN);
  return request.operator;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: headerText(request.headers['user-agent']).slice(0, 512) };
}

/** Who is calling, for recordAudit. */
export function actorOf(request: FastifyRequest): AuditActor {
  return actorOfPrincipal(operatorOf(request), clientOf(request));
}

function cookieAttributes(request: FastifyRequest, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${ADMIN_API_BASE}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `${ADMIN_SESSION_COOKIE}=${token}; ${cookieAttributes(request, ADMIN_SESSION_MAX_HOURS * 3600)}`);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${ADMIN_SESSION_COOKIE}=; ${cookieAttributes(request, 0)}`);
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** One registered admin call, as the route table lists it. */
export interface AdminRouteEntry {
  method: string;
  url: string;
  access: AdminAccess;
}

/**
 * The admin plugin's guard, fail-closed: every route registered in the plugin must declare its
 * access (registerAdmin does) or the server does not start. Each route is listed in `table`, from
 * which admin-routes.auth.test.ts calls every one anonymously, with a shopper token and with a
 * role that lacks its permission. The guard runs on request, before the body is even read.
 */
export function registerAdminGuard(app: FastifyInstance, ctx: AppContext, table: AdminRouteEntry[], exempt: (url: string) => boolean): void {
  app.decorateRequest('operator', null);
  app.addHook('onRoute', (route) => {
    if (exempt(route.url)) return;
    const access = route.config?.adminAccess;
    if (!access) throw new Error(`admin route ${route.method} ${route.url} declares no access: register it with registerAdmin`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, access });
    if (access === AdminAccess.public) return;
    const guard = async (request: FastifyRequest) => {
      const token = cookieValue(request, ADMIN_SESSION_COOKIE);
      const principal = token ? await authenticateOperator(ctx, token) : null;
      if (!principal) throw new AppError(ErrorCode.ADMIN_NOT_SIGNED_IN);
      if (!SAFE_METHODS.has(request.method) && !isCsrfTokenOf(principal, headerText(request.headers[ADMIN_CSRF_HEADER]))) {
        throw new AppError(ErrorCode.ADMIN_CSRF_INVALID);
      }
      if (access !== AdminAccess.signedIn) {
        if (principal.mustChangePassword) throw new AppError(ErrorCode.ADMIN_PASSWORD_CHANGE_REQUIRED);
        if (!principal.permissions.includes(access)) throw new AppError(ErrorCode.ADMIN_FORBIDDEN);
      }
      request.operator = principal;
    };
    prependRouteHook(route, 'onRequest', guard);
  });
}
