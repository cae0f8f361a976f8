import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the WeChat official account's API on a local port, written from the published
 * protocol apart from the adapter: 网页授权 (GET /connect/oauth2/authorize, where the shopper
 * consents, then back to redirect_uri with code and state; GET /sns/oauth2/access_token turns a
 * code into an openId once, within 5 minutes), the stable access token (POST /cgi-bin/stable_token,
 * JSON; its normal mode hands out the same token until 5 minutes before it expires) and the jsapi
 * ticket (GET /cgi-bin/ticket/getticket?type=jsapi). Errors are WeChat's {errcode, errmsg}.
 */
export interface WechatOaStandin {
  url: string;
  appId: string;
  appSecret: string;
  /** Calls of each API, by its path. */
  calls: Map<string, number>;
  /** The jsapi tickets handed out, in order. */
  tickets: string[];
  /** The openId WeChat knows a messenger user by (its key) for this official account. */
  openIdOf(userKey: string): string;
  /** A code as the authorize page issues it once the user consents. */
  issueCode(userKey: string): string;
  /** The next call of `path` answers this errcode instead (e.g. -1 系统繁忙). */
  failNext(path: string, errcode: number, errmsg: string): void;
  /** Invalidates every access token handed out (as a forced refresh elsewhere would). */
  revokeTokens(): void;
  /** The stand-in's time follows this clock (the test app's), in ms. */
  useClock(now: () => number): void;
  /** The MESSENGER_* variables that point the shop at this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 7200;
/** The stable token's normal mode renews in the last 5 minutes of a token's life. */
const STABLE_RENEW_S = 300;

export async function startWechatOaStandin(): Promise<WechatOaStandin> {
  const appId = `wx${randomBytes(8).toString('hex')}`;
  const appSecret = randomBytes(16).toString('hex');
  let now = () => Date.now();
  const codes = new Map<string, { openId: string; expiresAt: number; used: boolean }>();
  const tokens = new Map<string, number>();
  let current: { token: string; expiresAt: number } | null = null;
  const tickets: string[] = [];
  const calls = new Map<string, number>();
  const failures = new Map<string, { errcode: number; errmsg: string }>();
  const openIdOf = (userKey: string) => `oW${Buffer.from(`${appId}:${userKey}`).toString('base64url').slice(-26)}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const path = url.pathname;
      calls.set(path, (calls.get(path) ?? 0) + 1);
      const q = (name: string) => url.searchParams.get(name) ?? '';
      const answer = (body: Record<string, unknown>) => res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' }).end(JSON.stringify(body));
      const error = (errcode: number, errmsg: string) => answer({ errcode, errmsg: `${errmsg} rid: ${randomBytes(4).toString('hex')}` });
      const failure = failures.get(path);
      if (failure) {
        failures.delete(path);
        return error(failure.errcode, failure.errmsg);
      }
      const at = now();

      if (req.method === 'GET' && path === '/connect/oauth2/authorize') {
        // The consent page: here the user always consents, as user `q('user')` (the test's choice).
        if (q('appid') !== appId) return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>appid 参数错误</p>');
        if (q('response_type') !== 'code' || !['snsapi_base', 'snsapi_userinfo'].includes(q('scope'))) {
          return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>scope 参数错误</p>');
        }
        const back = new URL(q('redirect_uri'));
        const code = randomBytes(16).toString('hex');
        codes.set(code, { openId: openIdOf(q('user') || 'standin-user'), expiresAt: at + CODE_TTL_MS, used: false });
        back.searchParams.set('code', code);
        back.searchParams.set('state', q('state'));
        return res.writeHead(302, { location: back.href }).end();
      }
      if (req.method === 'GET' && path === '/sns/oauth2/access_token') {
        if (q('appid') !== appId) return error(40013, 'invalid appid');
        if (q('secret') !== appSecret) return error(40125, 'invalid appsecret');
        if (q('grant_type') !== 'authorization_code') return error(40002, 'invalid grant_type');
        if (!q('code')) return error(41008, 'missing code');
        const issued = codes.get(q('code'));
        if (!issued || issued.expiresAt <= at) return error(40029, 'invalid code');
        if (issued.used) return error(40163, 'code been used');
        issued.used = true;
        return answer({
          access_token: randomBytes(32).toString('base64url'),
          expires_in: TOKEN_TTL_S,
          refresh_token: randomBytes(32).toString('base64url'),
          openid: issued.openId,
          scope: 'snsapi_userinfo',
          is_snapshotuser: 0,
        });
      }
      if (req.method === 'POST' && path === '/cgi-bin/stable_token') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return error(47001, 'data format error');
        }
        if (body.grant_type !== 'client_credential') return error(40002, 'invalid grant_type');
        if (body.appid !== appId) return error(40013, 'invalid appid');
        if (body.secret !== appSecret) return error(40125, 'invalid appsecret');
        if (!current || body.force_refresh === true || current.expiresAt - at <= STABLE_RENEW_S * 1000) {
          current = { token: randomBytes(48).toString('base64url'), expiresAt: at + TOKEN_TTL_S * 1000 };
          tokens.set(current.token, current.expiresAt);
        }
        return answer({ access_token: current.token, expires_in: Math.floor((current.expiresAt - at) / 1000) });
      }
      if (req.method === 'GET' && path === '/cgi-bin/ticket/getticket') {
        const expiresAt = tokens.get(q('access_token'));
        if (expiresAt === undefined) return error(40001, 'invalid credential, access_token is invalid or not latest');
        if (expiresAt <= at) return error(42001, 'access_token expired');
        if (q('type') !== 'jsapi') return error(40097, 'invalid args');
        const ticket = randomBytes(40).toString('base64url');
        tickets.push(ticket);
        return answer({ errcode: 0, errmsg: 'ok', ticket, expires_in: TOKEN_TTL_S });
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    appId,
    appSecret,
    calls,
    tickets,
    openIdOf,
    issueCode(userKey) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, { openId: openIdOf(userKey), expiresAt: now() + CODE_TTL_MS, used: false });
      return code;
    },
    failNext: (path, errcode, errmsg) => void failures.set(path, { errcode, errmsg }),
    revokeTokens() {
      tokens.clear();
      current = null;
    },
    useClock(clock) {
      now = clock;
    },
    env: () => ({
      MESSENGER_PROVIDER: 'wechat',
      MESSENGER_APP_ID: appId,
      MESSENGER_APP_SECRET: appSecret,
      MESSENGER_API_ENDPOINT: url,
      MESSENGER_AUTHORIZE_URL: `${url}/connect/oauth2/authorize`,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
