import {
  ActivityType,
  CrowdfundStatus,
  CrowdfundTargetType,
  ErrorCode,
  fillPath,
  MarketingAdminPaths,
  MarketingAuditTarget,
  Role,
  type AdminCrowdfund,
  type AdminCrowdfundBody,
  type AdminCrowdfundPage,
  type AdminGoodsOption,
} from '@emall/contract';
import { crowdfundStatusAt } from '@emall/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGoods } from '../../test/cart.ts';
import { goodsIdOf } from '../../test/goods.ts';
import { adminSend, auditRowsOf, expectRefused } from '../../test/marketing.ts';
import { signInOperator, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { goods, goodsCrowdfunds } from '../catalogue/catalogue.table.ts';

const DAY = 86_400_000;
let app: TestApp;
let op: OperatorSession;

beforeAll(async () => {
  app = await createTestApp();
  op = await signInOperator(app, [Role.marketing]);
});
afterAll(() => app.close());

const send = <T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) => adminSend<T>(app, op, method, path, payload);

function terms(fields: Partial<AdminCrowdfundBody> = {}): AdminCrowdfundBody {
  const now = app.clock.now().getTime();
  return {
    status: CrowdfundStatus.CrowdfundPreheat,
    targetType: CrowdfundTargetType.Pieces,
    targetValue: 500,
    startAt: new Date(now + DAY).toISOString(),
    endAt: new Date(now + 15 * DAY).toISOString(),
    ...fields,
  };
}

const auditRows = (crowdfundNo: string) => auditRowsOf(app, MarketingAuditTarget.crowdfund, crowdfundNo);

const crowdfundPath = (goodsId: number | string) => fillPath(MarketingAdminPaths.crowdfund, { id: goodsId });

describe('crowdfunds in the console', () => {
  it('lists the seeded crowdfunds with their live progress', async () => {
    const page = await send<AdminCrowdfundPage>('GET', `${MarketingAdminPaths.crowdfunds}?pageSize=100`);
    expect(page.body.code, JSON.stringify(page.body)).toBe(0);
    const powerbank = String(await goodsIdOf(app, 'powerbank'));
    const running = page.body.result.result.find((c) => c.goodsId === powerbank);
    expect(running).toMatchObject({ statusNow: CrowdfundStatus.Crowdfunding, targetValue: 2000, progressPercent: 69, supportPersonCount: 1296 });
  });

  it('opens a crowdfund on a goods, makes it a crowdfunding goods, audits it once, and refuses a second one', async () => {
    const { goodsId } = await insertGoods(app);
    const created = await send<AdminCrowdfund>('POST', MarketingAdminPaths.crowdfunds, { ...terms(), goodsId: String(goodsId) });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    expect(created.body.result).toMatchObject({ statusNow: CrowdfundStatus.CrowdfundPreheat, progressPercent: 0, reservedCount: 0, goodsId: String(goodsId) });
    const [g] = await app.ctx.db.select({ activityType: goods.activityType }).from(goods).where(eq(goods.id, goodsId));
    expect(g!.activityType).toBe(ActivityType.CROWDFUNDING);
    expect(await auditRows(created.body.result.crowdfundNo)).toBe(1);

    expectRefused(await send('POST', MarketingAdminPaths.crowdfunds, { ...terms(), goodsId: String(goodsId) }), ErrorCode.CROWDFUND_GOODS_TAKEN);
    expect(await auditRows(created.body.result.crowdfundNo)).toBe(1);
  });

  it.each([
    ['a zero target', { targetValue: 0 }, ErrorCode.BAD_REQUEST],
    ['an end before the start', { endAt: new Date(0).toISOString() }, ErrorCode.MARKETING_WINDOW_INVALID],
    ['a settled status', { status: CrowdfundStatus.CrowdfundSuccess }, ErrorCode.BAD_REQUEST],
  ])('refuses %s with 400, writing nothing', async (_what, fields, code) => {
    const { goodsId } = await insertGoods(app);
    expectRefused(await send('POST', MarketingAdminPaths.crowdfunds, { ...terms(fields as Partial<AdminCrowdfundBody>), goodsId: String(goodsId) }), code);
    expect(await app.ctx.db.select().from(goodsCrowdfunds).where(eq(goodsCrowdfunds.goodsId, goodsId))).toEqual([]);
  });

  it('answers an unknown goods with 404', async () => {
    expectRefused(await send('POST', MarketingAdminPaths.crowdfunds, { ...terms(), goodsId: '987654321' }), ErrorCode.GOODS_NOT_FOUND);
    expectRefused(await send('PUT', crowdfundPath(987_654_321), terms()), ErrorCode.CROWDFUND_NOT_FOUND);
  });

  it('keeps the target and start of a running crowdfund, lets its end move later, and audits only what was written', async () => {
    const { goodsId } = await insertGoods(app);
    const start = app.clock.now().getTime() - DAY;
    const running = terms({ startAt: new Date(start).toISOString(), endAt: new Date(start + 10 * DAY).toISOString() });
    const created = (await send<AdminCrowdfund>('POST', MarketingAdminPaths.crowdfunds, { ...running, goodsId: String(goodsId) })).body.result;
    expect(created.statusNow).toBe(CrowdfundStatus.Crowdfunding);

    expectRefused(await send('PUT', crowdfundPath(goodsId), { ...running, targetValue: 100 }), ErrorCode.CROWDFUND_TERMS_LOCKED);
    expectRefused(await send('PUT', crowdfundPath(goodsId), { ...running, endAt: new Date(start + 5 * DAY).toISOString() }), ErrorCode.CROWDFUND_TERMS_LOCKED);
    expectRefused(await send('PUT', crowdfundPath(goodsId), { ...running, status: CrowdfundStatus.Draft }), ErrorCode.CROWDFUND_STATUS_INVALID);
    expect(await auditRows(created.crowdfundNo)).toBe(1);

    const later = new Date(start + 20 * DAY).toISOString();
    const extended = await send<AdminCrowdfund>('PUT', crowdfundPath(goodsId), { ...running, endAt: later });
    expect(extended.body.code, JSON.stringify(extended.body)).toBe(0);
    expect(extended.body.result.endAt).toBe(later);
    expect(await auditRows(created.crowdfundNo)).toBe(2);
  });

  it('filters by the status now as the domain reads each crowdfund', async () => {
    const now = app.clock.now().getTime();
    for (const status of Object.values(CrowdfundStatus)) {
      const page = await send<AdminCrowdfundPage>('GET', `${MarketingAdminPaths.crowdfunds}?status=${status}&pageSize=100`);
      expect(page.body.code, JSON.stringify(page.body)).toBe(0);
      for (const c of page.body.result.result) {
        const facts = { ...c, startAt: new Date(c.startAt), endAt: new Date(c.endAt) };
        expect(crowdfundStatusAt(facts, now), c.goodsName).toBe(status);
      }
    }
  });

  it('finds goods to pick by name or id', async () => {
    const powerbank = await goodsIdOf(app, 'powerbank');
    const byId = await send<AdminGoodsOption[]>('GET', `${MarketingAdminPaths.goodsOptions}?keyword=${powerbank}`);
    expect(byId.body.result.map((g) => g.id)).toContain(String(powerbank));
    const byName = await send<AdminGoodsOption[]>('GET', `${MarketingAdminPaths.goodsOptions}?keyword=${encodeURIComponent('储能')}`);
    expect(byName.body.result.map((g) => g.id)).toContain(String(powerbank));
  });
});
