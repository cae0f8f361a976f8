import { crowdfundNoOf } from '@emall/domain';
import type { Executor } from '../../db/client.ts';
import type { CrowdfundRow } from './catalogue.repository.ts';
import { findLiveCrowdfundOfGoods, isOrderAwaitingCrowdfund, type LiveCrowdfund } from './crowdfund-raised.repository.ts';
import * as repo from './crowdfunds.repository.ts';

/**
 * The crowdfund campaigns as the console runs them: the catalogue owns their table, so the console's
 * crowdfund service (modules/crowdfund) lists, creates and edits them through these steps, each in
 * the caller's transaction. The rules of what may change are the domain's (judgeCrowdfundEdit).
 */
export type { CrowdfundListRow, LiveCrowdfundListRow } from './crowdfunds.repository.ts';

export interface CrowdfundTermsRow {
  status: number;
  targetType: number;
  targetValue: number;
  startAt: Date;
  endAt: Date;
}

export function listCrowdfunds(
  db: Executor,
  filter: { keyword?: string; statusNow?: number },
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: repo.LiveCrowdfundListRow[]; total: number }> {
  return repo.listCrowdfunds(db, filter, now, page);
}

/** A goods' crowdfund with the figures its base and orders add up to now (issue 19). */
export function liveCrowdfundOf(db: Executor, goodsId: number): Promise<LiveCrowdfund | undefined> {
  return findLiveCrowdfundOfGoods(db, goodsId);
}

/** A crowdfund with its goods' name, locked until the caller's transaction ends. */
export function lockCrowdfund(tx: Executor, goodsId: number): Promise<repo.CrowdfundListRow | undefined> {
  return repo.lockCrowdfund(tx, goodsId);
}

/**
 * Opens a crowdfund on a goods (one per goods) and makes it a crowdfunding goods; undefined when
 * the goods already has one. Progress starts at nothing.
 */
export async function openCrowdfund(tx: Executor, goodsId: number, terms: CrowdfundTermsRow): Promise<CrowdfundRow | undefined> {
  const row = await repo.insertCrowdfund(tx, { goodsId, crowdfundNo: crowdfundNoOf(goodsId), ...terms });
  if (row) await repo.markCrowdfundGoods(tx, goodsId);
  return row;
}

export function updateCrowdfundTerms(tx: Executor, goodsId: number, terms: CrowdfundTermsRow): Promise<CrowdfundRow> {
  return repo.updateCrowdfund(tx, goodsId, terms);
}

/** Crowdfunds (their goods) past their end and not settled yet, the longest ended first (issue 19). */
export function crowdfundsToSettle(db: Executor, now: Date): Promise<number[]> {
  return repo.findCrowdfundsToSettle(db, now);
}

/** Records a crowdfund's outcome and its end, once (under the caller's row lock); undefined when one is recorded already. */
export function recordCrowdfundOutcome(tx: Executor, goodsId: number, outcome: number, endAt: Date): Promise<CrowdfundRow | undefined> {
  return repo.recordOutcome(tx, goodsId, outcome, endAt);
}

/** Marks a crowdfund settled, last and once; undefined when it was already. */
export function markCrowdfundSettled(tx: Executor, goodsId: number, now: Date): Promise<CrowdfundRow | undefined> {
  return repo.markSettled(tx, goodsId, now);
}

/** The warehouse's crowdfund hold (app.ts): an order supporting a crowdfund ships only once it succeeded (issue 19). */
export function awaitsCrowdfundOutcome(db: Executor, orderId: number): Promise<boolean> {
  return isOrderAwaitingCrowdfund(db, orderId);
}
