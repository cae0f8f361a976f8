import zlib from 'node:zlib';
import {
  AgreementAdminPaths,
  AgreementsApi,
  AgreementType,
  Envelope,
  fillPath,
  PageAdminPaths,
  Paths,
  Role,
  SearchApi,
  type AdminPageDetail,
  type RouteDecl,
} from '@emall/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPageCodes } from '../seed/seed.ts';
import { adminCall, signInOperator, type OperatorSession } from '../test/operators.ts';
import { api, createTestApp, type TestApp } from '../test/test-app.ts';
import { chooseEncoding, prepareAnswer, prepareOwnAnswer, sendPrepared } from './prepared-answer.ts';

let app: TestApp;
let editor: OperatorSession;
const shop = demoPageCodes.shop;

beforeAll(async () => {
  // A cache that outlives the test, so a new answer after a write can only come from the write forgetting it.
  app = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '600' } });
  editor = await signInOperator(app, [Role.content]);
});
afterAll(() => app.close());

const hotReads = {
  page: `${Paths.pageManagement}?pageCode=${shop}`,
  pageForGuest: `${Paths.pageManagementUser}?pageCode=${shop}`,
  goods: fillPath(Paths.goodsDetail, { productId: '1' }),
  feed: `${Paths.pageFeed}?pageCode=${shop}&pageNo=1`,
  hotWords: Paths.searchHot,
  agreement: `${Paths.privacyAgreement}?agmtType=${AgreementType.privacy}`,
};

function get(path: string, headers: Record<string, string> = {}) {
  return app.server.inject({ method: 'GET', url: api(path), headers });
}

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** The body Fastify's serialiser made from the route's schema: what these reads answered before they were prepared. */
async function serialisedBySchema(decl: RouteDecl, result: unknown): Promise<string> {
  const reference = Fastify();
  reference.get('/', { schema: { response: { 200: Envelope(decl.shape.answer) } } }, async () => ({ code: 0, message: 'success', result }));
  const res = await reference.inject({ method: 'GET', url: '/' });
  await reference.close();
  return res.body;
}

describe('prepared answers of the hot reads', () => {
  it.each(Object.entries(hotReads))('%s: br, gzip or plain bytes by Accept-Encoding, all the same JSON', async (_name, path) => {
    const plain = await get(path);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.json()).toMatchObject({ code: 0 });
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
    ];
    const etags = new Set<string>();
    for (const [accept, expected] of cases) {
      const res = await get(path, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(decoded(res.headers['content-encoding'] as string | undefined, res.rawPayload), accept).toBe(plain.body);
      if (expected) expect(Number(res.headers['content-length'])).toBeLessThan(plain.rawPayload.length);
      etags.add(String(res.headers.etag));
    }
    // One strong ETag per representation: plain, br, gzip.
    expect(etags.size).toBe(3);
  });

  it('answers 304 with no body to a client that holds the answer, in whichever encoding it got it', async () => {
    const first = await get(hotReads.page, { 'accept-encoding': 'br' });
    const again = await get(hotReads.page, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const plainAfterBr = await get(hotReads.page, { 'if-none-match': `"other", W/${String(first.headers.etag)}` });
    expect(plainAfterBr.statusCode).toBe(304);
    expect((await get(hotReads.page, { 'if-none-match': '"not-this-one"' })).statusCode).toBe(200);
  });

  it('keeps the bytes the schema serialiser made for hot words and agreements', async () => {
    for (const [decl, path] of [
      [SearchApi.hot, hotReads.hotWords],
      [AgreementsApi.latest, hotReads.agreement],
    ] as const) {
      const res = await get(path);
      expect(res.body).toBe(await serialisedBySchema(decl, res.json().result));
    }
  });

  it('serves new bytes and a new ETag at once after a page publish, a hot words change and an agreement publish', async () => {
    const before = await Promise.all([hotReads.page, hotReads.hotWords, hotReads.agreement].map((p) => get(p, { 'accept-encoding': 'br' })));

    const pageUrl = fillPath(PageAdminPaths.page, { pageCode: shop });
    const opened = await adminCall(app, editor, 'GET', pageUrl);
    const draft = { ...opened.json<{ result: AdminPageDetail }>().result.draft, pageTitle: '曜川商城 新版首页' };
    expect((await adminCall(app, editor, 'PUT', fillPath(PageAdminPaths.draft, { pageCode: shop }), draft)).statusCode).toBe(200);
    expect((await adminCall(app, editor, 'POST', fillPath(PageAdminPaths.publish, { pageCode: shop }))).statusCode).toBe(200);
    const words = { words: [{ label: '冬季焕新', highlight: true }] };
    expect((await adminCall(app, editor, 'PUT', fillPath(PageAdminPaths.hotWords, { bizType: '1002' }), words)).statusCode).toBe(200);
    const agreement = { title: '《隐私政策》', version: 'V9.9', content: '<p>新版隐私政策</p>' };
    const published = await adminCall(app, editor, 'POST', fillPath(AgreementAdminPaths.versions, { agmtType: AgreementType.privacy }), agreement);
    expect(published.statusCode, published.body).toBe(200);

    const after = await Promise.all(
      [hotReads.page, hotReads.hotWords, hotReads.agreement].map((p, i) => get(p, { 'accept-encoding': 'br', 'if-none-match': String(before[i]!.headers.etag) })),
    );
    for (const [i, res] of after.entries()) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(before[i]!.headers.etag);
    }
    const [page, hotWords, privacy] = after.map((res) => JSON.parse(decoded('br', res.rawPayload)));
    expect(page.result.pageTitle).toBe('曜川商城 新版首页');
    expect(hotWords.result).toEqual([{ label: '冬季焕新', highlight: true }]);
    expect(privacy.result).toMatchObject({ version: 'V9.9', content: '<p>新版隐私政策</p>' });
  });
});

