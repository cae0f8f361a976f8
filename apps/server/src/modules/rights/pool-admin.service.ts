import {
  ADMIN_PAGE_SIZE,
  ErrorCode,
  MarketingAuditAction,
  MarketingAuditTarget,
  RightsPoolKind,
  type AdminPool,
  type AdminPoolBody,
  type AdminPoolPage,
  type AdminPoolQuery,
  type CardType,
} from '@emall/contract';
import { judgePoolEdit, normalisePoolTerms, poolStatusAt, rightsTypeOf, type PoolTerms } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, orThrow } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { goodsBriefs } from '../catalogue/goods-brief.service.ts';
import * as admin from './pool-admin.repository.ts';
import type { PoolRow } from './rights.repository.ts';


type GoodsBriefs = Awaited<ReturnType<typeof goodsBriefs>>;

/** The goods the pools are limited to, named, in one query. */
function briefsOf(db: Executor, pools: readonly PoolRow[]): Promise<GoodsBriefs> {
  return goodsBriefs(db, pools.flatMap((p) => p.goodsIds));
}

/** A pool as the console shows it, with counts taken from the claims. */
function toAdminPool(pool: PoolRow, counts: admin.PoolCounts | undefined, now: Date, briefs: GoodsBriefs): AdminPool {
  return {
    id: String(pool.id),
    kind: pool.kind as RightsPoolKind,
    marketingNo: pool.marketingNo,
    poolName: pool.poolName,
    cardName: pool.cardName,
    cardType: pool.cardType as CardType,
    eachReductionFen: pool.eachReductionFen,
    discountRatio: pool.discountRatio,
    useConditionFen: pool.useConditionFen,
    goodsType: pool.goodsType as AdminPool['goodsType'],
    goodsIds: pool.goodsIds.map(String),
    goods: pool.goodsIds.flatMap((id) => {
      const g = briefs.get(id);
      return g ? [{ id: String(g.id), name: g.name, picture: g.picture, onShelf: g.onShelf }] : [];
    }),
    validFrom: pool.validFrom.toISOString(),
    validTo: pool.validTo.toISOString(),
    validDaysAfterClaim: pool.validDaysAfterClaim,
    stockTotal: pool.stockTotal,
    stockLeft: pool.stockLeft,
    claimedCount: counts?.claimed ?? 0,
    usedCount: counts?.used ?? 0,
    perUserLimit: pool.perUserLimit,
    eprice: pool.eprice,
    desc: pool.desc,
    useJumpUrl: pool.useJumpUrl,
    advertise: pool.advertise,
    claimStopped: pool.claimStopped,
    status: poolStatusAt(pool, now),
    createdAt: pool.createdAt.toISOString(),
  };
}

/** The console's pool list: search, filters, newest first, with claimed and used counts. */
export async function listAdminPools(ctx: AppContext, query: AdminPoolQuery): Promise<AdminPoolPage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const now = ctx.clock.now();
  const { rows, total } = await admin.listPools(ctx.db, query, now, { offset: (pageNo - 1) * pageSize, limit: pageSize });
  const counts = await admin.countPoolRights(ctx.db, rows.map((r) => r.id));
  const briefs = await briefsOf(ctx.db, rows);
  return { pageNo, pageSize, totalNum: total, result: rows.map((r) => toAdminPool(r, counts.get(r.id), now, briefs)) };
}

export async function getAdminPool(ctx: AppContext, poolId: number): Promise<AdminPool> {
  const [found] = await ctx.db.transaction(async (tx) => {
    const pool = await admin.lockPool(tx, poolId);
    return pool ? [{ pool, counts: (await admin.countPoolRights(tx, [poolId])).get(poolId), briefs: await briefsOf(tx, [pool]) }] : [];
  });
  if (!found) throw new AppError(ErrorCode.POOL_NOT_FOUND);
  return toAdminPool(found.pool, found.counts, ctx.clock.now(), found.briefs);
}

function termsOf(body: AdminPoolBody): PoolTerms {
  return {
    kind: body.kind,
    marketingNo: body.marketingNo,
    cardType: body.cardType,
    eachReductionFen: body.eachReductionFen,
    discountRatio: body.discountRatio,
    useConditionFen: body.useConditionFen,
    goodsType: body.goodsType,
    goodsIds: (body.goodsIds ?? []).map(Number),
    validFrom: new Date(body.validFrom),
    validTo: new Date(body.validTo),
    validDaysAfterClaim: body.validDaysAfterClaim,
    stockTotal: body.stockTotal,
    perUserLimit: body.perUserLimit,
    eprice: body.eprice,
  };
}

