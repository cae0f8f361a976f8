import type { Role } from '@emall/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Console operators (issue 14), apart from shoppers. Usernames are stored in lower case. */
export const operators = pgTable(
  'operators',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    displayName: text('display_name').notNull(),
    /** scrypt, with its parameters and salt in the value (password.ts). */
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().$type<Role[]>(),
    /** A seeded, created or reset account: the console asks for a new password before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** Consecutive wrong passwords; counted in one UPDATE so concurrent failures all count. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('operators_failed_attempts_non_negative', sql`${t.failedAttempts} >= 0`)],
);

/**
 * Console sessions: only a SHA-256 of the cookie's token is stored, so a database leak yields no
 * usable session. The CSRF token is derived from the token (HMAC), so it is not stored either.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Slides the idle expiry; written at most once a minute per session. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end, ADMIN_SESSION_MAX_HOURS after sign-in. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);
