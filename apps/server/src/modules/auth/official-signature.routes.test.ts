import { createHash, createHmac } from 'node:crypto';
import { ErrorCode, Paths } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../../test/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

function getSignature(target: TestApp, url: string) {
  return target.server.inject({ method: 'GET', url: api(`${Paths.officialSignature}?url=${encodeURIComponent(url)}`) });
}

/** The signature as the messenger computes it, with the sandbox's ticket derived here independently. */
function expectedSignature(target: TestApp, result: { nonceStr: string; timestamp: number }, url: string) {
  const ticket = createHmac('sha256', target.ctx.config.messenger.appSecret).update('jsapi_ticket').digest('base64url');
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${result.nonceStr}&timestamp=${result.timestamp}&url=${url}`)
    .digest('hex');
}

describe('GET /api/auth/getOfficialSignature', () => {
  it('signs a brand page with the app id, the time in seconds and a fresh nonce', async () => {
    const url = 'https://m.yaochuan.example/store/boutique/product?productId=3&from=share';
    const res = await getSignature(app, url);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toEqual({
      appId: app.ctx.config.messenger.appId,
      timestamp: Math.floor(app.clock.now().getTime() / 1000),
      nonceStr: expect.stringMatching(/^[0-9a-f]{16}$/),
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(result.signature).toBe(expectedSignature(app, result, url));

    const again = (await getSignature(app, url)).json().result;
    expect(again.nonceStr).not.toBe(result.nonceStr);
  });

  it('drops the hash fragment before signing', async () => {
    const page = 'https://yaochuan.example/store/home/shop?x=1';
    const res = await getSignature(app, `${page}#/cart?tab=2`);
    const { result } = res.json();
    expect(result.signature).toBe(expectedSignature(app, result, page));
    expect(result.signature).not.toBe(expectedSignature(app, result, `${page}#/cart?tab=2`));
  });

  it('signs the URL exactly as given, without normalising it', async () => {
    const page = 'https://M.yaochuan.example/store?q=%E8%BD%A6&b=1&a=2';
    const { result } = (await getSignature(app, page)).json();
    expect(result.signature).toBe(expectedSignature(app, result, page));
  });

  it('signs pages on localhost outside production', async () => {
    expect((await getSignature(app, 'http://localhost:5173/store/home/shop')).json().code).toBe(0);
    expect((await getSignature(app, 'http://127.0.0.1:3000/')).json().code).toBe(0);
  });

  it.each([
    ['a foreign host', 'https://evil.example.com/'],
    ['a look-alike host', 'https://yaochuan.example.evil.com/'],
    ['credentials in front of a foreign host', 'https://m.yaochuan.example@evil.com/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', '/store/home/shop'],
    ['only a fragment', '#https://m.yaochuan.example/'],
    ['a brand host hidden in the fragment', 'https://evil.example.com/#https://m.yaochuan.example/'],
  ])('refuses %s with 40012', async (_what, url) => {
    const res = await getSignature(app, url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ErrorCode.URL_NOT_ALLOWED, message: '链接地址不在允许范围内', result: null });
  });

  it('refuses a missing or over-long url with 40000', async () => {
    const missing = await app.server.inject({ method: 'GET', url: api(Paths.officialSignature) });
    expect(missing.json().code).toBe(ErrorCode.BAD_REQUEST);
    const long = await getSignature(app, `https://m.yaochuan.example/?q=${'a'.repeat(2048)}`);
    expect(long.json().code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('refuses localhost pages in production', async () => {
    const prod = await createTestApp({
      seed: false,
      env: PRODUCTION_TEST_ENV,
    });
    try {
      expect((await getSignature(prod, 'http://localhost:5173/')).json().code).toBe(ErrorCode.URL_NOT_ALLOWED);
      const brandPage = 'https://m.yaochuan.example/store/home/shop';
      const { result } = (await getSignature(prod, brandPage)).json();
      expect(result.signature).toBe(expectedSignature(prod, result, brandPage));
    } finally {
      await prod.close();
    }
  });
});
