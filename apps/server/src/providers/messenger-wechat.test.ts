import { createHash } from 'node:crypto';
import { ErrorCode, MessengerPaths, Paths } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startWechatOaStandin, type WechatOaStandin } from '../test/wechat-oa-standin.ts';
import { api, createTestApp, MESSENGER_RETURN_URL, PRODUCTION_TEST_ENV, thirdLogin, type TestApp } from '../test/test-app.ts';

let standin: WechatOaStandin;
let app: TestApp;

const TICKET_PATH = '/cgi-bin/ticket/getticket';
const TOKEN_PATH = '/cgi-bin/stable_token';
const HOUR = 3600_000;

beforeAll(async () => {
  standin = await startWechatOaStandin();
  app = await createTestApp({ seed: false, env: standin.env() });
  standin.useClock(() => app.clock.now().getTime());
});
afterAll(async () => {
  await app.close();
  await standin.close();
});

const calls = (path: string) => standin.calls.get(path) ?? 0;

function signature(url: string) {
  return app.server.inject({ method: 'GET', url: api(`${Paths.officialSignature}?url=${encodeURIComponent(url)}`) });
}

/** The signature WeChat's JS-SDK checks, computed here from the ticket the stand-in handed out. */
function signedWith(ticket: string, result: { nonceStr: string; timestamp: number }, url: string) {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${result.nonceStr}&timestamp=${result.timestamp}&url=${url}`).digest('hex');
}

describe('WeChat web authorisation (MESSENGER_PROVIDER=wechat) against its protocol stand-in', () => {
  it('sends the shopper to WeChat’s authorize page, which comes back with a code that logs in', async () => {
    expect(app.ctx.messenger.name).toBe('wechat');
    const start = await app.server.inject({
      method: 'GET',
      url: `${MessengerPaths.authorize}?${new URLSearchParams({ redirect_uri: MESSENGER_RETURN_URL, state: 'abc123' })}`,
    });
    expect(start.statusCode).toBe(302);
    const location = new URL(start.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${standin.url}/connect/oauth2/authorize`);
    expect(location.search).toBe(
      `?appid=${standin.appId}&redirect_uri=${encodeURIComponent(MESSENGER_RETURN_URL)}&response_type=code&scope=snsapi_userinfo&state=abc123`,
    );
    expect(location.hash).toBe('#wechat_redirect');

    // The shopper consents on WeChat's page, which sends the browser back with code and state.
    location.searchParams.set('user', 'lin');
    const consented = await fetch(location.href.split('#')[0]!, { redirect: 'manual' });
    const back = new URL(consented.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(MESSENGER_RETURN_URL);
    expect(back.searchParams.get('state')).toBe('abc123');

    const res = await thirdLogin(app, back.searchParams.get('code')!);
    expect(res.json()).toMatchObject({ code: 0, result: { openId: standin.openIdOf('lin'), bound: false, bindTicket: expect.any(String) } });
  });

  it('refuses a code WeChat calls invalid, and a code used once already, as THIRD_CODE_INVALID', async () => {
    const unknown = await thirdLogin(app, 'a'.repeat(32));
    expect(unknown.json()).toMatchObject({ code: ErrorCode.THIRD_CODE_INVALID });

    const code = standin.issueCode('zhou');
    expect((await thirdLogin(app, code)).json()).toMatchObject({ code: 0, result: { openId: standin.openIdOf('zhou') } });
    expect((await thirdLogin(app, code)).json()).toMatchObject({ code: ErrorCode.THIRD_CODE_INVALID });

    // Expired after WeChat's 5 minutes.
    const late = standin.issueCode('chen');
    app.clock.advance(6 * 60_000);
    expect((await thirdLogin(app, late)).json()).toMatchObject({ code: ErrorCode.THIRD_CODE_INVALID });
  });

  it('does not call WeChat for a code no WeChat code looks like', async () => {
    const before = calls('/sns/oauth2/access_token');
    expect((await thirdLogin(app, 'no spaces; allowed')).json()).toMatchObject({ code: ErrorCode.THIRD_CODE_INVALID });
    expect(calls('/sns/oauth2/access_token')).toBe(before);
  });

  it('answers UNAVAILABLE when WeChat is busy or refuses our keys, and the code still works after', async () => {
    const code = standin.issueCode('lin');
    standin.failNext('/sns/oauth2/access_token', -1, 'system error');
    expect((await thirdLogin(app, code)).json()).toMatchObject({ code: ErrorCode.UNAVAILABLE });
    expect((await thirdLogin(app, code)).json()).toMatchObject({ code: 0 });
    standin.failNext('/sns/oauth2/access_token', 40125, 'invalid appsecret');
    expect((await thirdLogin(app, standin.issueCode('lin'))).json()).toMatchObject({ code: ErrorCode.UNAVAILABLE });
  });

  it('signs pages with the jsapi ticket, fetching token and ticket once for their lifetime', async () => {
    const url = 'https://m.yaochuan.example/store/boutique/product?productId=3';
    const tokensBefore = calls(TOKEN_PATH);
    const ticketsBefore = calls(TICKET_PATH);
    const first = (await signature(url)).json().result;
    const ticket = standin.tickets.at(-1)!;
    expect(first).toMatchObject({ appId: standin.appId, timestamp: Math.floor(app.clock.now().getTime() / 1000) });
    expect(first.signature).toBe(signedWith(ticket, first, url));

    app.clock.advance(HOUR);
    const second = (await signature(url)).json().result;
    expect(second.signature).toBe(signedWith(ticket, second, url));
    expect(calls(TOKEN_PATH) - tokensBefore).toBe(1);
    expect(calls(TICKET_PATH) - ticketsBefore).toBe(1);

    // Within 5 minutes of the 2 hours both are renewed.
    app.clock.advance(HOUR - 4 * 60_000);
    const third = (await signature(url)).json().result;
    expect(standin.tickets.at(-1)).not.toBe(ticket);
    expect(third.signature).toBe(signedWith(standin.tickets.at(-1)!, third, url));
    expect(calls(TICKET_PATH) - ticketsBefore).toBe(2);
    expect(calls(TOKEN_PATH) - tokensBefore).toBe(2);
  });

  it('fetches the access token again, once, when WeChat no longer takes it', async () => {
    app.clock.advance(3 * HOUR); // the ticket cached by the test before has run out
    standin.revokeTokens();
    const tokensBefore = calls(TOKEN_PATH);
    const url = 'https://m.yaochuan.example/store/home';
    const res = (await signature(url)).json();
    expect(res.code).toBe(0);
    expect(res.result.signature).toBe(signedWith(standin.tickets.at(-1)!, res.result, url));
    expect(calls(TOKEN_PATH) - tokensBefore).toBe(1);
  });

  it('answers UNAVAILABLE when the ticket cannot be had, and caches no failure', async () => {
    app.clock.advance(3 * HOUR);
    standin.failNext(TICKET_PATH, 45009, 'reach max api daily quota limit');
    expect((await signature('https://m.yaochuan.example/a')).json()).toMatchObject({ code: ErrorCode.UNAVAILABLE });
    expect((await signature('https://m.yaochuan.example/a')).json()).toMatchObject({ code: 0 });
  });
});

