import { bigint, index, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { goods } from '../catalogue/catalogue.table.ts';

/** Favourites (§3 Love, the heart): one row per user and goods it loves. */
export const goodsLoves = pgTable(
  'goods_loves',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_loves_user_goods_key').on(t.userId, t.goodsId),
    index('goods_loves_user_created_idx').on(t.userId, t.createdAt),
    index('goods_loves_goods_idx').on(t.goodsId),
  ],
);
