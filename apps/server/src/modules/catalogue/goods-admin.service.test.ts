import { BizType, CrowdfundStatus, ErrorCode, GoodsStatus, GoodsText, VirtualChildType, type AdminGoodsDetail, type GoodsSaveBody } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsIdOf } from '../../test/goods.ts';
import { goodsDraft, testActor } from '../../test/goods-admin.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedGoods } from '../../seed/catalogue.ts';
import { adjustStock, createGoods, goodsForAdmin, listGoodsForAdmin, setGoodsShelf, stockLedgerOf, updateGoods } from './goods-admin.service.ts';
import { goodsDetail } from '../goods/goods.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function refusal(write: Promise<unknown>): Promise<number> {
  try {
    await write;
    return 0;
  } catch (err) {
    return (err as { code: number }).code;
  }
}

/** The detail as the editor would send it back. */
function asBody(d: AdminGoodsDetail): GoodsSaveBody {
  const { id: _id, goodsType: _t, category: _c, onShelf: _o, updatedAt: _u, crowdfund: _f, skus, ...rest } = d;
  return { ...rest, skus: skus.map(({ specsName: _n, stock: _s, ...s }) => s) };
}

describe('creating and editing goods', () => {
  it('creates a boutique goods off the shelf, listed at its cheapest SKU, with its first stock in the ledger', async () => {
    const created = await createGoods(app.ctx, testActor, goodsDraft());
    expect(created).toMatchObject({ onShelf: false, category: '精品', goodsType: 1002, detailHtml: '<p>合金车身</p>' });
    expect(created.skus.map((s) => [s.specsName, s.stock])).toEqual([
      ['星河银', 10],
      ['曜石黑', 10],
    ]);
    const ledger = await stockLedgerOf(app.ctx, Number(created.id), Number(created.skus[0]!.id));
    expect(ledger).toMatchObject([{ delta: 10, before: 0, after: 10, reason: GoodsText.initialStockReason }]);
    const page = await listGoodsForAdmin(app.ctx, { keyword: '测试车模', pageNo: 1, pageSize: 20 });
    expect(page.result.find((r) => r.id === created.id)).toMatchObject({ price: 29_900, stock: 20, skuCount: 2, status: GoodsStatus.Sale, onShelf: false });
  });

  it('keeps only what the sanitiser allows of the rich-text detail', async () => {
    const html = '<p onclick="x()">好<script>alert(1)</script><img src="https://evil.example/t.gif"><img src="/media/a.webp"><a href="javascript:alert(1)">链接</a></p>';
    const created = await createGoods(app.ctx, testActor, goodsDraft({ detailHtml: html }));
    expect(created.detailHtml).toBe('<p>好<img src="/media/a.webp" /><a rel="noopener noreferrer nofollow" target="_blank">链接</a></p>');
  });

  it('refuses a SKU code another goods holds, writing nothing', async () => {
    const first = goodsDraft();
    await createGoods(app.ctx, testActor, first);
    const before = (await listGoodsForAdmin(app.ctx, { pageNo: 1, pageSize: 1 })).totalNum;
    const second = goodsDraft();
    second.skus[1]!.code = first.skus[0]!.code.toLowerCase();
    expect(await refusal(createGoods(app.ctx, testActor, second))).toBe(ErrorCode.SKU_CODE_DUPLICATE);
    expect((await listGoodsForAdmin(app.ctx, { pageNo: 1, pageSize: 1 })).totalNum).toBe(before);
  });

  it('edits a goods: prices and a new SKU; stored SKUs keep their stock and stay', async () => {
    const created = await createGoods(app.ctx, testActor, goodsDraft());
    const body = asBody(created);
    body.specs = [{ name: '颜色', values: ['星河银', '曜石黑', '冰川白'] }];
    body.skus[0]!.price = 19_900;
    body.skus.push({ code: `${body.skus[0]!.code}-W`, specValues: ['冰川白'], price: 49_900, productPrice: 49_900, eValue: 0, stock: 3 });
    const saved = await updateGoods(app.ctx, testActor, Number(created.id), body);
    expect(saved.skus.map((s) => [s.specsName, s.price, s.stock])).toEqual([
      ['星河银', 19_900, 10],
      ['曜石黑', 29_900, 10],
      ['冰川白', 49_900, 3],
    ]);
    const page = await listGoodsForAdmin(app.ctx, { keyword: created.id, pageNo: 1, pageSize: 5 });
    expect(page.result[0]).toMatchObject({ id: created.id, price: 19_900, stock: 23 });
    expect(await refusal(updateGoods(app.ctx, testActor, Number(created.id), { ...asBody(saved), skus: asBody(saved).skus.slice(1) }))).toBe(
      ErrorCode.SKU_REMOVE_NOT_ALLOWED,
    );
    expect(await refusal(updateGoods(app.ctx, testActor, Number(created.id), { ...asBody(saved), bizType: BizType.attachment }))).toBe(
      ErrorCode.GOODS_KIND_INVALID,
    );
  });

  it('sets the goods’ own no-reason window and exclusion; a save without them leaves them', async () => {
    const created = await createGoods(app.ctx, testActor, goodsDraft({ noReasonDays: 15, noReasonExcluded: true }));
    expect(created).toMatchObject({ noReasonDays: 15, noReasonExcluded: true });
    const { noReasonDays: _d, noReasonExcluded: _e, ...without } = asBody(created);
    expect(await updateGoods(app.ctx, testActor, Number(created.id), without)).toMatchObject({ noReasonDays: 15, noReasonExcluded: true });
    expect(await updateGoods(app.ctx, testActor, Number(created.id), { ...without, noReasonDays: null, noReasonExcluded: false })).toMatchObject({
      noReasonDays: null,
      noReasonExcluded: false,
    });
    expect((await createGoods(app.ctx, testActor, goodsDraft())).noReasonDays).toBeNull();
  });

  it('lets two SKUs of one goods swap their codes', async () => {
    const created = await createGoods(app.ctx, testActor, goodsDraft());
    const [a, b] = asBody(created).skus;
    const saved = await updateGoods(app.ctx, testActor, Number(created.id), { ...asBody(created), skus: [{ ...a!, code: b!.code }, { ...b!, code: a!.code }] });
    expect(saved.skus.map((s) => s.code)).toEqual([b!.code, a!.code]);
  });

  it('answers 40401 for a goods that does not exist', async () => {
    expect(await refusal(goodsForAdmin(app.ctx, 999_999))).toBe(ErrorCode.GOODS_NOT_FOUND);
    expect(await refusal(updateGoods(app.ctx, testActor, 999_999, goodsDraft()))).toBe(ErrorCode.GOODS_NOT_FOUND);
    expect(await refusal(setGoodsShelf(app.ctx, testActor, 999_999, true))).toBe(ErrorCode.GOODS_NOT_FOUND);
  });

  it('creates a virtual charging card with its face value, and an attachment with its fitting models', async () => {
    const card = await createGoods(
      app.ctx,
      testActor,
      goodsDraft({
        bizType: BizType.virtual,
        virtualType: VirtualChildType.charging,
        kindInfo: { ...goodsDraft().kindInfo, faceValue: 50_000, validDays: 365, useType: 1 },
      }),
    );
    expect(card).toMatchObject({ category: '虚拟', goodsType: 1005, virtualType: 9, kindInfo: { faceValue: 50_000, validDays: 365, useType: 1 } });
    const part = await createGoods(
      app.ctx,
      testActor,
      goodsDraft({ bizType: BizType.attachment, annexType: 'HomeCharging', kindInfo: { ...goodsDraft().kindInfo, fitModels: ['ES9'], installHours: 2 } }),
    );
    expect(part).toMatchObject({ category: '配件', annexType: 'HomeCharging', kindInfo: { fitModels: ['ES9'], installHours: 2 } });
  });
});

