import { brand, Paths, type ApiEnvelope, type ImHotline } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

afterAll(() => app.close());

describe('GET imHotline', () => {
  it('answers the brand hotline and its service hours, without a login', async () => {
    const res = await app.server.inject({ method: 'GET', url: api(Paths.imHotline) });
    expect(res.statusCode).toBe(200);
    const body = res.json<ApiEnvelope<ImHotline>>();
    expect(body.code).toBe(0);
    expect(body.result.agentPhone).toBe(brand.hotline);
    expect(body.result.description).toMatch(/9:00-21:00/);
    expect(Object.keys(body.result).sort()).toEqual(['agentPhone', 'description']);
  });

  it('takes the number and description from HOTLINE_PHONE and HOTLINE_DESCRIPTION', () => {
    const config = loadConfig({ NODE_ENV: 'test', HOTLINE_PHONE: '400-000-0000', HOTLINE_DESCRIPTION: '测试热线' });
    expect(config.hotline).toEqual({ agentPhone: '400-000-0000', description: '测试热线' });
  });
});
