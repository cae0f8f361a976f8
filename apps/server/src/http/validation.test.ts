import { ErrorCode, Header, Paths, type ApiEnvelope } from '@emall/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAddresses } from '../modules/address/address.table.ts';
import { newUser } from '../test/storefront.ts';
import { api, createTestApp, type TestApp } from '../test/test-app.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerValidation, unstorableTextAt } from './validation.ts';

const NUL = '\u0000';
const HIGH = '\ud800';
const LOW = '\udc00';

describe('unstorableTextAt', () => {
  it.each([
    ['plain Chinese', '曜川汽车', null],
    ['a paired surrogate (an emoji)', '好😀', null],
    ['a NUL', `a${NUL}b`, ''],
    ['a lone high surrogate', `a${HIGH}`, ''],
    ['a lone low surrogate', `${LOW}b`, ''],
    ['two high surrogates in a row', `${HIGH}${HIGH}\udc00`, ''],
  ])('judges %s', (_what, text, expected) => {
    expect(unstorableTextAt(text)).toBe(expected);
  });

  it('names the first bad value deep in objects and arrays, and the object holding a bad key', () => {
    expect(unstorableTextAt({ a: [1, 'ok', { b: `x${NUL}` }] })).toBe('/a/2/b');
    expect(unstorableTextAt({ data: { [`k${NUL}`]: 1 } })).toBe('/data');
    expect(unstorableTextAt({ n: 1, ok: true, none: null, s: '文字' })).toBeNull();
  });
});

describe('every text field of every schema refuses what PostgreSQL cannot store', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = Fastify();
    registerValidation(server);
    registerErrorHandler(server);
    server.post(
      '/things/:code',
      {
        schema: {
          params: Type.Object({ code: Type.String({ maxLength: 20 }) }),
          querystring: Type.Object({ q: Type.Optional(Type.String()) }),
          body: Type.Object({ name: Type.String(), tags: Type.Array(Type.String()), meta: Type.Record(Type.String(), Type.Unknown()) }),
        },
      },
      async (request) => ({ code: 0, message: 'success', result: { params: request.params, query: request.query, body: request.body } }),
    );
    await server.ready();
  });
  afterAll(() => server.close());

  const valid = { name: '周杭', tags: ['琥珀灯'], meta: { from: 'wechat' } };
  const send = (options: { url?: string; body?: unknown }) =>
    server.inject({ method: 'POST', url: options.url ?? '/things/a1', payload: (options.body ?? valid) as object });

  it('accepts ordinary text, emoji included, and drops query parameters the schema does not name', async () => {
    const res = await send({ url: '/things/a1?q=%E4%B8%AD&sort=zzz', body: { ...valid, name: '周杭😀' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ params: { code: 'a1' }, query: { q: '中' }, body: { ...valid, name: '周杭😀' } });
  });

  it.each([
    ['a NUL in a body string', {}, { ...valid, name: `a${NUL}` }, 'name'],
    ['a lone surrogate in a body string', {}, { ...valid, name: `a${HIGH}` }, 'name'],
    ['a NUL in an array item', {}, { ...valid, tags: ['ok', `${NUL}`] }, 'tags.1'],
    ['a NUL inside a free-form object', {}, { ...valid, meta: { note: { deep: `x${LOW}` } } }, 'meta.note.deep'],
    ['a NUL in a free-form object key', {}, { ...valid, meta: { [`k${NUL}`]: 1 } }, 'meta'],
    ['a %00 in the query', { url: '/things/a1?q=a%00b' }, valid, 'q'],
    ['a %00 in a path parameter', { url: '/things/a%00' }, valid, 'code'],
  ])('refuses %s with 40000 naming the field', async (_what, where, body, field) => {
    const res = await send({ ...where, body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ code: ErrorCode.BAD_REQUEST, message: `请求参数错误: ${field}`, result: null });
  });
});

describe('the shop refuses NUL and lone surrogates with 40000 instead of failing at the database', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function call(method: 'GET' | 'POST', path: string, options: { token?: string; payload?: unknown } = {}) {
    const res = await app.server.inject({
      method,
      url: api(path),
      headers: options.token ? { [Header.loginToken]: options.token } : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
    return { status: res.statusCode, body: res.json<ApiEnvelope<unknown>>() };
  }

  const expectRefused = (answer: { status: number; body: ApiEnvelope<unknown> }, field: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toEqual({ code: ErrorCode.BAD_REQUEST, message: `请求参数错误: ${field}`, result: null });
  };

  it('refuses an address whose name holds a NUL, or whose detail a lone surrogate, and writes no row', async () => {
    const { token, userId } = await newUser(app);
    const address = { name: '周杭', phone: '13912345678', provinceCode: '330000', cityCode: '330100', districtCode: '330106', detail: '文三路90号' };
    expectRefused(await call('POST', Paths.addressSave, { token, payload: { ...address, name: `周${NUL}杭` } }), 'name');
    expectRefused(await call('POST', Paths.addressSave, { token, payload: { ...address, detail: `文三路${HIGH}90号` } }), 'detail');
    expect(await app.ctx.db.select().from(userAddresses).where(eq(userAddresses.userId, userId))).toEqual([]);
    expect((await call('POST', Paths.addressSave, { token, payload: address })).body.code).toBe(0);
  });

  it('refuses a search keyword holding a NUL, by GET (%00) and by POST', async () => {
    expectRefused(await call('GET', `${Paths.search}?keyword=%E8%BD%A6%00`), 'keyword');
    expectRefused(await call('POST', Paths.search, { payload: { keyword: `车${NUL}` } }), 'keyword');
    expectRefused(await call('POST', Paths.search, { payload: { keyword: `车${LOW}` } }), 'keyword');
    expectRefused(await call('GET', `${Paths.searchSuggest}?param=%00`), 'param');
  });

  it('refuses a NUL on a dev route too', async () => {
    expectRefused(await call('GET', `${Paths.smsOutbox}?phone=138%0000`), 'phone');
  });
});
