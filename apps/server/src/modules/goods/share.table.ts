import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { goods } from '../catalogue/catalogue.table.ts';

/** Shares of a product (POST /hermes/v1/share/record): who shared what, where; guests by address. */
export const shareRecords = pgTable(
  'share_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id),
    channel: text('channel').notNull(),
    clientIp: text('client_ip').notNull(),
    shareUrl: text('share_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_records_user_created_idx').on(t.userId, t.createdAt), index('share_records_ip_created_idx').on(t.clientIp, t.createdAt)],
);
