import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { files } from '../files/files.table.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';

/**
 * A review of one line of a paid order (§7 POST /hermes/v1/orders/comment): one per line, by the
 * order's owner. The text is kept exactly as written; pages show it as text, never as HTML.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** Unique: a second review of the line loses the insert, however the two race. */
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orderLines.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    /** E-value granted for it (REVIEW_REWARD_EVALUE when it was written). */
    rewardPoints: integer('reward_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_goods_created_idx').on(t.goodsId, t.createdAt.desc(), t.id.desc()),
    index('reviews_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('reviews_order_idx').on(t.orderId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_content_length', sql`char_length(${t.content}) between 1 and 500`),
    check('reviews_reward_non_negative', sql`${t.rewardPoints} >= 0`),
  ],
);

/** The pictures of a review (uploads of type comment), in the order posted; a picture belongs to one review. */
export const reviewPictures = pgTable(
  'review_pictures',
  {
    reviewId: bigint('review_id', { mode: 'number' })
      .notNull()
      .references(() => reviews.id),
    position: smallint('position').notNull(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => files.id),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.position] }), check('review_pictures_position_range', sql`${t.position} between 0 and 5`)],
);

/** Who wants (likes) a review (§7 POST /api/evaluation/want): one row per user and review. */
export const reviewWants = pgTable(
  'review_wants',
  {
    reviewId: bigint('review_id', { mode: 'number' })
      .notNull()
      .references(() => reviews.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_wants_user_idx').on(t.userId)],
);
