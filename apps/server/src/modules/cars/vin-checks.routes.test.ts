import { AgreementType, ErrorCode, Paths, type CheckResult, type DigitalKeyTips } from '@emall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoToken, expectError, goodsIdOf, skuIdOf } from '../../test/goods.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoCar } from '../../seed/shopper.ts';
import { agreements } from '../agreements/agreements.table.ts';
import { insertCars } from './cars.repository.ts';
import { digitalKeySignatures } from './cars.table.ts';

let app: TestApp;
let owner: string;
let ordinary: string;
/** A user with an ES6, which the seeded service package does not fit. */
let es6: { userId: number; token: string };
const ES6_VIN = 'LYC0ES6A0R2000002';
const UNKNOWN_VIN = 'LYC0ES9A0R1999999';
let packageId: number;
let packageSku: number;

beforeAll(async () => {
  app = await createTestApp();
  owner = await demoToken(app, '13800000001');
  ordinary = await demoToken(app, '13800000002');
  es6 = await newUser(app);
  await insertCars(app.ctx.db, [{ userId: es6.userId, vin: ES6_VIN, model: 'ES6', isDefault: true }]);
  packageId = await goodsIdOf(app, 'service-package');
  packageSku = await skuIdOf(app, 'service-package');
});

afterAll(() => app.close());

const MALFORMED_VINS = [
  ['lower case', demoCar.vin.toLowerCase()],
  ['16 characters', demoCar.vin.slice(1)],
  ['18 characters', `${demoCar.vin}1`],
  ['an I', `I${demoCar.vin.slice(1)}`],
  ['an O', `O${demoCar.vin.slice(1)}`],
  ['a Q', `Q${demoCar.vin.slice(1)}`],
  ['empty', ''],
  ['SQL', "' OR 1=1 --"],
] as const;