function termsOfRow(pool: PoolRow): PoolTerms {
  return { ...pool, kind: pool.kind as RightsPoolKind, cardType: pool.cardType as CardType };
}

/** The row's columns from judged terms and the body's display fields. */
function columnsOf(terms: PoolTerms, body: AdminPoolBody): admin.PoolEdit {
  return {
    kind: terms.kind,
    marketingNo: terms.marketingNo,
    poolName: body.poolName.trim(),
    cardName: body.cardName.trim(),
    cardType: terms.cardType,
    rightsType: rightsTypeOf(terms.cardType),
    eachReductionFen: terms.eachReductionFen,
    discountRatio: terms.discountRatio,
    useConditionFen: terms.useConditionFen,
    goodsType: terms.goodsType,
    goodsIds: [...terms.goodsIds],
    validFrom: terms.validFrom,
    validTo: terms.validTo,
    validDaysAfterClaim: terms.validDaysAfterClaim,
    perUserLimit: terms.perUserLimit,
    eprice: terms.eprice,
    desc: body.desc.trim(),
    useJumpUrl: body.useJumpUrl.trim(),
    advertise: body.advertise,
  };
}

/** The goods a pool is limited to must all exist (on the shelf or not): 40401 otherwise, as a crowdfund's goods. */
async function requireGoods(tx: Executor, goodsIds: readonly number[]): Promise<GoodsBriefs> {
  const briefs = await goodsBriefs(tx, goodsIds);
  if (goodsIds.some((id) => !briefs.has(id))) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  return briefs;
}

/** Creates a pool; it is claimable in the shop once a page shows it and its window opens. */
export async function createPool(ctx: AppContext, actor: AuditActor, body: AdminPoolBody): Promise<AdminPool> {
  const terms = orThrow(normalisePoolTerms(termsOf(body)));
  const now = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    const briefs = await requireGoods(tx, terms.goodsIds);
    const pool = await admin.insertPool(tx, { ...columnsOf(terms, body), stockTotal: terms.stockTotal, stockLeft: terms.stockTotal });
    const view = toAdminPool(pool, undefined, now, briefs);
    await recordAudit(tx, { actor, at: now, action: MarketingAuditAction.poolCreate, targetType: MarketingAuditTarget.pool, targetId: pool.id, after: view });
    return view;
  });
  return created;
}

/**
 * Edits a pool under its row lock (claims queue behind it), judged by the domain against what was
 * claimed; the stock moves relative to what claims left, in the update itself.
 */
export async function updatePool(ctx: AppContext, actor: AuditActor, poolId: number, body: AdminPoolBody): Promise<AdminPool> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await admin.lockPool(tx, poolId);
    if (!current) throw new AppError(ErrorCode.POOL_NOT_FOUND);
    const counts = (await admin.countPoolRights(tx, [poolId])).get(poolId);
    const terms = orThrow(judgePoolEdit(termsOfRow(current), counts?.claimed ?? 0, termsOf(body)));
    const briefs = await requireGoods(tx, [...new Set([...terms.goodsIds, ...current.goodsIds])]);
    const updated = await admin.updatePool(tx, poolId, columnsOf(terms, body), terms.stockTotal);
    if (!updated) throw new AppError(ErrorCode.POOL_STOCK_BELOW_CLAIMED);
    const before = toAdminPool(current, counts, now, briefs);
    const after = toAdminPool(updated, counts, now, briefs);
    await recordAudit(tx, { actor, at: now, action: MarketingAuditAction.poolUpdate, targetType: MarketingAuditTarget.pool, targetId: poolId, before, after });
    return after;
  });
}

/** Stops or starts claiming (and exchanging); asking for the state it is in changes nothing and records nothing. */
export async function setPoolClaiming(ctx: AppContext, actor: AuditActor, poolId: number, claimStopped: boolean): Promise<AdminPool> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await admin.lockPool(tx, poolId);
    if (!current) throw new AppError(ErrorCode.POOL_NOT_FOUND);
    const counts = (await admin.countPoolRights(tx, [poolId])).get(poolId);
    const briefs = await briefsOf(tx, [current]);
    const before = toAdminPool(current, counts, now, briefs);
    if (current.claimStopped === claimStopped) return before;
    const updated = (await admin.setClaimStopped(tx, poolId, claimStopped))!;
    const after = toAdminPool(updated, counts, now, briefs);
    const action = claimStopped ? MarketingAuditAction.poolStop : MarketingAuditAction.poolStart;
    await recordAudit(tx, { actor, at: now, action, targetType: MarketingAuditTarget.pool, targetId: poolId, before, after });
    return after;
  });
}
