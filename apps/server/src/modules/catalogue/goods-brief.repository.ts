import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsText } from '../../db/like.ts';
import { goods } from './catalogue.table.ts';

export interface GoodsBrief {
  id: number;
  name: string;
  /** The first picture, or ''. */
  picture: string;
  onShelf: boolean;
}

const brief = { id: goods.id, name: goods.name, picture: sql<string>`coalesce(${goods.pictures}->>0, '')`, onShelf: goods.onShelf };

/** Goods whose name contains `keyword`, or whose id it is; newest first. */
export function searchGoodsBriefs(db: Executor, keyword: string, limit: number): Promise<GoodsBrief[]> {
  const byName = containsText(goods.name, keyword);
  const where = /^\d{1,15}$/.test(keyword) ? or(byName, eq(goods.id, Number(keyword))) : byName;
  return db.select(brief).from(goods).where(where).orderBy(desc(goods.id)).limit(limit);
}

/** Goods by id whatever their shelf state: what the console names them by. */
export function findGoodsBriefs(db: Executor, ids: readonly number[]): Promise<GoodsBrief[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(brief)
    .from(goods)
    .where(inArray(goods.id, [...new Set(ids)]));
}