describe('seeded goods in the editor', () => {
  it('reads every seeded goods as one spec of its SKU names, and saves it back unchanged', async () => {
    for (const seeded of seedGoods.filter((g) => g.skus.length > 0 && g.bizType !== 2)) {
      const id = await goodsIdOf(app, seeded.key);
      const detail = await goodsForAdmin(app.ctx, id);
      expect(detail.specs, seeded.key).toEqual([{ name: GoodsText.defaultSpecName, values: seeded.skus.map((s) => s.specsName) }]);
      const saved = await updateGoods(app.ctx, testActor, id, asBody(detail));
      expect(saved.skus.map((s) => [s.specsName, s.price, s.stock]), seeded.key).toEqual(seeded.skus.map((s) => [s.specsName, s.priceFen, s.stock]));
      expect(saved.crowdfund === null, seeded.key).toBe(seeded.crowdfund === undefined);
    }
  });

  it('shows a crowdfund goods its campaign: number, status now, target and window', async () => {
    const seeded = seedGoods.find((g) => g.crowdfund && g.crowdfund.startInHours > 0)!;
    const detail = await goodsForAdmin(app.ctx, await goodsIdOf(app, seeded.key));
    const cf = detail.crowdfund!;
    expect(cf).toMatchObject({ statusNow: CrowdfundStatus.CrowdfundPreheat, targetType: seeded.crowdfund!.targetType, targetValue: seeded.crowdfund!.targetValue });
    expect(cf.crowdfundNo).not.toBe('');
    expect(Date.parse(cf.endAt) - Date.parse(cf.startAt)).toBe((seeded.crowdfund!.endInHours - seeded.crowdfund!.startInHours) * 3_600_000);
  });
});

