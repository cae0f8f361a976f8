import { ErrorCode } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsDraft, testActor } from '../../test/goods-admin.ts';
import { insertAddress, piecesSold, stockOf, submit } from '../../test/orders.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { adjustStock, createGoods, setGoodsShelf, stockLedgerOf } from './goods-admin.service.ts';

/**
 * Operators' stock adjustments racing shoppers' orders (issue 14): a relative delta in one
 * conditional UPDATE never loses or invents a unit, whatever interleaving PGlite or PostgreSQL picks.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());


async function onShelfSku(stock: number) {
  const draft = goodsDraft();
  draft.skus = [{ ...draft.skus[0]!, stock }];
  draft.specs = [{ name: '颜色', values: ['星河银'] }];
  const created = await createGoods(app.ctx, testActor, draft);
  await setGoodsShelf(app.ctx, testActor, Number(created.id), true);
  return { goodsId: Number(created.id), skuId: Number(created.skus[0]!.id) };
}

async function buyers(n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const user = await newUser(app);
      await insertAddress(app, user.userId);
      return user;
    }),
  );
}

describe('stock adjustments racing orders', () => {
  it('never loses or invents a unit: stock = first + adjusted - sold, and the ledger sums to the change', async () => {
    const { goodsId, skuId } = await onShelfSku(20);
    const users = await buyers(30);
    const deltas = [15, -4, 7, -6, 3, -2, 10, -5];
    const [orders, adjustments] = await Promise.all([
      Promise.all(users.map((u) => submit(app, u.token, { productSpecsId: String(skuId) }))),
      Promise.all(
        deltas.map((delta) =>
          adjustStock(app.ctx, testActor, goodsId, skuId, { delta, reason: '盘点' }).then(
            (line) => ({ ok: true as const, line }),
            (err: { code: number }) => ({ ok: false as const, code: err.code }),
          ),
        ),
      ),
    ]);
    for (const o of orders) expect([0, ErrorCode.STOCK_SHORT]).toContain(o.code);
    for (const a of adjustments) if (!a.ok) expect(a.code).toBe(ErrorCode.STOCK_ADJUST_BELOW_ZERO);
    const adjusted = adjustments.reduce((sum, a) => sum + (a.ok ? a.line.delta : 0), 0);
    const sold = await piecesSold(app, skuId);
    expect(sold).toBe(orders.filter((o) => o.code === 0).length);
    expect(await stockOf(app, skuId)).toBe(20 + adjusted - sold);

    const ledger = await stockLedgerOf(app.ctx, goodsId, skuId);
    expect(ledger.reduce((sum, l) => sum + l.delta, 0)).toBe(20 + adjusted);
    for (const line of ledger) {
      expect(line.after).toBe(line.before + line.delta);
      expect(line.after).toBeGreaterThanOrEqual(0);
    }
  });

  it('a decrease racing orders for the last units leaves neither side below 0', async () => {
    const { goodsId, skuId } = await onShelfSku(5);
    const users = await buyers(5);
    const [orders, cut] = await Promise.all([
      Promise.all(users.map((u) => submit(app, u.token, { productSpecsId: String(skuId) }))),
      adjustStock(app.ctx, testActor, goodsId, skuId, { delta: -3, reason: '破损' }).then(
        () => 3,
        () => 0,
      ),
    ]);
    const sold = orders.filter((o) => o.code === 0).length;
    expect(sold + cut).toBeLessThanOrEqual(5);
    expect(await stockOf(app, skuId)).toBe(5 - sold - cut);
  });
});
