import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ADMIN_API_BASE, ErrorCode } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../test/test-app.ts';

const SHOP_HTML = '<!doctype html><html><head><script type="module" src="/assets/shop.js"></script></head><body>shop</body></html>';
const CONSOLE_HTML = '<!doctype html><html><head><script type="module" src="/console/assets/console.js"></script></head><body>console</body></html>';
const CONSOLE_JS = `export const page = ${JSON.stringify('x'.repeat(2048))};`;
const SMALL_JS = 'export const small = 1;';

function directive(csp: unknown, name: string): string[] | undefined {
  const found = String(csp)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((parts) => parts[0] === name);
  return found?.slice(1);
}

describe('the shop and the console served by the server', () => {
  let app: TestApp;
  const dirs: string[] = [];
  const build = (html: string, assets: Record<string, string> = {}) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emall-dist-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    fs.mkdirSync(path.join(dir, 'assets'));
    for (const [name, text] of Object.entries(assets)) fs.writeFileSync(path.join(dir, 'assets', name), text);
    return dir;
  };
  beforeAll(async () => {
    const consoleDist = build(CONSOLE_HTML, { 'console.js': CONSOLE_JS, 'small.js': SMALL_JS });
    fs.writeFileSync(path.join(consoleDist, 'assets', 'console.js.br'), zlib.brotliCompressSync(CONSOLE_JS));
    // The page with its .br beside it, as the build leaves a page of 1 KB or more.
    const webDist = build(SHOP_HTML);
    fs.writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(SHOP_HTML));
    app = await createTestApp({ env: { WEB_DIST: webDist, CONSOLE_DIST: consoleDist } });
  });
  afterAll(async () => {
    await app.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers every console route with the console page, never cached, under its own policy', async () => {
    for (const url of ['/console/', '/console/login?redirect=%2Fsystem%2Faudit', '/console/system/operators']) {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(CONSOLE_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const csp = res.headers['content-security-policy'];
      expect(directive(csp, 'style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(directive(csp, 'script-src'), url).toEqual(["'self'"]);
      expect(directive(csp, 'frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends /console on to /console/', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/console' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/console/');
  });

  it('serves the console assets cached for a year, brotli-compressed when the build made it', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/console/assets/console.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(CONSOLE_JS);
  });

  it('sends a built file under 1 KB, which the build left uncompressed, as it is, with its length', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/console/assets/small.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(SMALL_JS.length));
    expect(res.body).toBe(SMALL_JS);
  });

  it('answers a console asset the build does not have with a 404, not the page', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/console/assets/gone-1234.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('keeps the shop on its own pages, under its policy without inline styles', async () => {
    for (const url of ['/', '/store/home/shop', '/consoles']) {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.body, url).toBe(SHOP_HTML);
      expect(String(res.headers['content-security-policy']), url).not.toContain('unsafe');
      expect(directive(res.headers['content-security-policy'], 'frame-ancestors'), url).toEqual(["'self'"]);
    }
  });

  it('serves a file as a static server does: revalidated by ETag, HEAD without a body, uncompressed to a client without br, a folder not', async () => {
    const url = '/console/assets/console.js';
    const plain = await app.server.inject({ method: 'GET', url });
    expect(plain.body).toBe(CONSOLE_JS);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect((await app.server.inject({ method: 'GET', url, headers: { 'if-none-match': String(plain.headers.etag) } })).statusCode).toBe(304);
    const head = await app.server.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.body]).toEqual([200, '']);
    const folder = await app.server.inject({ method: 'GET', url: '/assets/' });
    expect(folder.body).toBe(SHOP_HTML);
    expect((await app.server.inject({ method: 'GET', url: '/console/assets/' })).statusCode).toBe(404);
    // A missing file takes its turns (br, gzip, plain) before the page: no listener piles up on the answer.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    for (const missing of ['/favicon.ico', '/nothing.png', '/store/mine']) {
      const res = await app.server.inject({ method: 'GET', url: missing, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding'], missing).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), missing).toBe(SHOP_HTML);
    }
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    expect(warnings).not.toContain('MaxListenersExceededWarning');
    for (const escape of ['/console/assets/..%2f..%2findex.html', '/assets/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await app.server.inject({ method: 'GET', url: escape });
      expect(res.body, escape).not.toContain('root:');
      expect(res.statusCode, escape).not.toBe(500);
    }
  });

  it('answers an unknown shopper or admin API path with the JSON not-found, not a page', async () => {
    for (const url of [api('/no-such-call'), `${ADMIN_API_BASE}/no-such-call`, ADMIN_API_BASE]) {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: ErrorCode.NOT_FOUND });
    }
  });
});
