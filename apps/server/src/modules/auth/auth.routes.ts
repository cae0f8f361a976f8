import {
  Envelope,
  LoginInfo,
  LoginResult,
  OfficialSignature,
  OfficialSignatureQuery,
  Paths,
  PhoneLoginBody,
  SendLoginSmsBody,
  SendLoginSmsResult,
  ThirdLoginBody,
  ThirdLoginResult,
  VisitorToken,
} from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import * as auth from './auth.service.ts';
import * as messenger from './messenger.service.ts';
import * as visitor from './visitor.service.ts';

export function authRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      Paths.loginSendMsg,
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a 4-digit login code by SMS (one per phone per 60 s, capped per day and per address)',
          body: SendLoginSmsBody,
          response: { 200: Envelope(SendLoginSmsResult) },
        },
      },
      async (request) => ok(await auth.sendLoginCode(ctx, request.body.phoneSet, request.ip)),
    );

    app.post(
      Paths.phoneLogin,
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in (or register) with a phone and its SMS code',
          body: PhoneLoginBody,
          response: { 200: Envelope(LoginResult) },
        },
      },
      async (request) => ok(await auth.loginWithPhone(ctx, request.body)),
    );

    app.post(
      Paths.thirdLogin,
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in with a messenger OAuth code; an openId without an account gets a bind ticket for phoneLogin',
          body: ThirdLoginBody,
          response: { 200: Envelope(ThirdLoginResult) },
        },
      },
      async (request) => ok(await messenger.loginWithMessenger(ctx, request.body)),
    );

    app.get(
      Paths.officialSignature,
      {
        schema: {
          tags: ['auth'],
          summary: "The messenger JS-SDK signature of one of the shop's pages (the fragment is dropped)",
          querystring: OfficialSignatureQuery,
          response: { 200: Envelope(OfficialSignature) },
        },
      },
      async (request) => ok(await messenger.officialSignature(ctx, request.query.url)),
    );

    app.post(
      Paths.visitorToken,
      {
        schema: {
          tags: ['auth'],
          summary: 'A visitor token for a guest, valid 7 days (capped per client address)',
          response: { 200: Envelope(VisitorToken) },
        },
      },
      async (request) => ok(await visitor.issueVisitorToken(ctx, request.ip)),
    );

    app.get(
      Paths.loginInfo,
      {
        config: { auth: 'required' },
        schema: { tags: ['auth'], summary: 'The logged-in user with role flags and E-value', response: { 200: Envelope(LoginInfo) } },
      },
      async (request) => ok(await auth.getLoginInfo(ctx, sessionOf(request))),
    );

    app.post(
      Paths.logout,
      {
        config: { auth: 'required' },
        schema: { tags: ['auth'], summary: 'Revoke the current session', response: { 200: Envelope(Type.Null()) } },
      },
      async (request) => {
        await auth.logout(ctx, sessionOf(request));
        return ok(null);
      },
    );
  };
}
