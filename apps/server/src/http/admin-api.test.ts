import { ADMIN_API_BASE, ADMIN_DOCS_PATH, API_BASE, AdminPaths, ErrorCode, Paths } from '@emall/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { refuseStrayAdminRoutes } from './admin-api.ts';
import { DOCS_PREFIX } from './security-headers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

async function docPaths(url: string): Promise<string[]> {
  const res = await app.server.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return Object.keys(res.json().paths);
}

describe('the admin API document', () => {
  it('lists the console calls at /admin-api/docs/json, and no shopper call', async () => {
    const paths = await docPaths(`${ADMIN_DOCS_PATH}/json`);
    expect(paths).toContain(`${ADMIN_API_BASE}${AdminPaths.signIn}`);
    expect(paths).toContain(`${ADMIN_API_BASE}${AdminPaths.auditLog}`);
    expect(paths.every((p) => p.startsWith(`${ADMIN_API_BASE}/`))).toBe(true);
    expect(paths.some((p) => p.startsWith(ADMIN_DOCS_PATH))).toBe(false);
    const doc = (await app.server.inject({ method: 'GET', url: `${ADMIN_DOCS_PATH}/json` })).json();
    expect(doc.paths[`${ADMIN_API_BASE}${AdminPaths.operators}`].get.description).toBe('Needs: operators:manage');
    expect(doc.components.securitySchemes.session).toMatchObject({ in: 'cookie' });
  });

  it('is not in the shopper document, which keeps its own calls', async () => {
    const paths = await docPaths(`${DOCS_PREFIX}/json`);
    expect(paths).toContain(`${API_BASE}${Paths.cartList}`);
    expect(paths.some((p) => p.startsWith(ADMIN_API_BASE))).toBe(false);
  });

  it('serves the Swagger UI with the docs policy and the admin calls with the security headers, never cached', async () => {
    const ui = await app.server.inject({ method: 'GET', url: `${ADMIN_DOCS_PATH}/` });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    const me = await app.server.inject({ method: 'GET', url: `${ADMIN_API_BASE}${AdminPaths.me}` });
    expect(me.headers['content-security-policy']).toContain("default-src 'self'");
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown console path with a 404 envelope, not the shop page', async () => {
    const res = await app.server.inject({ method: 'GET', url: `${ADMIN_API_BASE}/no-such-call` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});

describe('console paths outside the admin plugin', () => {
  it('stop the server from starting: they would miss the guard', async () => {
    const server = Fastify();
    refuseStrayAdminRoutes(server, [{ method: 'GET', url: `${ADMIN_API_BASE}/listed`, access: 'goods:read' }]);
    server.get(`${ADMIN_API_BASE}/listed`, async () => 'ok');
    server.get(`${ADMIN_API_BASE}/stray`, async () => 'oops');
    await expect(server.ready()).rejects.toThrow(/GET \/admin-api\/stray/);
  });
});
