import type { Executor } from '../../db/client.ts';
import * as repo from './goods-brief.repository.ts';

/** The name and first picture of goods, on the shelf or not, by id (the console's crowdfunds and dashboard). */
export async function goodsBriefs(db: Executor, ids: readonly number[]): Promise<Map<number, repo.GoodsBrief>> {
  return new Map((await repo.findGoodsBriefs(db, ids)).map((g) => [g.id, g]));
}

/** Goods by name or id for a picker, newest first; an empty keyword lists the newest. */
export function searchGoodsBriefs(db: Executor, keyword: string, limit: number): Promise<repo.GoodsBrief[]> {
  return repo.searchGoodsBriefs(db, keyword.trim(), limit);
}
