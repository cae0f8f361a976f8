import { ADMIN_DOCS_PATH } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DOCS_PREFIX } from './security-headers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });

describe('the Swagger UI, built on its first request', () => {
  it('serves its page, its files and both documents at the paths the UI links', async () => {
    const page = await get(`${DOCS_PREFIX}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('./static/swagger-initializer.js');
    const css = await get(`${DOCS_PREFIX}/static/swagger-ui.css`);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const initializer = await get(`${DOCS_PREFIX}/static/swagger-initializer.js`);
    expect(initializer.body).toContain('SwaggerUIBundle');
    const yaml = await get(`${DOCS_PREFIX}/yaml`);
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\./m);
    expect((await get(`${ADMIN_DOCS_PATH}/`)).statusCode).toBe(200);
  });

  it('answers HEAD and a conditional GET as a static file would, and 404 for a file it lacks', async () => {
    const url = `${DOCS_PREFIX}/static/swagger-ui.css`;
    const head = await app.server.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const etag = (await get(url)).headers.etag;
    expect(etag).toBeTruthy();
    expect((await get(url, { 'if-none-match': String(etag) })).statusCode).toBe(304);
    const missing = await get(`${DOCS_PREFIX}/static/nothing-here.js`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: expect.any(Number), result: null });
  });
});
