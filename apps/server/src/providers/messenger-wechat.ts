import { randomBytes } from 'node:crypto';
import type { MessengerConfig } from '../messenger-config.ts';
import { jsSdkSignature, type MessengerProvider } from './messenger.ts';

/**
 * The WeChat official account (公众号) behind MessengerProvider, on its published JSON API:
 * web authorisation (网页授权: the authorize page, then sns/oauth2/access_token turns the code into
 * an openId) and the JS-SDK (cgi-bin/stable_token for the app's access token, then
 * cgi-bin/ticket/getticket?type=jsapi). The token and the ticket are cached for their lifetime.
 */

/** A call that has not answered in this long fails (the login answers 503). */
const REQUEST_TIMEOUT_MS = 10_000;
/** Credentials are renewed this long before WeChat's expires_in runs out (its stable token renews 5 minutes early too). */
const RENEW_EARLY_SECONDS = 300;
/** The scope that asks the shopper's consent and gives the openId (snsapi_base would give it silently, for followers only). */
const AUTHORIZE_SCOPE = 'snsapi_userinfo';
/** WeChat's codes are short tokens; anything else is refused without a call. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** errcodes of a code that is unknown, expired or used: the shopper's, answered as THIRD_CODE_INVALID. */
const CODE_REFUSALS = new Set([40029, 40163, 41008]);
/** errcodes of an access token WeChat no longer takes: dropped from the cache and fetched again, once. */
const TOKEN_REFUSALS = new Set([40001, 40014, 42001]);

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
  [field: string]: unknown;
}

/** An errcode WeChat answered; errors that are the shopper's code are told apart by the caller. */
class WechatApiError extends Error {
  constructor(
    readonly api: string,
    readonly errcode: number,
    errmsg: string,
  ) {
    super(`wechat ${api} answered errcode ${errcode}: ${errmsg}`);
  }
}

/**
 * One credential (the access token, the jsapi ticket) cached until shortly before it expires.
 * Concurrent first calls share one fetch; a failed fetch is not cached.
 */
class CachedCredential {
  private value: string | null = null;
  private renewAt = 0;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly fetchOne: () => Promise<{ value: string; expiresIn: number }>,
    private readonly now: () => Date,
  ) {}

  get(): Promise<string> {
    if (this.value !== null && this.now().getTime() < this.renewAt) return Promise.resolve(this.value);
    this.pending ??= this.fetchOne()
      .then(({ value, expiresIn }) => {
        // A short lifetime is renewed at half of it instead of never being used.
        const early = Math.min(RENEW_EARLY_SECONDS, expiresIn / 2);
        this.value = value;
        this.renewAt = this.now().getTime() + (expiresIn - early) * 1000;
        return value;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** Forgets the value (WeChat refused it): the next get fetches a new one. */
  drop(value: string): void {
    if (this.value === value) this.value = null;
  }
}

export function createWechatMessenger(config: MessengerConfig, now: () => Date): MessengerProvider {
  async function call(api: string, path: string, init?: { query?: Record<string, string>; json?: unknown }): Promise<WechatAnswer> {
    const url = new URL(path, config.apiEndpoint);
    for (const [name, value] of Object.entries(init?.query ?? {})) url.searchParams.set(name, value);
    const response = await fetch(url, {
      method: init?.json === undefined ? 'GET' : 'POST',
      headers: init?.json === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init?.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let answer: WechatAnswer;
    try {
      answer = JSON.parse(text) as WechatAnswer;
    } catch {
      throw new Error(`wechat ${api} answered HTTP ${response.status} without JSON: ${text.slice(0, 200)}`);
    }
    if (typeof answer.errcode === 'number' && answer.errcode !== 0) throw new WechatApiError(api, answer.errcode, answer.errmsg ?? '');
    if (!response.ok) throw new Error(`wechat ${api} answered HTTP ${response.status}`);
    return answer;
  }

  function field(answer: WechatAnswer, api: string, name: string): string {
    const value = answer[name];
    if (typeof value !== 'string' || !value) throw new Error(`wechat ${api} answered without ${name}`);
    return value;
  }

  function lifetime(answer: WechatAnswer, api: string): number {
    const seconds = answer.expires_in;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) throw new Error(`wechat ${api} answered without expires_in`);
    return seconds;
  }

  // The stable token in its normal mode: every instance asking within a token's life gets the
  // same token, and asking never invalidates the one other instances hold (docs/decisions/auth.md).
  const accessToken = new CachedCredential(async () => {
    const answer = await call('stable_token', '/cgi-bin/stable_token', {
      json: { grant_type: 'client_credential', appid: config.appId, secret: config.appSecret, force_refresh: false },
    });
    return { value: field(answer, 'stable_token', 'access_token'), expiresIn: lifetime(answer, 'stable_token') };
  }, now);

  async function fetchTicket(token: string): Promise<WechatAnswer> {
    return call('getticket', '/cgi-bin/ticket/getticket', { query: { access_token: token, type: 'jsapi' } });
  }

  const jsApiTicket = new CachedCredential(async () => {
    const token = await accessToken.get();
    let answer: WechatAnswer;
    try {
      answer = await fetchTicket(token);
    } catch (err) {
      if (!(err instanceof WechatApiError && TOKEN_REFUSALS.has(err.errcode))) throw err;
      accessToken.drop(token);
      answer = await fetchTicket(await accessToken.get());
    }
    return { value: field(answer, 'getticket', 'ticket'), expiresIn: lifetime(answer, 'getticket') };
  }, now);

  return {
    name: 'wechat',
    authorizeUrl(redirectUri, state) {
      const url = new URL(config.authorizeUrl);
      // WeChat reads the parameters in this order and wants the #wechat_redirect marker.
      url.search = new URLSearchParams({ appid: config.appId, redirect_uri: redirectUri, response_type: 'code', scope: AUTHORIZE_SCOPE, state }).toString();
      url.hash = 'wechat_redirect';
      return url.href;
    },
    async exchangeCode(code) {
      if (!CODE_PATTERN.test(code)) return null;
      let answer: WechatAnswer;
      try {
        answer = await call('oauth2/access_token', '/sns/oauth2/access_token', {
          query: { appid: config.appId, secret: config.appSecret, code, grant_type: 'authorization_code' },
        });
      } catch (err) {
        if (err instanceof WechatApiError && CODE_REFUSALS.has(err.errcode)) return null;
        throw err;
      }
      return { openId: field(answer, 'oauth2/access_token', 'openid') };
    },
    async signJsSdk(url) {
      const ticket = await jsApiTicket.get();
      const timestamp = Math.floor(now().getTime() / 1000);
      const nonceStr = randomBytes(8).toString('hex');
      return { appId: config.appId, timestamp, nonceStr, signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }) };
    },
  };
}
