import { AdminAuthApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { clearSessionCookie, clientOf, operatorOf, registerAdmin, setSessionCookie } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { adminSessionOf, changeOwnPassword, signIn, signOut } from './operators.service.ts';

/** The console's own session: sign-in, me, change password, sign-out. */
export function signInAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, AdminAuthApi.signIn, async (request, reply) => {
      const { token, principal } = await signIn(ctx, request.body, clientOf(request));
      setSessionCookie(request, reply, token);
      return ok(adminSessionOf(principal));
    });
    registerAdmin(app, AdminAuthApi.me, async (request) => ok(adminSessionOf(operatorOf(request))));
    registerAdmin(app, AdminAuthApi.changePassword, async (request) =>
      ok(adminSessionOf(await changeOwnPassword(ctx, operatorOf(request), request.body, clientOf(request)))),
    );
    registerAdmin(app, AdminAuthApi.signOut, async (request, reply) => {
      await signOut(ctx, operatorOf(request), clientOf(request));
      clearSessionCookie(request, reply);
      return ok({ done: true as const });
    });
  };
}
