import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The append-only log of every console write and sign-in (issue 14). Rows are only ever inserted
 * (audit.service.ts has no other operation); a trigger (migration) refuses UPDATE and DELETE.
 * Operator id and username are copied, not joined: the row must read the same after any change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for a failed sign-in of an unknown username. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    username: text('username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    diff: jsonb('diff').notNull().$type<{ key: string; from: unknown; to: unknown }[]>(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_username_at_idx').on(t.username, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);
