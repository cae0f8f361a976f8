import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AgreementType, fillPath, PageAdminPaths, Paths, Role } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoPageCodes } from '../seed/seed.ts';
import { adminCall, signInOperator } from '../test/operators.ts';
import { api, createTestApp, loginAs, type TestApp } from '../test/test-app.ts';
import { HotReads } from './hot-reads.ts';
import { HSTS } from './security-headers.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET over a socket (inject() goes past the HTTP server, and so past the reads before routing). */
function getOver(app: TestApp, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = app.server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: api(path), headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The answer's own headers: not the connection's, nor the date. */
const ownHeaders = (headers: Record<string, unknown>) => ({ ...headers, date: undefined, connection: undefined, 'keep-alive': undefined });

const reads = {
  page: `${Paths.pageManagement}?pageCode=${demoPageCodes.shop}`,
  goods: fillPath(Paths.goodsDetail, { productId: '1' }),
  feed: `${Paths.pageFeed}?pageCode=${demoPageCodes.shop}&pageNo=1`,
  hotWords: Paths.searchHot,
  agreement: `${Paths.privacyAgreement}?agmtType=${AgreementType.privacy}`,
};

describe('cached reads answered before routing', () => {
  let app: TestApp;
  let answered: boolean[];
  beforeAll(async () => {
    app = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '600', TRUST_PROXY: '1' } });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const hotReads = app.server.hotReads as HotReads;
    const serve = hotReads.serve.bind(hotReads);
    vi.spyOn(hotReads, 'serve').mockImplementation((req, res) => {
      const done = serve(req, res);
      answered.push(done);
      return done;
    });
  });
  afterAll(() => app.close());

  it.each(Object.entries(reads))('%s: the same status, headers and bytes as the route gives, in each encoding', async (_name, path) => {
    answered = [];
    // The route makes the entry; asked for br, it answers once the br and gzip forms are made (an
    // early answer in an encoding not made yet is left to the route: prepared-answer.test.ts).
    await getOver(app, path, { 'accept-encoding': 'br' });
    const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip, deflate, br' }, { 'accept-encoding': 'gzip' }, { 'x-forwarded-proto': 'https' }];
    for (const headers of variants) {
      const early = await getOver(app, path, headers);
      const routed = await app.server.inject({ method: 'GET', url: api(path), headers });
      expect(early.status).toBe(200);
      expect(ownHeaders(early.headers)).toEqual(ownHeaders(routed.headers));
      expect(early.body.equals(routed.rawPayload)).toBe(true);
    }
    expect(answered).toEqual([false, true, true, true, true]);
  });

  it('answers 304 to a client that holds the answer, and sends HSTS over HTTPS only', async () => {
    const first = await getOver(app, reads.hotWords, { 'accept-encoding': 'br' });
    answered = [];
    const again = await getOver(app, reads.hotWords, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(answered).toEqual([true]);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers['strict-transport-security']).toBeUndefined();
    expect((await getOver(app, reads.hotWords, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(HSTS);
  });

  it('leaves a logged-in shopper and a request with a body to the route', async () => {
    const token = await loginAs(app, '13900000101');
    answered = [];
    const personal = await getOver(app, reads.goods, { 'login-token': token });
    const withBody = await getOver(app, reads.hotWords, { 'content-length': '0' });
    expect(answered).toEqual([false, false]);
    expect(personal.status).toBe(200);
    expect(withBody.status).toBe(200);
  });

  it('leaves every request to Fastify once the server closes, which sheds them while it drains', async () => {
    const hotReads = new HotReads(() => ({}), false);
    const request = { method: 'GET', url: api(reads.hotWords), headers: {}, raw: { headers: {} } };
    const encodings = { br: Buffer.alloc(0), gzip: Buffer.alloc(0), effort: 'best' as const };
    const answer = { tag: 't', identity: Buffer.from('{}'), encodings, encoded: Promise.resolve(encodings), final: Promise.resolve(encodings) };
    hotReads.remember(request as never, { statusCode: 200 } as never, () => answer, 'application/json');
    const res = { writeHead: vi.fn(), end: vi.fn() };
    const req = { method: 'GET', url: api(reads.hotWords), headers: {}, socket: {} };
    expect(hotReads.serve(req as never, res as never)).toBe(true);
    hotReads.close();
    expect(hotReads.serve(req as never, res as never)).toBe(false);
    expect(res.writeHead).toHaveBeenCalledTimes(1);
  });

  it('shows a change at once: a forgotten entry goes to the route, which remembers the new one', async () => {
    const before = await getOver(app, reads.hotWords);
    const editor = await signInOperator(app, [Role.content]);
    const words = { words: [{ label: '早春上新', highlight: false }] };
    expect((await adminCall(app, editor, 'PUT', fillPath(PageAdminPaths.hotWords, { bizType: '1002' }), words)).statusCode).toBe(200);
    answered = [];
    const after = await getOver(app, reads.hotWords);
    const again = await getOver(app, reads.hotWords);
    expect(answered).toEqual([false, true]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(after.body.toString('utf8')).result).toEqual([{ label: '早春上新', highlight: false }]);
    expect(again.body.equals(after.body)).toBe(true);
  });
});
