import { CardType, ErrorCode, fillPath, MarketingAdminPaths, Role, type AdminPool, type ApiEnvelope } from '@emall/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../../test/concurrency.ts';
import { poolBody } from '../../test/marketing.ts';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { claim, newUser, reloadPool } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { userRights } from './rights.table.ts';

/**
 * An operator changing a pool's stock while shoppers claim from it: the change is applied relative
 * to what the claims left, under the pool's row lock, so the pool never issues more than its stock.
 * On PGlite the transactions take turns; with DATABASE_URL they really run side by side.
 */
let app: TestApp;
let op: OperatorSession;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  op = await signInOperator(app, [Role.marketing]);
});
afterAll(() => app.close());

const body = (stockTotal: number) =>
  poolBody(app, { marketingNo: 'MKT-RACE', cardName: '并发改库存券', cardType: CardType.deduct, eachReductionFen: 500, useConditionFen: 0, stockTotal });

async function issued(poolId: number): Promise<number> {
  const [row] = await app.ctx.db.select({ n: count() }).from(userRights).where(eq(userRights.poolId, poolId));
  return row?.n ?? 0;
}

describe('stock changes racing claims', () => {
  it.each([
    ['cuts the stock', 20, 8],
    ['raises the stock', 10, 25],
  ])('never over-issues when an operator %s while 30 shoppers claim', async (_what, initial, target) => {
    const created = await adminCall(app, op, 'POST', MarketingAdminPaths.pools, body(initial));
    const pool = created.json<ApiEnvelope<AdminPool>>().result;
    const poolId = Number(pool.id);
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => newUser(app)));
    const claims = shoppers.map((s) => claim(app, s.token, { id: poolId, marketingNo: pool.marketingNo }));
    const edit = adminCall(app, op, 'PUT', fillPath(MarketingAdminPaths.pool, { id: pool.id }), body(target));
    const [editAnswer, ...claimAnswers] = await Promise.all([edit, ...claims]);
    const codes = claimAnswers.map((r) => r.json<ApiEnvelope<unknown>>().code);
    for (const c of codes) expect([0, ErrorCode.COUPON_SOLD_OUT]).toContain(c);

    const editCode = editAnswer.json<ApiEnvelope<AdminPool>>().code;
    expect([0, ErrorCode.POOL_STOCK_BELOW_CLAIMED], editAnswer.body).toContain(editCode);
    const row = await reloadPool(app, poolId);
    const n = await issued(poolId);
    expect(tally(codes)[0] ?? 0).toBe(n);
    expect(row.stockTotal).toBe(editCode === 0 ? target : initial);
    expect(n).toBeLessThanOrEqual(row.stockTotal);
    expect(row.stockLeft).toBe(row.stockTotal - n);
  });
});
