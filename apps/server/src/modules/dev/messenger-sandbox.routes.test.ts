import { createHmac } from 'node:crypto';
import { ErrorCode, SandboxPaths } from '@emall/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_TEST_ENV, MESSENGER_RETURN_URL, type TestApp } from '../../test/test-app.ts';
import { messengerSandboxCodes } from './messenger-sandbox.table.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

function authorizePage(query: Record<string, string>, headers: Record<string, string> = {}) {
  return app.server.inject({ method: 'GET', url: `${SandboxPaths.messengerAuthorize}?${new URLSearchParams(query)}`, headers });
}

function submit(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.server.inject({
    method: 'POST',
    url: SandboxPaths.messengerAuthorize,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

async function codeRows() {
  const [row] = await app.ctx.db.select({ n: count() }).from(messengerSandboxCodes);
  return row?.n ?? 0;
}

function expectRefusedPage(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode).toBe(400);
  expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
  expect(res.body).toContain('授权请求无效');
  expect(res.headers.location).toBeUndefined();
}

describe('the sandbox messenger consent page', () => {
  it('renders a Chinese consent sheet with 允许, 拒绝, three sandbox users and 新用户', async () => {
    const res = await authorizePage({ redirect_uri: MESSENGER_RETURN_URL, state: 'abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.body).toContain('name="viewport"');
    expect(res.body).toContain('曜川商城 申请获得你的公开信息（昵称、头像）');
    expect(res.body).toMatch(/<button[^>]*value="allow"[^>]*>允许<\/button>/);
    expect(res.body).toMatch(/<button[^>]*value="deny"[^>]*>拒绝<\/button>/);
    expect(res.body.match(/type="radio" name="user"/g)).toHaveLength(4);
    expect(res.body).toContain('新用户');
    expect(res.body).toContain(`name="redirect_uri" value="${MESSENGER_RETURN_URL}"`);
    expect(res.body).toContain('name="state" value="abc"');
  });

  it('cannot be framed, runs no script and is never cached', async () => {
    const res = await authorizePage({ redirect_uri: MESSENGER_RETURN_URL, state: 'abc' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/<script/i);
  });

  it('escapes the state and redirect_uri it echoes into the page', async () => {
    const state = '"><script>alert(1)</script>';
    const res = await authorizePage({ redirect_uri: `${MESSENGER_RETURN_URL}?a="b"`, state });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('redirects 允许 to redirect_uri with a one-time code and the state, keeping its own query', async () => {
    const res = await submit({ redirect_uri: `${MESSENGER_RETURN_URL}?from=cart`, state: 'xyz 1', user: 'lin', action: 'allow' });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(MESSENGER_RETURN_URL);
    expect(location.searchParams.get('from')).toBe('cart');
    expect(location.searchParams.get('state')).toBe('xyz 1');
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores the code only as a hash, valid for 5 minutes', async () => {
    const res = await submit({ redirect_uri: MESSENGER_RETURN_URL, state: 's', user: 'chen', action: 'allow' });
    const code = new URL(String(res.headers.location)).searchParams.get('code')!;
    const rows = await app.ctx.db.select().from(messengerSandboxCodes);
    expect(rows.some((r) => r.codeHash.includes(code) || r.openId.includes(code))).toBe(false);
    const last = rows.at(-1)!;
    expect(last.expiresAt.getTime() - last.createdAt.getTime()).toBe(5 * 60_000);
    expect(last.openId).toBe(`o_${createHmac('sha256', app.ctx.config.messenger.appSecret).update('openid:chen').digest('base64url').slice(0, 26)}`);
  });

  it('accepts a redirect_uri on the host the page was asked on', async () => {
    const res = await submit(
      { redirect_uri: 'http://shop.test:3000/auth/messenger', state: '', user: 'zhou', action: 'allow' },
      { host: 'shop.test:3000' },
    );
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/^http:\/\/shop\.test:3000\/auth\/messenger\?code=/);
  });

  it('redirects 拒绝 with error=access_denied and the state, and no code', async () => {
    const before = await codeRows();
    const res = await submit({ redirect_uri: MESSENGER_RETURN_URL, state: 'st', user: 'lin', action: 'deny' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${MESSENGER_RETURN_URL}?error=access_denied&state=st`);
    expect(await codeRows()).toBe(before);
  });

  it.each([
    ['a foreign host', 'https://evil.example.com/steal'],
    ['a look-alike of the brand domain', 'https://yaochuan.example.evil.com/'],
    ['credentials in front of a foreign host', 'https://m.yaochuan.example@evil.com/'],
    ['a javascript: URL', 'javascript:alert(document.domain)'],
    ['a relative path', '/auth/messenger'],
    ['an over-long URL', `${MESSENGER_RETURN_URL}?x=${'a'.repeat(2100)}`],
  ])('refuses a redirect_uri of %s with a 400 page, on GET and on 允许', async (_what, redirectUri) => {
    const before = await codeRows();
    expectRefusedPage(await authorizePage({ redirect_uri: redirectUri, state: 's' }));
    expectRefusedPage(await submit({ redirect_uri: redirectUri, state: 's', user: 'lin', action: 'allow' }));
    expectRefusedPage(await submit({ redirect_uri: redirectUri, state: 's', user: 'lin', action: 'deny' }));
    expect(await codeRows()).toBe(before);
  });

  it('refuses a missing redirect_uri and an over-long state', async () => {
    expectRefusedPage(await authorizePage({ state: 's' }));
    expectRefusedPage(await authorizePage({ redirect_uri: MESSENGER_RETURN_URL, state: 'x'.repeat(300) }));
  });

  it('refuses 允许 without a known sandbox user, and an unknown action', async () => {
    const before = await codeRows();
    expectRefusedPage(await submit({ redirect_uri: MESSENGER_RETURN_URL, state: 's', action: 'allow' }));
    expectRefusedPage(await submit({ redirect_uri: MESSENGER_RETURN_URL, state: 's', user: 'admin', action: 'allow' }));
    expectRefusedPage(await submit({ redirect_uri: MESSENGER_RETURN_URL, state: 's', user: 'lin', action: 'maybe' }));
    expect(await codeRows()).toBe(before);
  });

  it('is not listed in the API documentation', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api-gateway/docs/json' });
    expect(Object.keys(res.json().paths)).not.toContain(SandboxPaths.messengerAuthorize);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({
      seed: false,
      env: PRODUCTION_TEST_ENV,
    });
    try {
      const page = await prod.server.inject({ method: 'GET', url: `${SandboxPaths.messengerAuthorize}?redirect_uri=${encodeURIComponent(MESSENGER_RETURN_URL)}` });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, result: null });
      const post = await prod.server.inject({
        method: 'POST',
        url: SandboxPaths.messengerAuthorize,
        payload: new URLSearchParams({ redirect_uri: MESSENGER_RETURN_URL, user: 'lin', action: 'allow' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(post.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
