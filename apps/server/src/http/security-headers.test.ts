import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Paths, SandboxPaths } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { api, createTestApp, MESSENGER_RETURN_URL, type TestApp } from '../test/test-app.ts';
import { DOCS_PREFIX, HSTS } from './security-headers.ts';

const INLINE_SCRIPT = 'window.__boot = 1;';
const INLINE_STYLE = 'body{margin:0}';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP as directive → sources. */
function policy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('security headers', () => {
  let app: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'emall-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><html><head><script type="module" src="/assets/index.js"></script><script>${INLINE_SCRIPT}</script><style>${INLINE_STYLE}</style></head><body><div id="root"></div></body></html>`,
    );
    app = await createTestApp({ env: { WEB_DIST: webDist, PICTURE_HOSTS: 'https://img.yaochuan.example/pictures/', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the shop page under a policy of its own origin, hashing the inline script and style of the built HTML', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/store/home/shop' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", sha(INLINE_SCRIPT)]);
    expect(csp.get('style-src')).toEqual(["'self'", sha(INLINE_STYLE)]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.yaochuan.example']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe');
    expectCommonHeaders(res.headers);
  });

  it('sends the same headers with API answers, successes and errors alike', async () => {
    const page = await app.server.inject({ method: 'GET', url: '/store/home/shop' });
    for (const url of [api(`${Paths.pageManagement}?pageCode=shop`), api('/hermes/v2/no-such-thing'), '/healthz']) {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.headers['content-security-policy'], url).toBe(page.headers['content-security-policy']);
      expectCommonHeaders(res.headers);
      // Headers only old browsers act on, and only on a page, stay off API answers.
      if (url.startsWith(api('/'))) expect(res.headers['x-xss-protection'], url).toBeUndefined();
    }
    expect(page.headers['x-xss-protection']).toBe('0');
  });

  it('sends HSTS only over HTTPS (as a trusted proxy reports it), never over plain HTTP', async () => {
    const plain = await app.server.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const viaTls = await app.server.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers['strict-transport-security']).toBe(HSTS);
    const forged = await app.server.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.5' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the shop in the tab it is opened in, while the docs get a browsing context group of their own', async () => {
    const shop = await app.server.inject({ method: 'GET', url: '/store/home/shop' });
    expect(shop.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(shop.headers['origin-agent-cluster']).toBeUndefined();
    const docs = await app.server.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(docs.headers['origin-agent-cluster']).toBe('?1');
  });

  it('gives the Swagger UI a policy it runs under, still framed by no other site', async () => {
    const res = await app.server.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-initializer.js');
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expectCommonHeaders(res.headers);
    const script = await app.server.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });

  it("keeps the sandbox consent page's own stricter policy", async () => {
    const url = `${SandboxPaths.messengerAuthorize}?redirect_uri=${encodeURIComponent(MESSENGER_RETURN_URL)}&state=s1`;
    const res = await app.server.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(policy(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('PICTURE_HOSTS', () => {
  it('keeps the origins of the listed hosts and refuses what is no http(s) URL', () => {
    expect(loadConfig({ PICTURE_HOSTS: 'https://img.example/a, http://cdn.example:8080' }).pictureHosts).toEqual(['https://img.example', 'http://cdn.example:8080']);
    expect(loadConfig({}).pictureHosts).toEqual([]);
    expect(() => loadConfig({ PICTURE_HOSTS: 'img.example' })).toThrow(/PICTURE_HOSTS/);
    expect(() => loadConfig({ PICTURE_HOSTS: 'ftp://img.example' })).toThrow(/PICTURE_HOSTS/);
  });
});
