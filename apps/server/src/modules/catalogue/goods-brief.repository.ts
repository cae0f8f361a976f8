import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { goods } from './catalogue.table.ts';

export interface GoodsBrief {
  id: number;
  name: string;
  /** The first picture, or ''. */
  picture: string;
  onShelf: boolean;
}

const brief = { id: goods.id, name: goods.name, picture: sql<string>`coalesce(${goods.pictures}->>0, '')`, onShelf: goods.onShelf };

/** Goods by id whatever their shelf state: what the console names them by. */
export function findGoodsBriefs(db: Executor, ids: readonly number[]): Promise<GoodsBrief[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(brief)
    .from(goods)
    .where(inArray(goods.id, [...new Set(ids)]));
}
