import { ErrorCode, PageAdminPaths, Paths, Role, type ApiEnvelope, type HotWord } from '@emall/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, createTestOperator, signInAs, type OperatorSession } from '../../test/operators.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';

let app: TestApp;
let editor: OperatorSession;
const url = adminApi(PageAdminPaths.hotWords.replace(':bizType', '1002'));

beforeAll(async () => {
  app = await createTestApp();
  const { username } = await createTestOperator(app, [Role.content]);
  editor = await signInAs(app, username);
});

afterAll(() => app.close());

async function audits(): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'hotWords.replace'));
  return row!.n;
}

async function shopHotWords(): Promise<HotWord[]> {
  const res = await app.server.inject({ method: 'GET', url: api(`${Paths.searchHot}?bizType=1002`) });
  return res.json<ApiEnvelope<HotWord[]>>().result;
}

describe('admin hot words', () => {
  it('sets the hot words of a business type in order; the search page shows them at once, one audit row', async () => {
    const seeded = await app.server.inject({ method: 'GET', url, headers: editor.headers });
    expect(seeded.json<ApiEnvelope<HotWord[]>>().result.length).toBeGreaterThan(0);
    await shopHotWords();
    const words = [
      { label: ' 冬季焕新 ', highlight: true },
      { label: '车载香氛', highlight: false },
    ];
    const res = await app.server.inject({ method: 'PUT', url, headers: editor.headers, payload: { words } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shopHotWords()).toEqual([
      { label: '冬季焕新', highlight: true },
      { label: '车载香氛', highlight: false },
    ]);
    expect(await audits()).toBe(1);
  });

  it('refuses a repeated word with 400 and a Chinese message, writing nothing', async () => {
    const res = await app.server.inject({
      method: 'PUT',
      url,
      headers: editor.headers,
      payload: { words: [{ label: '车模', highlight: false }, { label: '车模 ', highlight: true }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiEnvelope<null>>()).toMatchObject({ code: ErrorCode.BAD_REQUEST, message: '热词重复' });
    expect((await shopHotWords()).map((w) => w.label)).toEqual(['冬季焕新', '车载香氛']);
    expect(await audits()).toBe(1);
  });
});
