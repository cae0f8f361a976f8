import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/** The car registry: a car (by VIN) belongs to one user; a user may have several, one default. */
export const userCars = pgTable(
  'user_cars',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    vin: text('vin').notNull().unique(),
    model: text('model').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_cars_user_idx').on(t.userId),
    uniqueIndex('user_cars_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Digital-key agreements signed (…/digital-key/sign): once per user, car and agreement version. */
export const digitalKeySignatures = pgTable(
  'digital_key_signatures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    vin: text('vin').notNull(),
    /** The agreement version's id (agmCode), readable later by sign-agree/content/{id}. */
    agmCode: text('agm_code').notNull(),
    agmTitle: text('agm_title').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('digital_key_signatures_user_vin_agm_key').on(t.userId, t.vin, t.agmCode)],
);
