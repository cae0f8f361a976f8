import { AuthApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import * as auth from './auth.service.ts';
import * as messenger from './messenger.service.ts';
import * as visitor from './visitor.service.ts';

export function authRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, AuthApi.sendLoginSms, async (request) => ok(await auth.sendLoginCode(ctx, request.body.phoneSet, request.ip)));
    register(app, AuthApi.phoneLogin, async (request) => ok(await auth.loginWithPhone(ctx, request.body)));
    register(app, AuthApi.thirdLogin, async (request) => ok(await messenger.loginWithMessenger(ctx, request.body)));
    register(app, AuthApi.officialSignature, async (request) => ok(await messenger.officialSignature(ctx, request.query.url)));
    register(app, AuthApi.visitorToken, async (request) => ok(await visitor.issueVisitorToken(ctx, request.ip)));
    register(app, AuthApi.loginInfo, async (request) => ok(await auth.getLoginInfo(ctx, sessionOf(request))));
    register(app, AuthApi.logout, async (request) => {
      await auth.logout(ctx, sessionOf(request));
      return ok(null);
    });
  };
}
