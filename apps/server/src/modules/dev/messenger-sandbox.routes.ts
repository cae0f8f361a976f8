import { SandboxPaths } from '@emall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { parseAllowedUrl } from '../../lib/allowed-url.ts';
import { SANDBOX_MESSENGER_USERS, SANDBOX_NEW_USER, type SandboxMessenger } from '../../providers/messenger.ts';
import { consentPage, errorPage } from './messenger-sandbox.page.ts';

const MAX_REDIRECT_LENGTH = 2048;
const MAX_STATE_LENGTH = 256;
const FORM_BODY_LIMIT = 8 * 1024;

// The consent sheet must not be framed (a classic clickjacking target) and runs no script.
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
};

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
}

type Fields = Record<string, unknown>;

function text(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The sandbox messenger's OAuth consent page (development and tests only; never registered in
 * production): GET shows the sheet, POST 允许 issues a one-time code and returns to redirect_uri
 * with code and state, POST 拒绝 returns with error=access_denied.
 */
export function messengerSandboxRoutes(ctx: AppContext, messenger: SandboxMessenger) {
  return async function (app: FastifyInstance) {
    acceptFormBodies(app, FORM_BODY_LIMIT);

    /** redirect_uri and state, or the reason the request is refused. */
    function parseTarget(request: FastifyRequest, fields: Fields): { url: URL; state: string } | { error: string } {
      const redirectUri = text(fields, 'redirect_uri');
      const state = text(fields, 'state') ?? '';
      if (!redirectUri || redirectUri.length > MAX_REDIRECT_LENGTH) return { error: '缺少有效的 redirect_uri 参数' };
      if (state.length > MAX_STATE_LENGTH) return { error: 'state 参数过长' };
      const url = parseAllowedUrl(redirectUri, [...ctx.config.redirectHosts, request.hostname]);
      if (!url) return { error: 'redirect_uri 不在允许的域名范围内' };
      return { url, state };
    }

    app.get(SandboxPaths.messengerAuthorize, { schema: { hide: true } }, async (request, reply) => {
      const target = parseTarget(request, request.query as Fields);
      if ('error' in target) return sendPage(reply, 400, errorPage(target.error));
      return sendPage(
        reply,
        200,
        consentPage({
          action: SandboxPaths.messengerAuthorize,
          redirectUri: target.url.href,
          redirectHost: target.url.host,
          state: target.state,
          users: SANDBOX_MESSENGER_USERS,
        }),
      );
    });

    app.post(SandboxPaths.messengerAuthorize, { schema: { hide: true } }, async (request, reply) => {
      const fields = (request.body ?? {}) as Fields;
      const target = parseTarget(request, fields);
      if ('error' in target) return sendPage(reply, 400, errorPage(target.error));
      const back = new URL(target.url.href);
      const action = text(fields, 'action');
      if (action === 'deny') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('state', target.state);
        return reply.header('cache-control', 'no-store').redirect(back.href, 302);
      }
      const user = text(fields, 'user');
      const known = user === SANDBOX_NEW_USER || SANDBOX_MESSENGER_USERS.some((u) => u.key === user);
      if (action !== 'allow' || !user || !known) return sendPage(reply, 400, errorPage('请选择用户后点击允许或拒绝'));
      const code = await messenger.issueCode(user);
      back.searchParams.set('code', code);
      back.searchParams.set('state', target.state);
      return reply.header('cache-control', 'no-store').redirect(back.href, 302);
    });
  };
}
