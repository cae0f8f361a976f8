import { ErrorCode, Paths } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('route schemas compiled on first use', () => {
  it('refuses bad input with 400 and its Chinese message on a route’s very first request', async () => {
    const res = await app.server.inject({ method: 'GET', url: api(`${Paths.pageFeed}?pageCode=shop&pageNo=zero`) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, message: expect.stringContaining('pageNo') });
  });

  it('compiles every validator and serialiser of every route without error', () => {
    expect(() => app.compileSchemas()).not.toThrow();
  });
});
