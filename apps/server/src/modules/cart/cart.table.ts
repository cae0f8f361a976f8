import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { goods, goodsSkus } from '../catalogue/catalogue.table.ts';

/** The shopping cart (§3 Cart): one row per user and SKU; `selected` is the line's tick (selectEnum). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => goodsSkus.id),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id),
    num: integer('num').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_sku_key').on(t.userId, t.skuId),
    index('cart_items_user_idx').on(t.userId, t.updatedAt),
    check('cart_items_num_positive', sql`${t.num} > 0`),
  ],
);
