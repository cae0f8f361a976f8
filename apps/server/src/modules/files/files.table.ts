import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/** Pictures users uploaded (reviews, avatars, after-sales, invoices, warranty claims), stored as WebP in the media folder; warranty videos as sent (width and height 0). */
export const files = pgTable(
  'files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    /** File name inside the media folder, served at /media/{path}. */
    path: text('path').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of the stored WebP. */
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_user_created_idx').on(t.userId, t.createdAt)],
);