describe('GET …/service-package/skip-check', () => {
  const check = (token: string | null, productId: number | string, vinCode: string) =>
    call<CheckResult>(app, 'GET', `${Paths.servicePackageSkipCheck}?productId=${productId}&vinCode=${encodeURIComponent(vinCode)}`, { token });

  it('needs a login (9999)', async () => {
    expectError(await check(null, packageId, demoCar.vin), ErrorCode.SESSION_EXPIRED, 401);
  });

  it('passes the owner’s ES9, a model the package fits', async () => {
    const answer = await check(owner, packageId, demoCar.vin);
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result).toEqual({ pass: true, message: '' });
  });

  it('does not pass an unknown VIN, saying so in Chinese', async () => {
    expect((await check(owner, packageId, UNKNOWN_VIN)).result).toEqual({ pass: false, message: '未找到该车辆,请确认车架号' });
  });

  it('does not pass a car of a model the package does not fit', async () => {
    expect((await check(es6.token, packageId, ES6_VIN)).result).toEqual({ pass: false, message: '该服务包不适用于ES6车型' });
  });

  it('refuses another user’s car with 40300 and HTTP 403', async () => {
    expectError(await check(ordinary, packageId, demoCar.vin), ErrorCode.VIN_NOT_OWNED, 403);
    expectError(await check(owner, packageId, ES6_VIN), ErrorCode.VIN_NOT_OWNED, 403);
  });

  it.each(MALFORMED_VINS)('refuses a VIN that is %s with 40000', async (_what, vin) => {
    expectError(await check(owner, packageId, vin), ErrorCode.BAD_REQUEST, 400);
  });

  it('refuses a goods that is not a service package with 40030, an unknown one with 40401, a malformed id with 40000', async () => {
    expectError(await check(owner, await goodsIdOf(app, 'flow'), demoCar.vin), ErrorCode.GOODS_KIND_MISMATCH, 400);
    expectError(await check(owner, 987_654_321, demoCar.vin), ErrorCode.GOODS_NOT_FOUND, 404);
    expectError(await check(owner, 'abc', demoCar.vin), ErrorCode.BAD_REQUEST, 400);
    expectError(await call(app, 'GET', `${Paths.servicePackageSkipCheck}?vinCode=${demoCar.vin}`, { token: owner }), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('GET …/service-package-ads/check', () => {
  const check = (token: string | null, sku: number | string, vin: string, carMainOrderNo?: string) =>
    call<CheckResult>(
      app,
      'GET',
      `${Paths.servicePackageAdsCheck}?productSpecsId=${sku}&vin=${encodeURIComponent(vin)}${carMainOrderNo === undefined ? '' : `&carMainOrderNo=${carMainOrderNo}`}`,
      { token },
    );

  it('needs a login (9999)', async () => {
    expectError(await check(null, packageSku, demoCar.vin), ErrorCode.SESSION_EXPIRED, 401);
  });

  it('passes the owner’s car by the package’s SKU, with or without a car order number', async () => {
    expect((await check(owner, packageSku, demoCar.vin, 'CAR202611210001')).result).toEqual({ pass: true, message: '' });
    expect((await check(owner, packageSku, demoCar.vin)).result).toEqual({ pass: true, message: '' });
  });

  it('does not pass an unknown VIN or a model the package does not fit', async () => {
    expect((await check(owner, packageSku, UNKNOWN_VIN)).result.pass).toBe(false);
    expect((await check(es6.token, packageSku, ES6_VIN)).result).toEqual({ pass: false, message: '该服务包不适用于ES6车型' });
  });

  it('refuses another user’s car with 40300', async () => {
    expectError(await check(es6.token, packageSku, demoCar.vin), ErrorCode.VIN_NOT_OWNED, 403);
  });

  it('refuses the SKU of another kind (40030), an unknown SKU (40401), a malformed VIN or an over-long order number (40000)', async () => {
    expectError(await check(owner, await skuIdOf(app, 'flow'), demoCar.vin), ErrorCode.GOODS_KIND_MISMATCH, 400);
    expectError(await check(owner, 987_654_321, demoCar.vin), ErrorCode.GOODS_NOT_FOUND, 404);
    expectError(await check(owner, packageSku, 'LYC0ES9'), ErrorCode.BAD_REQUEST, 400);
    expectError(await check(owner, packageSku, demoCar.vin, 'N'.repeat(65)), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('digital key: skip tips and signing the agreement', () => {
  const tips = (token: string | null, vin: string) =>
    call<DigitalKeyTips>(app, 'GET', `${Paths.digitalKeySkipTips}?vin=${encodeURIComponent(vin)}`, { token });
  const sign = (token: string | null, payload: unknown) =>
    call<{ signed: boolean; signedAt: string }>(app, 'POST', Paths.digitalKeySign, { token, payload });
  let agmCode: string;
  let agmTitle: string;

  async function signatures(userId?: number) {
    return app.ctx.db
      .select()
      .from(digitalKeySignatures)
      .where(userId === undefined ? undefined : eq(digitalKeySignatures.userId, userId));
  }

  it('needs a login on both calls (9999)', async () => {
    expectError(await tips(null, demoCar.vin), ErrorCode.SESSION_EXPIRED, 401);
    expectError(await sign(null, { agmCode: '1', agmTitle: 't', vinCode: demoCar.vin }), ErrorCode.SESSION_EXPIRED, 401);
  });

  it('shows the tips with the digital-key agreement in force until the owner signs it', async () => {
    const [agreement] = await app.ctx.db.select().from(agreements).where(eq(agreements.agmtType, AgreementType.digitalKey));
    const answer = await tips(owner, demoCar.vin);
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result).toMatchObject({ showTips: true, agmCode: String(agreement!.id), agmTitle: agreement!.title });
    expect(answer.result.tips).toContain(agreement!.title);
    agmCode = answer.result.agmCode;
    agmTitle = answer.result.agmTitle;
  });

  it('records the signature, then answers showTips false; signing again keeps the first signature', async () => {
    const first = await sign(owner, { agmCode, agmTitle, vinCode: demoCar.vin });
    expect(first.code, first.body).toBe(0);
    expect(first.result).toEqual({ signed: true, signedAt: app.clock.now().toISOString() });
    expect((await tips(owner, demoCar.vin)).result).toMatchObject({ showTips: false, tips: '', agmCode });

    app.clock.advance(60_000);
    const again = await sign(owner, { agmCode, agmTitle: '任意标题', vinCode: demoCar.vin });
    expect(again.result).toEqual(first.result);
    const rows = await signatures();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ vin: demoCar.vin, agmCode, agmTitle });
  });

  it('keeps signatures per user and car: another user’s car still shows its tips', async () => {
    expect((await tips(es6.token, ES6_VIN)).result.showTips).toBe(true);
  });

  it('refuses another user’s car on both calls with 40300, writing nothing', async () => {
    expectError(await tips(ordinary, demoCar.vin), ErrorCode.VIN_NOT_OWNED, 403);
    expectError(await sign(es6.token, { agmCode, agmTitle, vinCode: demoCar.vin }), ErrorCode.VIN_NOT_OWNED, 403);
    expect(await signatures(es6.userId)).toEqual([]);
  });

  it('answers an unknown VIN with 40407 on both calls', async () => {
    expectError(await tips(owner, UNKNOWN_VIN), ErrorCode.VIN_NOT_FOUND, 404);
    expectError(await sign(owner, { agmCode, agmTitle, vinCode: UNKNOWN_VIN }), ErrorCode.VIN_NOT_FOUND, 404);
  });

  it('refuses an agmCode other than the agreement in force with 40000', async () => {
    const answer = await sign(es6.token, { agmCode: '999999', agmTitle, vinCode: ES6_VIN });
    expectError(answer, ErrorCode.BAD_REQUEST, 400);
    expect(answer.message).toContain('agmCode');
    expect(await signatures(es6.userId)).toEqual([]);
  });

  it.each([
    ['a missing vinCode', () => ({ agmCode, agmTitle })],
    ['an extra field', () => ({ agmCode, agmTitle, vinCode: ES6_VIN, userId: 1 })],
    ['a number for agmCode', () => ({ agmCode: Number(agmCode), agmTitle, vinCode: ES6_VIN })],
    ['an empty agmTitle', () => ({ agmCode, agmTitle: '', vinCode: ES6_VIN })],
    ['an over-long agmCode', () => ({ agmCode: '1'.repeat(65), agmTitle, vinCode: ES6_VIN })],
    ['a malformed vinCode', () => ({ agmCode, agmTitle, vinCode: ES6_VIN.toLowerCase() })],
    ['a JSON array', () => [{ agmCode, agmTitle, vinCode: ES6_VIN }]],
  ])('refuses a sign body with %s (40000)', async (_what, body) => {
    expectError(await sign(es6.token, body()), ErrorCode.BAD_REQUEST, 400);
  });

  it.each(MALFORMED_VINS)('refuses a tips VIN that is %s with 40000', async (_what, vin) => {
    expectError(await tips(owner, vin), ErrorCode.BAD_REQUEST, 400);
  });

  it('shows the tips again once a new version of the agreement is in force', async () => {
    const later = new Date(app.clock.now().getTime() + 1_000);
    const [added] = await app.ctx.db
      .insert(agreements)
      .values({ agmtType: AgreementType.digitalKey, title: '《数字钥匙服务协议》', version: 'V9.9', content: '<p>新版</p>', updatedAt: later })
      .returning();
    try {
      const answer = await tips(owner, demoCar.vin);
      expect(answer.result).toMatchObject({ showTips: true, agmCode: String(added!.id) });
      expectError(await sign(owner, { agmCode, agmTitle, vinCode: demoCar.vin }), ErrorCode.BAD_REQUEST);
    } finally {
      await app.ctx.db.delete(agreements).where(and(eq(agreements.agmtType, AgreementType.digitalKey), eq(agreements.version, 'V9.9')));
    }
  });
});
