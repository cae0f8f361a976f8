import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/**
 * A user's shipping addresses (§7 Address; the entity is ours). Region names are not stored:
 * they are read from the codes, so a name always matches the region data.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one default per user, whatever two requests do at once.
    uniqueIndex('user_addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
    index('user_addresses_user_created_idx').on(t.userId, t.createdAt),
    check('user_addresses_name_length', sql`char_length(${t.name}) between 1 and 25`),
    check('user_addresses_detail_length', sql`char_length(${t.detail}) between 2 and 100`),
  ],
);
