import { RIGHTS_PAGE_SIZE, type CouponCard, type UserRight } from '@emall/contract';
import { rightValueFen } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Paged } from '../../http/paged.ts';
import * as repo from './rights.repository.ts';
import { overlayCouponCard, toCouponCard, toUserRight, type UserPoolState } from './rights.view.ts';

/** How many coupons GET rights/ads advertises. */
const RIGHTS_ADS_LIMIT = 10;

/** Pools as every visitor sees them, in the order asked; unknown ids are left out. */
export async function couponCards(ctx: AppContext, poolIds: readonly number[]): Promise<CouponCard[]> {
  if (poolIds.length === 0) return [];
  const now = ctx.clock.now();
  const byId = new Map((await repo.findPools(ctx.db, poolIds)).map((p) => [p.id, p]));
  return poolIds.flatMap((id) => {
    const pool = byId.get(id);
    return pool ? [toCouponCard(pool, now)] : [];
  });
}

/** What one user holds of each pool, with the pool's stock now: two small queries, never cached. */
async function userPoolStates(ctx: AppContext, userId: number, poolIds: readonly number[]): Promise<Map<string, UserPoolState>> {
  const [pools, rights] = await Promise.all([repo.findPools(ctx.db, poolIds), repo.findUserRightsInPools(ctx.db, userId, poolIds)]);
  const states = new Map<string, UserPoolState>();
  for (const p of pools) states.set(String(p.id), { stockLeft: p.stockLeft, perUserLimit: p.perUserLimit, rights: [] });
  for (const r of rights) states.get(String(r.poolId))?.rights.push(r);
  return states;
}

/** Coupon cards with one user's button states (§4); cards are shared, so new objects are made. */
export async function withUserStates(ctx: AppContext, userId: number, cards: readonly CouponCard[]): Promise<CouponCard[]> {
  const states = await userPoolStates(ctx, userId, cards.map((c) => Number(c.cardId)));
  const now = ctx.clock.now();
  return cards.map((c) => overlayCouponCard(c, states.get(c.cardId), now));
}

export interface ListRightsInput {
  status?: number;
  rightsType?: number;
  categoryBusinessType?: number;
  pageNo?: number;
  pageSize?: number;
}

/** The user's rights, newest first, paged (pageNo 1 and pageSize 10 by default, §7). */
export async function listRights(ctx: AppContext, userId: number, input: ListRightsInput): Promise<Paged<UserRight>> {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? RIGHTS_PAGE_SIZE;
  const now = ctx.clock.now();
  const { rows, total } = await repo.listUserRights(
    ctx.db,
    userId,
    { status: input.status, rightsType: input.rightsType, goodsType: input.categoryBusinessType },
    now,
    { offset: (pageNo - 1) * pageSize, limit: pageSize },
  );
  return { pageNo, pageSize, totalNum: total, result: rows.map((r) => toUserRight(r, now)) };
}

/** Coupons open for claiming, biggest first; a logged-in user sees their own button states. */
export async function rightsAds(ctx: AppContext, userId: number | null, categoryBusinessType?: number): Promise<CouponCard[]> {
  const now = ctx.clock.now();
  const cards = (await repo.findAdvertisedPools(ctx.db, now, categoryBusinessType, RIGHTS_ADS_LIMIT)).map((p) => toCouponCard(p, now));
  return userId === null ? cards : withUserStates(ctx, userId, cards);
}

/**
 * The user's usable rights, best first: by what each takes off `amount` (only those whose
 * condition it meets), or by face value without one; then the one expiring first.
 */
export async function listAndSortRights(
  ctx: AppContext,
  userId: number,
  input: { amount?: number; categoryBusinessType?: number },
): Promise<UserRight[]> {
  const now = ctx.clock.now();
  const held = await repo.findUsableRights(ctx.db, userId, now, input.categoryBusinessType);
  return held
    .filter((h) => input.amount === undefined || input.amount >= h.pool.useConditionFen)
    .map((h) => ({ h, value: rightValueFen(h.pool, input.amount) }))
    .sort(
      (a, b) =>
        b.value - a.value ||
        a.h.right.expiresAt.getTime() - b.h.right.expiresAt.getTime() ||
        a.h.right.id - b.h.right.id,
    )
    .map(({ h }) => toUserRight(h, now));
}