describe('compression of the other answers', () => {
  it('compresses a JSON answer over 1 KB for a client that accepts it, and leaves small ones and other clients plain', async () => {
    const big = await get(`${Paths.search}?pageNo=1&pageSize=20`, { 'accept-encoding': 'gzip, br' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded('br', big.rawPayload))).toMatchObject({ code: 0 });
    const plain = await get(`${Paths.search}?pageNo=1&pageSize=20`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const small = await get(`${Paths.searchSuggest}?param=${encodeURIComponent('曜')}`, { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['deflate', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('a quickly compressed answer', () => {
  it('is made again at its best when asked for it, and the best form is kept', async () => {
    const text = JSON.stringify({ page: Array.from({ length: 400 }, (_, i) => ({ id: i, title: `冬季焕新季 ${i % 17}`, price: (i * 37) % 1000 })) });
    const quick = prepareAnswer(text, 'quick');
    expect(quick.identity.toString()).toBe(text);
    const quickForms = await quick.encoded;
    expect(quick.encodings).toBe(quickForms);
    expect(prepareAnswer(text, 'quick')).toBe(quick);
    const best = prepareAnswer(text, 'best');
    expect(best).not.toBe(quick);
    expect(best.tag).toBe(quick.tag);
    const bestForms = await best.final;
    expect(bestForms.br.length).toBeLessThanOrEqual(quickForms.br.length);
    expect(zlib.brotliDecompressSync(bestForms.br).toString()).toBe(text);
    expect(zlib.gunzipSync(bestForms.gzip).toString()).toBe(text);
    expect(prepareAnswer(text, 'quick')).toBe(best);
    expect(prepareAnswer(text, 'best')).toBe(best);
  });

  it('is sent as it is at once, while a client that asks for br waits for that form', async () => {
    const text = JSON.stringify({ words: Array.from({ length: 300 }, (_, i) => `热搜 ${i}`) });
    const answer = prepareAnswer(text);
    expect(answer.encodings).toBeUndefined();
    const server = Fastify();
    server.get('/', (request, reply) => sendPrepared(request, reply, answer));
    const plain = await server.inject({ method: 'GET', url: '/' });
    expect(plain.body).toBe(text);
    const br = await server.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded('br', br.rawPayload)).toBe(text);
    expect(answer.encodings).toBeDefined();
    await server.close();
  });

  it('made at its best is sent quickly compressed first, under an ETag of its own, then at its best', async () => {
    const text = JSON.stringify({ goods: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `城市通勤双肩包 ${i % 13}` })) });
    const answer = prepareAnswer(text, 'best');
    const server = Fastify();
    server.get('/', (request, reply) => sendPrepared(request, reply, answer));
    // The first br answer waits for the quick forms only.
    const first = await server.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(decoded('br', first.rawPayload)).toBe(text);
    const quickTag = String(first.headers.etag);
    expect(quickTag).toBe(`"${answer.tag}-brq"`);
    await answer.final;
    const later = await server.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(decoded('br', later.rawPayload)).toBe(text);
    expect(later.headers.etag).toBe(`"${answer.tag}-br"`);
    expect(later.rawPayload.length).toBeLessThanOrEqual(first.rawPayload.length);
    // Bytes of one ETag are never replaced by others: the quick ones differ, and so does their tag.
    if (!later.rawPayload.equals(first.rawPayload)) expect(later.headers.etag).not.toBe(quickTag);
    // A client holding the quick form still has this content.
    const revalidated = await server.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': quickTag } });
    expect(revalidated.statusCode).toBe(304);
    const gzip = await server.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.etag).toBe(`"${answer.tag}-gz"`);
    await server.close();
  });

  it("of a shopper's own page is kept by nothing: the same text prepared later is made anew", async () => {
    const text = `<main>${'购物车 城市通勤双肩包 '.repeat(200)}</main>`;
    const own = prepareOwnAnswer(text);
    expect(zlib.brotliDecompressSync((await own.encoded).br).toString()).toBe(text);
    expect(prepareOwnAnswer(text)).not.toBe(own);
    const shared = prepareAnswer(text, 'quick');
    expect(shared).not.toBe(own);
    expect(shared.tag).toBe(own.tag);
  });
});
