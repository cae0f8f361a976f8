import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull().unique(),
    nickname: text('nickname').notNull(),
    isMaster: boolean('is_master').notNull().default(false),
    isAuthed: boolean('is_authed').notNull().default(false),
    hasBigOrder: boolean('has_big_order').notNull().default(false),
    inWhitelist: boolean('in_whitelist').notNull().default(false),
    notice: text('notice').notNull().default(''),
    /** Cached sum of points_ledger; updated in the same transaction as every ledger row. */
    pointsBalance: integer('points_balance').notNull().default(0),
    registerSource: text('register_source').notNull(),
    registerClue: jsonb('register_clue').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_points_balance_non_negative', sql`${t.pointsBalance} >= 0`)],
);

/** Login sessions. Only a hash of the token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** SMS login codes, hashed; each dies after its attempts run out, its expiry, or one use. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    clientIp: text('client_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_created_idx').on(t.phone, t.createdAt)],
);

/**
 * Third-party accounts linked to a user (the messenger's openId, §1). An openId belongs to one
 * user per provider; a user may link more than one.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    openId: text('open_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_provider_open_id_key').on(t.provider, t.openId), index('user_identities_user_idx').on(t.userId)],
);

/** Temporary visitor tokens (§6), hashed like sessions; issued per client address within a cap. */
export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('visitor_sessions_ip_created_idx').on(t.clientIp, t.createdAt)],
);
