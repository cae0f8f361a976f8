import {
  ADMIN_PAGE_SIZE,
  ErrorCode,
  JobName,
  MarketingAuditAction,
  MarketingAuditTarget,
  type AdminCrowdfund,
  type AdminCrowdfundBody,
  type AdminCrowdfundCreateBody,
  type AdminCrowdfundPage,
  type AdminCrowdfundQuery,
  type AdminGoodsOption,
} from '@emall/contract';
import { crowdfundStatusAt, judgeCrowdfundEdit, judgeNewCrowdfund, type CrowdfundTerms } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, orThrow } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import {
  listCrowdfunds,
  liveCrowdfundOf,
  lockCrowdfund,
  openCrowdfund,
  updateCrowdfundTerms,
  type CrowdfundListRow,
  type LiveCrowdfundListRow,
} from '../catalogue/crowdfunds.service.ts';
import type { CrowdfundRow } from '../catalogue/catalogue.service.ts';
import { endCrowdfundNow } from './crowdfund-settlement.service.ts';
import { goodsBriefs, searchGoodsBriefs } from '../catalogue/goods-brief.service.ts';
import * as repo from './crowdfund.repository.ts';


/** A crowdfund with its live progress: base and paid orders (issue 19), the status now, the reservations. */
function toAdminCrowdfund(row: LiveCrowdfundListRow, reservedCount: number, now: Date): AdminCrowdfund {
  const cf = row.crowdfund;
  return {
    crowdfundNo: cf.crowdfundNo,
    goodsId: String(cf.goodsId),
    goodsName: row.goodsName,
    goodsPicture: row.goodsPicture,
    status: cf.status as AdminCrowdfund['status'],
    statusNow: crowdfundStatusAt(cf, now.getTime()),
    targetType: cf.targetType as AdminCrowdfund['targetType'],
    targetValue: cf.targetValue,
    startAt: cf.startAt.toISOString(),
    endAt: cf.endAt.toISOString(),
    supportPersonCount: cf.totalJoinPeople,
    realityJoinPeople: cf.realityJoinPeople,
    currentAmountFen: cf.currentAmountFen,
    currentQuantity: cf.currentQuantity,
    progressPercent: cf.progress,
    reservedCount,
    outcome: cf.outcome,
    settledAt: cf.settledAt?.toISOString() ?? null,
  };
}

/** The crowdfund of `row` as it stands in `db` now: its live figures read again (inside an edit, after the row lock). */
async function viewOf(db: Executor, row: CrowdfundListRow, now: Date): Promise<AdminCrowdfund> {
  const [live, reserved] = await Promise.all([
    liveCrowdfundOf(db, row.crowdfund.goodsId),
    repo.countActiveReservationsOf(db, [row.crowdfund.crowdfundNo]),
  ]);
  return toAdminCrowdfund({ ...row, crowdfund: live! }, reserved.get(row.crowdfund.crowdfundNo) ?? 0, now);
}

/** The console's crowdfund list: search, the status now, with progress and reservations. */
export async function listAdminCrowdfunds(ctx: AppContext, query: AdminCrowdfundQuery): Promise<AdminCrowdfundPage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const now = ctx.clock.now();
  const { rows, total } = await listCrowdfunds(ctx.db, { keyword: query.keyword, statusNow: query.status }, now, {
    offset: (pageNo - 1) * pageSize,
    limit: pageSize,
  });
  const reserved = await repo.countActiveReservationsOf(ctx.db, rows.map((r) => r.crowdfund.crowdfundNo));
  return { pageNo, pageSize, totalNum: total, result: rows.map((r) => toAdminCrowdfund(r, reserved.get(r.crowdfund.crowdfundNo) ?? 0, now)) };
}

function termsOf(body: AdminCrowdfundBody): CrowdfundTerms {
  return {
    status: body.status,
    targetType: body.targetType,
    targetValue: body.targetValue,
    startAt: new Date(body.startAt),
    endAt: new Date(body.endAt),
  };
}

