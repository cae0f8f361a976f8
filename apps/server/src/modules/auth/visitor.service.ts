import { randomBytes } from 'node:crypto';
import { ErrorCode, type VisitorToken } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './auth.repository.ts';
import { hashToken } from './auth.service.ts';

/** A visitor token lives a week (README, Decisions). */
const VISITOR_TTL_DAYS = 7;
/** Visitor tokens per client address per hour. */
export const VISITOR_HOURLY_CAP_PER_IP = 60;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface Visitor {
  visitorId: number;
}

/** A temporary visitor token (§6) for a guest's device; only its hash is stored. */
export async function issueVisitorToken(ctx: AppContext, clientIp: string): Promise<VisitorToken> {
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + VISITOR_TTL_DAYS * DAY_MS);
  const capped = await ctx.db.transaction(async (tx) => {
    await repo.lockClientIp(tx, clientIp);
    if ((await repo.countVisitorsForIpAfter(tx, clientIp, new Date(now.getTime() - HOUR_MS))) >= VISITOR_HOURLY_CAP_PER_IP) {
      return true;
    }
    await repo.insertVisitorSession(tx, { tokenHash: hashToken(token), clientIp, createdAt: now, expiresAt });
    return false;
  });
  if (capped) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
  return { vToken: token, expiresAt: expiresAt.toISOString() };
}

/** The live visitor behind a token, or null. */
export async function findVisitor(ctx: AppContext, token: string): Promise<Visitor | null> {
  if (!token || token.length > 256) return null;
  return (await repo.findLiveVisitor(ctx.db, hashToken(token), ctx.clock.now())) ?? null;
}
