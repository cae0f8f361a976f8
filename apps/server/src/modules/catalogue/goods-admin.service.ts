import {
  EditableGoodsKind,
  ErrorCode,
  GoodsAuditAction,
  GoodsAuditTarget,
  GoodsStatus,
  GoodsText,
  type AdminGoodsDetail,
  type AdminGoodsPage,
  type AdminGoodsQuery,
  type GoodsPictureUploaded,
  type GoodsSaveBody,
  type StockAdjustBody,
  type StockLedgerEntry,
} from '@emall/contract';
import { checkGoodsDraft, checkStockDelta, type CheckedGoods, type CheckedSku } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, orThrow } from '../../http/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { storeCataloguePicture } from '../files/files.service.ts';
import * as repo from './goods-admin.repository.ts';
import { toAdminGoodsDetail, toAdminGoodsRow, toKindRow, toLedgerEntry } from './goods-admin.view.ts';

/** Who makes a console write, for its audit row and ledger line. */
type GoodsActor = AuditActor;

const LEDGER_PAGE = 50;

/** The console's goods list: search, filters and a page, newest change first. */
export async function listGoodsForAdmin(ctx: AppContext, q: AdminGoodsQuery): Promise<AdminGoodsPage> {
  const { rows, totalNum } = await repo.findGoodsPage(ctx.db, {
    keyword: q.keyword,
    bizType: q.bizType,
    inStock: q.status === undefined ? undefined : q.status === GoodsStatus.Sale,
    onShelf: q.onShelf,
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  return { pageNo: q.pageNo, pageSize: q.pageSize, totalNum, result: rows.map((r) => toAdminGoodsRow(r.goods, r.stock, r.skuCount)) };
}

async function requireForEdit(db: Executor, id: number, lock = false): Promise<repo.GoodsForEdit> {
  const found = await repo.findGoodsForEdit(db, id, lock);
  if (!found) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  return found;
}

/** A goods as the editor holds it, on the shelf or not; unknown: 40401. */
export async function goodsForAdmin(ctx: AppContext, id: number): Promise<AdminGoodsDetail> {
  return toAdminGoodsDetail(await requireForEdit(ctx.db, id), ctx.clock.now());
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Runs a write; a SKU code another writer took between the check and the insert reads as a repeat (the unique key decides). */
async function withCodeRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.SKU_CODE_DUPLICATE);
    throw err;
  }
}

function goodsFields(body: GoodsSaveBody, checked: CheckedGoods, now: Date) {
  const kind = EditableGoodsKind[body.bizType];
  return {
    bizType: body.bizType,
    goodsType: kind.goodsType,
    virtualType: body.virtualType,
    annexType: body.annexType,
    category: kind.category,
    name: body.name.trim(),
    saleName: body.saleName.trim(),
    description: body.description,
    detailHtml: sanitizeRichText(body.detailHtml),
    pictures: body.pictures,
    detailPictures: body.detailPictures,
    tags: body.tags,
    specs: body.specs,
    priceFen: checked.priceFen,
    productPriceFen: checked.productPriceFen,
    eValue: checked.eValue,
    deductType: body.deductType,
    deductAmountFen: body.deductAmount,
    userLimitFlag: body.userLimitFlag,
    userLimit: checked.userLimit,
    buyerType: body.buyerType,
    whitelist: body.whitelist,
    preSale: body.preSale,
    installType: body.installType,
    costFree: body.costFree,
    ...(body.noReasonDays === undefined ? {} : { noReasonDays: body.noReasonDays }),
    ...(body.noReasonExcluded === undefined ? {} : { noReasonExcluded: body.noReasonExcluded }),
    ...(body.warrantyMonths === undefined ? {} : { warrantyMonths: body.warrantyMonths }),
    ...(body.warrantyCover === undefined ? {} : { warrantyCover: body.warrantyCover.trim() }),
    updatedAt: now,
  };
}

function skuFacts(s: CheckedSku, fallbackPicture: string, sort: number) {
  return {
    code: s.code,
    specsName: s.specsName,
    specValues: s.specValues,
    pictureUrl: s.pictureUrl || fallbackPicture,
    priceFen: s.price,
    productPriceFen: s.productPrice,
    eValue: s.eValue,
    sort,
  };
}

async function assertCodesFree(tx: Executor, skus: readonly CheckedSku[], goodsId: number | null): Promise<void> {
  const taken = await repo.findCodesTakenElsewhere(
    tx,
    skus.map((s) => s.code),
    goodsId,
  );
  if (taken.length > 0) throw new AppError(ErrorCode.SKU_CODE_DUPLICATE);
}

/** A new SKU with its first stock, which the ledger records like any other change. */
async function addSku(tx: Executor, actor: GoodsActor, goodsId: number, s: CheckedSku, picture: string, sort: number, now: Date) {
  const row = await repo.insertSku(tx, { goodsId, ...skuFacts(s, picture, sort), stock: s.stock ?? 0 });
  if (row.stock > 0) {
    await repo.insertLedger(tx, {
      skuId: row.id,
      delta: row.stock,
      before: 0,
      after: row.stock,
      reason: GoodsText.initialStockReason,
      operatorId: actor.operatorId,
      at: now,
    });
  }
}