/** Opens a crowdfund on a goods (on the shelf or not yet); one per goods. */
export async function createCrowdfund(ctx: AppContext, actor: AuditActor, body: AdminCrowdfundCreateBody): Promise<AdminCrowdfund> {
  const terms = orThrow(judgeNewCrowdfund(termsOf(body)));
  const goodsId = Number(body.goodsId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const brief = (await goodsBriefs(tx, [goodsId])).get(goodsId);
    if (!brief) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
    const crowdfund = await openCrowdfund(tx, goodsId, terms);
    if (!crowdfund) throw new AppError(ErrorCode.CROWDFUND_GOODS_TAKEN);
    const view = await viewOf(tx, { crowdfund, goodsName: brief.name, goodsPicture: brief.picture }, now);
    await recordAudit(tx, {
      actor,
      at: now,
      action: MarketingAuditAction.crowdfundCreate,
      targetType: MarketingAuditTarget.crowdfund,
      targetId: crowdfund.crowdfundNo,
      after: view,
    });
    return view;
  });
}

/** Edits a crowdfund under its row lock, judged by the domain against where it stands now. */
export async function updateCrowdfund(ctx: AppContext, actor: AuditActor, goodsId: number, body: AdminCrowdfundBody): Promise<AdminCrowdfund> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockCrowdfund(tx, goodsId);
    if (!current) throw new AppError(ErrorCode.CROWDFUND_NOT_FOUND);
    const terms = orThrow(judgeCrowdfundEdit(current.crowdfund, termsOf(body), now.getTime()));
    const before = await viewOf(tx, current, now);
    const updated = await updateCrowdfundTerms(tx, goodsId, terms);
    const after = await viewOf(tx, { ...current, crowdfund: updated }, now);
    await recordAudit(tx, {
      actor,
      at: now,
      action: MarketingAuditAction.crowdfundUpdate,
      targetType: MarketingAuditTarget.crowdfund,
      targetId: updated.crowdfundNo,
      before,
      after,
    });
    return after;
  });
}

/**
 * 结束众筹 (issue 19): a running crowdfund ends now, one past its end is settled now rather than on
 * the job's next tick; its outcome is the domain's rule on the figures, audited with the end. The
 * refunds are the settlement job's, asked for a pass at once: the call answers the crowdfund 结算中
 * (outcome set, settledAt null) however many supporters it has. A repeat (or a call after the job
 * settled it) changes nothing and answers the crowdfund as it stands: the audit row is written by
 * the call that decided. One not started (draft, preheat) 40181; unknown 40408.
 */
export async function endCrowdfund(ctx: AppContext, actor: AuditActor, goodsId: number): Promise<AdminCrowdfund> {
  const recordEnd = async (tx: Executor, before: CrowdfundRow, after: CrowdfundRow) => {
    const now = ctx.clock.now();
    const current = (await lockCrowdfund(tx, goodsId))!;
    await recordAudit(tx, {
      actor,
      at: now,
      action: MarketingAuditAction.crowdfundEnd,
      targetType: MarketingAuditTarget.crowdfund,
      targetId: after.crowdfundNo,
      before: await viewOf(tx, { ...current, crowdfund: before }, now),
      after: await viewOf(tx, { ...current, crowdfund: after }, now),
    });
  };
  await endCrowdfundNow(ctx, goodsId, recordEnd);
  const row = (await lockFreeRowOf(ctx, goodsId))!;
  if (row.crowdfund.settledAt === null && !(await ctx.jobs.runNow(JobName.crowdfundSettle))) {
    ctx.log.warn({ goodsId }, 'the job queue is not running yet: the crowdfund is settled on its first tick');
  }
  return viewOf(ctx.db, row, ctx.clock.now());
}

/** A crowdfund and its goods' name, its row lock held only by a transaction of its own. */
function lockFreeRowOf(ctx: AppContext, goodsId: number): Promise<CrowdfundListRow | undefined> {
  return ctx.db.transaction((tx) => lockCrowdfund(tx, goodsId));
}

/** One crowdfund with its live figures, outcome and settlement (the console's detail page); unknown 40408. */
export async function adminCrowdfund(ctx: AppContext, goodsId: number): Promise<AdminCrowdfund> {
  const row = await lockFreeRowOf(ctx, goodsId);
  if (!row) throw new AppError(ErrorCode.CROWDFUND_NOT_FOUND);
  return viewOf(ctx.db, row, ctx.clock.now());
}

const GOODS_OPTIONS_LIMIT = 20;

/** Goods the crowdfund form may pick, by name or id. */
export async function goodsOptions(ctx: AppContext, keyword: string): Promise<AdminGoodsOption[]> {
  const found = await searchGoodsBriefs(ctx.db, keyword, GOODS_OPTIONS_LIMIT);
  return found.map((g) => ({ id: String(g.id), name: g.name, picture: g.picture, onShelf: g.onShelf }));
}
