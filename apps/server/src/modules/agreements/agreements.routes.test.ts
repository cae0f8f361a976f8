import { AgreementType, ErrorCode, fillPath, Paths, type Agreement } from '@emall/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAgreements, seedAgreementsIfMissing } from '../../seed/agreements.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { agreements } from './agreements.table.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

function byType(agmtType: string) {
  return app.server.inject({ method: 'GET', url: api(`${Paths.privacyAgreement}?agmtType=${encodeURIComponent(agmtType)}`) });
}

function byId(id: string) {
  return app.server.inject({ method: 'GET', url: api(fillPath(Paths.signAgreementContent, { id })) });
}

const titles: Record<string, string> = {
  [AgreementType.user]: '《曜川商城用户协议》',
  [AgreementType.privacy]: '《隐私政策》',
  [AgreementType.digitalKey]: '《数字钥匙服务协议》',
  [AgreementType.intellect]: '《智能服务订阅协议》',
};

describe('GET /api/privacyAgmt', () => {
  it.each(Object.values(AgreementType))('answers the %s agreement in force as HTML', async (type) => {
    const res = await byType(type);
    expect(res.statusCode).toBe(200);
    const result = res.json().result as Agreement;
    expect(Object.keys(result).sort()).toEqual(['agmtType', 'agreeContent', 'agreeTile', 'content', 'id', 'updatedAt', 'version']);
    expect(result.agmtType).toBe(type);
    expect(result.agreeTile).toBe(titles[type]);
    expect(result.id).toMatch(/^[1-9]\d*$/);
    expect(result.content).toContain(`<h1>${titles[type]}</h1>`);
    expect(result.content).toMatch(/<h2>一、/);
    expect(result.agreeContent).toBe(result.content);
    expect(new Date(result.updatedAt).toISOString()).toBe(result.updatedAt);
  });

  it('answers the latest version once a newer one is published, and keeps the older one by id', async () => {
    const old = (await byType(AgreementType.privacy)).json().result as Agreement;
    await app.ctx.db.insert(agreements).values({
      agmtType: AgreementType.privacy,
      title: '《隐私政策》',
      content: '<h1>《隐私政策》</h1><p>新版本</p>',
      version: 'V9.0',
      updatedAt: new Date(Date.parse(old.updatedAt) + 86_400_000),
    });
    const latest = (await byType(AgreementType.privacy)).json().result as Agreement;
    expect(latest.version).toBe('V9.0');
    expect(latest.id).not.toBe(old.id);
    expect((await byId(old.id)).json().result).toEqual(old);
  });

  it('answers an unknown type with 40403 and HTTP 404', async () => {
    const res = await byType('warranty');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: ErrorCode.AGREEMENT_NOT_FOUND, message: '协议不存在', result: null });
  });

  it.each([
    ['an angle bracket', 'user<script>'],
    ['a quote', "user'--"],
    ['a space', 'user agreement'],
    ['a leading digit', '1user'],
    ['Chinese', '用户协议'],
    ['nothing', ''],
    ['an over-long type', `u${'x'.repeat(32)}`],
  ])('refuses a type with %s with 40000', async (_what, type) => {
    const res = await byType(type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, result: null });
  });

  it('refuses a missing agmtType with 40000', async () => {
    const res = await app.server.inject({ method: 'GET', url: api(Paths.privacyAgreement) });
    expect(res.json().code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('GET /hermes/annex/v1/sign-agree/content/{id}', () => {
  it('answers an agreement by id, the same as by type', async () => {
    const byTypeResult = (await byType(AgreementType.digitalKey)).json().result as Agreement;
    const res = await byId(byTypeResult.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'success', result: byTypeResult });
  });

  it('answers an unknown id with 40403', async () => {
    const res = await byId('999999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ErrorCode.AGREEMENT_NOT_FOUND);
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['1'.repeat(16)]])('refuses the id %s with 40000', async (id) => {
    const res = await byId(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('the seeded agreements', () => {
  it('are one of each type the shop shows', () => {
    expect(seedAgreements.map((a) => a.agmtType).sort()).toEqual(Object.values(AgreementType).sort());
  });

  it.each(seedAgreements.map((a) => [a.agmtType, a.content] as const))(
    'keep the %s agreement free of scripts, inline handlers and javascript: links',
    (_type, content) => {
      expect(content).not.toMatch(/<\s*script/i);
      expect(content).not.toMatch(/\son[a-z]+\s*=/i);
      expect(content).not.toMatch(/javascript:/i);
      expect(content).not.toMatch(/<\s*(iframe|object|embed|style|form|img)/i);
    },
  );

  it('are written with headings, numbered sections and several paragraphs each', () => {
    for (const a of seedAgreements) {
      expect(a.content.match(/<h2>/g)!.length, a.agmtType).toBeGreaterThanOrEqual(5);
      expect(a.content.match(/<p>/g)!.length, a.agmtType).toBeGreaterThanOrEqual(3);
      expect(a.content, a.agmtType).toMatch(/<ol>/);
    }
  });
});

describe('agreements in the database', () => {
  it('hold no scripts, inline handlers or javascript: links', async () => {
    const rows = await app.ctx.db.select().from(agreements);
    expect(rows.length).toBeGreaterThanOrEqual(seedAgreements.length);
    for (const row of rows) {
      expect(row.content, row.agmtType).not.toMatch(/<\s*script|\son[a-z]+\s*=|javascript:/i);
    }
  });

  it('are added to a database seeded before they existed, and only once', async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      expect(await seedAgreementsIfMissing(fresh.ctx.db)).toBe(true);
      expect(await seedAgreementsIfMissing(fresh.ctx.db)).toBe(false);
      const [row] = await fresh.ctx.db.select({ n: count() }).from(agreements);
      expect(row!.n).toBe(seedAgreements.length);
    } finally {
      await fresh.close();
    }
  });
});