/** Creates a goods, off the shelf until an operator puts it on; one audit row. Answers it as the editor shows it. */
export async function createGoods(ctx: AppContext, actor: GoodsActor, body: GoodsSaveBody): Promise<AdminGoodsDetail> {
  const checked = orThrow(checkGoodsDraft(body));
  const now = ctx.clock.now();
  return withCodeRace(() =>
    ctx.db.transaction(async (tx) => {
      await assertCodesFree(tx, checked.skus, null);
      const id = await repo.insertGoods(tx, { ...goodsFields(body, checked, now), onShelf: false, createdAt: now });
      await repo.upsertKindInfo(tx, toKindRow(id, body.kindInfo));
      for (const [i, s] of checked.skus.entries()) await addSku(tx, actor, id, s, body.pictures[0]!, i, now);
      const after = toAdminGoodsDetail(await requireForEdit(tx, id), now);
      await recordAudit(tx, { actor, at: now, action: GoodsAuditAction.create, targetType: GoodsAuditTarget.goods, targetId: id, before: null, after });
      return after;
    }),
  );
}

/**
 * Saves the editor's goods over the stored one, holding its row: facts, kind info, SKUs (new ones
 * with their first stock; existing ones keep theirs, which only adjustments and orders move).
 * Its kind stays what it was created as. One audit row with the goods before and after.
 */
export async function updateGoods(ctx: AppContext, actor: GoodsActor, id: number, body: GoodsSaveBody): Promise<AdminGoodsDetail> {
  const now = ctx.clock.now();
  return withCodeRace(() =>
    ctx.db.transaction(async (tx) => {
      const stored = await requireForEdit(tx, id, true);
      if (stored.goods.bizType !== body.bizType) throw new AppError(ErrorCode.GOODS_KIND_INVALID);
      const checked = orThrow(checkGoodsDraft(body, stored.skus.map((s) => String(s.id))));
      await assertCodesFree(tx, checked.skus, id);
      const before = toAdminGoodsDetail(stored, now);
      await repo.updateGoods(tx, id, goodsFields(body, checked, now));
      await repo.upsertKindInfo(tx, toKindRow(id, body.kindInfo));
      // Codes move between SKUs of one goods: clear them first so the unique key sees no passing clash.
      for (const s of stored.skus) await repo.updateSkuFacts(tx, s.id, { code: null });
      for (const [i, s] of checked.skus.entries()) {
        if (s.id === undefined) await addSku(tx, actor, id, s, body.pictures[0]!, i, now);
        else await repo.updateSkuFacts(tx, Number(s.id), skuFacts(s, body.pictures[0]!, i));
      }
      const after = toAdminGoodsDetail(await requireForEdit(tx, id), now);
      await recordAudit(tx, { actor, at: now, action: GoodsAuditAction.update, targetType: GoodsAuditTarget.goods, targetId: id, before, after });
      return after;
    }),
  );
}

/** Puts a goods on or off the shelf (off-shelf goods are not found in the shop); one audit row. */
export async function setGoodsShelf(ctx: AppContext, actor: GoodsActor, id: number, onShelf: boolean): Promise<AdminGoodsDetail> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const stored = await requireForEdit(tx, id, true);
    await repo.updateGoods(tx, id, { onShelf, updatedAt: now });
    const after = { ...toAdminGoodsDetail(stored, now), onShelf, updatedAt: now.toISOString() };
    await recordAudit(tx, {
      actor,
      at: now,
      action: onShelf ? GoodsAuditAction.shelfOn : GoodsAuditAction.shelfOff,
      targetType: GoodsAuditTarget.goods,
      targetId: id,
      before: { onShelf: stored.goods.onShelf },
      after: { onShelf },
    });
    return after;
  });
}

/**
 * Moves a SKU's stock by a relative delta with its reason: one conditional UPDATE (never a total
 * written over what orders took meanwhile), its ledger line and its audit row in one transaction.
 * Too little stock for a negative delta: 40162, nothing written.
 */
export async function adjustStock(ctx: AppContext, actor: GoodsActor, goodsId: number, skuId: number, body: StockAdjustBody): Promise<StockLedgerEntry> {
  const delta = orThrow(checkStockDelta(body.delta));
  const reason = body.reason.trim();
  if (!reason) throw new AppError(ErrorCode.BAD_REQUEST);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const moved = await repo.addToStock(tx, goodsId, skuId, delta);
    if (!moved) {
      if (!(await repo.findSku(tx, goodsId, skuId))) throw new AppError(ErrorCode.SKU_NOT_FOUND);
      throw new AppError(ErrorCode.STOCK_ADJUST_BELOW_ZERO);
    }
    const line = await repo.insertLedger(tx, { skuId, delta, ...moved, reason, operatorId: actor.operatorId, at: now });
    await recordAudit(tx, {
      actor,
      at: now,
      action: GoodsAuditAction.adjustStock,
      targetType: GoodsAuditTarget.sku,
      targetId: skuId,
      before: { stock: moved.before },
      after: { stock: moved.after, delta, reason },
    });
    return toLedgerEntry(line);
  });
}

/** A SKU's stock ledger, newest first; a SKU not of that goods: 40410. */
export async function stockLedgerOf(ctx: AppContext, goodsId: number, skuId: number): Promise<StockLedgerEntry[]> {
  if (!(await repo.findSku(ctx.db, goodsId, skuId))) throw new AppError(ErrorCode.SKU_NOT_FOUND);
  return (await repo.findLedger(ctx.db, skuId, LEDGER_PAGE)).map(toLedgerEntry);
}

/** Stores an operator's goods picture (WebP, at most 1080 px wide) with its audit row. */
export async function uploadGoodsPicture(ctx: AppContext, actor: GoodsActor, data: Buffer): Promise<GoodsPictureUploaded> {
  const at = ctx.clock.now();
  const stored = await storeCataloguePicture(ctx, data, (tx, file) =>
    recordAudit(tx, { actor, at, action: GoodsAuditAction.uploadPicture, targetType: GoodsAuditTarget.picture, targetId: file.url, before: null, after: file }),
  );
  return { url: stored.url, width: stored.width, height: stored.height };
}
