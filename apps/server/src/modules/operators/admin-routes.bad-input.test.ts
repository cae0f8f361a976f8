import { AdminAccess, ErrorCode, Role, type RouteDecl } from '@emall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOperator } from '../../test/operators.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * Generated from the admin plugin's route table, like admin-routes.auth.test.ts: every console
 * write, called by 超级管理员 (every permission) with input no schema accepts, answers 400 (an
 * upload of bytes that are no picture: 415) with a Chinese message and changes no row of any table. Writes added later are covered without a new test.
 */
const app = await createTestApp({ seed: false });
afterAll(() => app.close());
const admin = await signInOperator(app, [Role.super]);

const declarations = new Map(app.routes.map((r) => [`${r.method} ${r.url}`, r.declaration]));
const writes = app.adminRoutes
  .filter((r) => r.method !== 'GET' && r.access !== AdminAccess.public)
  .map((r) => ({ ...r, decl: declarations.get(`${r.method} ${r.url}`) as RouteDecl }));

/** A path parameter no id, code or version pattern takes. */
const BAD_PARAM = encodeURIComponent('坏 值!');
/** The multipart body of an upload whose one part is not a picture. */
const BOUNDARY = '----bad-input';
const NOT_A_PICTURE = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a picture\r\n--${BOUNDARY}--\r\n`;

/** The call with input its schema refuses, and the HTTP status that answers it. */
function badRequest(decl: RouteDecl, url: string) {
  const { params, body } = decl.shape;
  if (body) return { url: params ? url.replace(/:\w+/g, '1') : url, contentType: 'application/json', payload: '[1]', status: 400 };
  if (params) return { url: url.replace(/:\w+/g, BAD_PARAM), contentType: 'application/json', payload: '{}', status: 400 };
  // An upload: bytes that are no picture are an unsupported media type (40014, HTTP 415; docs/decisions/media.md).
  return { url, contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: NOT_A_PICTURE, status: 415 };
}

/** Every table's rows, hashed: equal before and after means nothing was inserted, updated or deleted. */
async function databaseFingerprint(): Promise<string> {
  const rows = async <T>(query: Parameters<typeof app.ctx.db.execute>[0]) => ((await app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables.map((t) => `(select coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') from ${t.name} x)`);
  const [row] = await rows<{ hash: string }>(sql.raw(`select md5(${parts.join(' || ')}) as hash`));
  return row!.hash;
}

/** Calls that take no input at all: nothing to get wrong (listed, so a new one is looked at). */
const INPUTLESS = new Set(['POST /admin-api/auth/sign-out']);

describe('the admin route table', () => {
  it('declares every write it registers', () => {
    expect(writes.length).toBeGreaterThan(10);
    for (const w of writes) expect(w.decl, `${w.method} ${w.url}`).toBeDefined();
  });

  it('is watched by a fingerprint that a write changes', async () => {
    const before = await databaseFingerprint();
    await recordAudit(app.ctx.db, { actor: { operatorId: admin.id, username: admin.username, ip: '127.0.0.1', userAgent: 'vitest' }, at: app.clock.now(), action: 'test.write' });
    expect(await databaseFingerprint()).not.toBe(before);
  });
});

describe.each(writes.filter((w) => !INPUTLESS.has(`${w.method} ${w.url}`)))('$method $url', ({ method, url, decl }) => {
  it('answers input no schema takes with 400 and a Chinese message, and writes nothing', async () => {
    const before = await databaseFingerprint();
    const bad = badRequest(decl, url);
    const res = await app.server.inject({ method: method as 'POST', url: bad.url, headers: { ...admin.headers, 'content-type': bad.contentType }, payload: bad.payload });
    expect(res.statusCode, res.body).toBe(bad.status);
    const answer = res.json<{ code: number; message: string; result: unknown }>();
    expect(answer.code).not.toBe(ErrorCode.INTERNAL);
    expect(answer.message).toMatch(/[\u4e00-\u9fff]/);
    expect(answer.result).toBeNull();
    expect(await databaseFingerprint()).toBe(before);
  });
});