describe('the first signatures of a fresh instance, at the same time', () => {
  it('fetch the token and the ticket once', async () => {
    const fresh = await createTestApp({ seed: false, env: standin.env() });
    try {
      standin.useClock(() => fresh.clock.now().getTime());
      const tokensBefore = calls(TOKEN_PATH);
      const ticketsBefore = calls(TICKET_PATH);
      const urls = Array.from({ length: 8 }, (_, i) => `https://m.yaochuan.example/store/home?i=${i}`);
      const answers = await Promise.all(
        urls.map((url) => fresh.server.inject({ method: 'GET', url: api(`${Paths.officialSignature}?url=${encodeURIComponent(url)}`) })),
      );
      const ticket = standin.tickets.at(-1)!;
      answers.forEach((res, i) => expect(res.json().result.signature).toBe(signedWith(ticket, res.json().result, urls[i]!)));
      expect(calls(TOKEN_PATH) - tokensBefore).toBe(1);
      expect(calls(TICKET_PATH) - ticketsBefore).toBe(1);
    } finally {
      standin.useClock(() => app.clock.now().getTime());
      await fresh.close();
    }
  });
});

describe('GET /messenger/authorize', () => {
  it('refuses a way back that is missing, malformed, too long or not ours, and a bad state', async () => {
    const go = (query: Record<string, string>) => app.server.inject({ method: 'GET', url: `${MessengerPaths.authorize}?${new URLSearchParams(query)}` });
    expect((await go({ state: 's' })).json()).toMatchObject({ code: ErrorCode.BAD_REQUEST });
    expect((await go({ redirect_uri: 'not a url' })).json()).toMatchObject({ code: ErrorCode.URL_NOT_ALLOWED });
    expect((await go({ redirect_uri: 'https://evil.example/auth' })).json()).toMatchObject({ code: ErrorCode.URL_NOT_ALLOWED });
    expect((await go({ redirect_uri: `${MESSENGER_RETURN_URL}?x=${'a'.repeat(2100)}` })).json()).toMatchObject({ code: ErrorCode.BAD_REQUEST });
    expect((await go({ redirect_uri: MESSENGER_RETURN_URL, state: 'x'.repeat(129) })).json()).toMatchObject({ code: ErrorCode.BAD_REQUEST });
    expect((await go({ redirect_uri: MESSENGER_RETURN_URL, state: '<script>' })).json()).toMatchObject({ code: ErrorCode.BAD_REQUEST });
  });

  it('sends to the sandbox consent page on the sandbox messenger', async () => {
    const sandbox = await createTestApp({ seed: false });
    try {
      const res = await sandbox.server.inject({ method: 'GET', url: `${MessengerPaths.authorize}?${new URLSearchParams({ redirect_uri: MESSENGER_RETURN_URL, state: 's1' })}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/sandbox/messenger/authorize?${new URLSearchParams({ redirect_uri: MESSENGER_RETURN_URL, state: 's1' })}`);
    } finally {
      await sandbox.close();
    }
  });
});

describe('MESSENGER_PROVIDER=wechat settings', () => {
  it('refuses to start without the app id and secret, or on an unknown provider', () => {
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, MESSENGER_PROVIDER: 'wechat' })).toThrow('MESSENGER_PROVIDER=wechat needs MESSENGER_APP_ID, MESSENGER_APP_SECRET');
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, MESSENGER_PROVIDER: 'wechat', MESSENGER_APP_ID: 'wx1', MESSENGER_APP_SECRET: ' ' })).toThrow('needs MESSENGER_APP_SECRET');
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, MESSENGER_PROVIDER: 'qq' })).toThrow('unknown MESSENGER_PROVIDER');
    expect(loadConfig({ ...PRODUCTION_TEST_ENV, MESSENGER_PROVIDER: 'wechat', MESSENGER_APP_ID: 'wx1', MESSENGER_APP_SECRET: 's' }).messenger).toMatchObject({
      provider: 'wechat',
      apiEndpoint: 'https://api.weixin.qq.com',
      authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
    });
  });
});