describe('the shelf', () => {
  it('shows a goods in the shop once it is put on the shelf, and hides it when taken off', async () => {
    const created = await createGoods(app.ctx, testActor, goodsDraft());
    const id = Number(created.id);
    expect(await refusal(goodsDetail(app.ctx, id))).toBe(ErrorCode.GOODS_NOT_FOUND);
    await setGoodsShelf(app.ctx, testActor, id, true);
    expect((await goodsDetail(app.ctx, id)).detail).toMatchObject({ saleName: '曜川 测试车模 1:18', price: 29_900, stock: 20 });
    await setGoodsShelf(app.ctx, testActor, id, false);
    expect(await refusal(goodsDetail(app.ctx, id))).toBe(ErrorCode.GOODS_NOT_FOUND);
  });
});

describe('stock adjustments', () => {
  it('moves stock by a delta with its reason in the ledger; refuses going below 0 and writes nothing', async () => {
    const created = await createGoods(app.ctx, testActor, goodsDraft());
    const [goodsId, skuId] = [Number(created.id), Number(created.skus[0]!.id)];
    expect(await adjustStock(app.ctx, testActor, goodsId, skuId, { delta: 5, reason: '到货' })).toMatchObject({ delta: 5, before: 10, after: 15, reason: '到货' });
    expect(await refusal(adjustStock(app.ctx, testActor, goodsId, skuId, { delta: -16, reason: '盘亏' }))).toBe(ErrorCode.STOCK_ADJUST_BELOW_ZERO);
    expect(await refusal(adjustStock(app.ctx, testActor, goodsId, skuId, { delta: 0, reason: '无' }))).toBe(ErrorCode.STOCK_ADJUST_INVALID);
    expect(await refusal(adjustStock(app.ctx, testActor, goodsId, 999_999, { delta: 1, reason: '到货' }))).toBe(ErrorCode.SKU_NOT_FOUND);
    expect(await refusal(adjustStock(app.ctx, testActor, goodsId + 1, skuId, { delta: 1, reason: '到货' }))).toBe(ErrorCode.SKU_NOT_FOUND);
    const ledger = await stockLedgerOf(app.ctx, goodsId, skuId);
    expect(ledger.map((l) => l.delta)).toEqual([5, 10]);
    expect((await goodsForAdmin(app.ctx, goodsId)).skus[0]!.stock).toBe(15);
  });
});
