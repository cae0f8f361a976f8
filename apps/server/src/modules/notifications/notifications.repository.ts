import { and, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { loginCodeSms, notifications, notificationSms, SmsOutboxStatus } from './notifications.table.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationSmsRow = typeof notificationSms.$inferSelect;

/** Inserts a message unless the user has one under the key; answers the new row, or undefined. */
export async function insertNotification(db: Executor, row: typeof notifications.$inferInsert): Promise<NotificationRow | undefined> {
  const [inserted] = await db
    .insert(notifications)
    .values(row)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
  return inserted;
}

export async function insertSms(db: Executor, row: typeof notificationSms.$inferInsert): Promise<void> {
  await db.insert(notificationSms).values(row);
}

export async function listNotifications(db: Executor, userId: number, limit: number, offset: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(db: Executor, userId: number, unreadOnly: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined));
  return row?.n ?? 0;
}

/** Marks the user's message read (the first read time stays); undefined when it is no message of theirs. */
export async function markRead(db: Executor, userId: number, id: number, at: Date): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/**
 * Takes up to `limit` SMS due now for one sender: pending ones whose time has come, and ones whose
 * sender's lease ran out (it died mid-send). A row is taken by one sender only (skip locked, then a
 * conditional update), so two drains at once never take the same SMS.
 */
/** A taken SMS with what its carrier needs: the phone, and its notification's template and params. */
type ClaimedSms = NotificationSmsRow & { phone: string; template: string; params: Record<string, string> };

export async function claimDueSms(db: Executor, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedSms[]> {
  const due = or(
    and(eq(notificationSms.status, SmsOutboxStatus.pending), lte(notificationSms.sendAfter, now)),
    and(eq(notificationSms.status, SmsOutboxStatus.sending), lt(notificationSms.leaseUntil, now)),
  );
  const ids = db.select({ id: notificationSms.id }).from(notificationSms).where(due).orderBy(notificationSms.id).limit(limit).for('update', { skipLocked: true });
  const claimed = await db
    .update(notificationSms)
    .set({ status: SmsOutboxStatus.sending, leaseUntil, attempts: sql`${notificationSms.attempts} + 1` })
    .where(and(inArray(notificationSms.id, ids), due))
    .returning();
  if (claimed.length === 0) return [];
  const phones = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((c) => c.userId))]));
  const phoneOf = new Map(phones.map((p) => [p.id, p.phone]));
  const templates = await db
    .select({ id: notifications.id, template: notifications.template, params: notifications.params })
    .from(notifications)
    .where(inArray(notifications.id, claimed.map((c) => c.notificationId)));
  const templateOf = new Map(templates.map((t) => [t.id, t]));
  return claimed
    .sort((a, b) => a.id - b.id)
    .map((c) => {
      const { template = '', params = {} } = templateOf.get(c.notificationId) ?? {};
      return { ...c, phone: phoneOf.get(c.userId) ?? '', template, params };
    });
}

/** SMS sent to a user after `since` (the rate window: the hour before now, exclusive). */
export async function countSentSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificationSms)
    .where(and(eq(notificationSms.userId, userId), eq(notificationSms.status, SmsOutboxStatus.sent), gt(notificationSms.sentAt, since)));
  return row?.n ?? 0;
}

/** Settles a taken SMS, only while this sender still holds it (its lease unchanged). */
export async function settleSms(
  db: Executor,
  row: NotificationSmsRow,
  change: Partial<Pick<NotificationSmsRow, 'status' | 'sentAt' | 'sendAfter' | 'lastError' | 'carrierMessageId'>>,
): Promise<boolean> {
  const held = row.leaseUntil ? eq(notificationSms.leaseUntil, row.leaseUntil) : isNull(notificationSms.leaseUntil);
  const done = await db
    .update(notificationSms)
    .set({ ...change, leaseUntil: null })
    .where(and(eq(notificationSms.id, row.id), eq(notificationSms.status, SmsOutboxStatus.sending), held))
    .returning({ id: notificationSms.id });
  return done.length > 0;
}

/** A login code's SMS as it left (or was refused), for 短信发送记录: never the code. */
export async function insertLoginCodeSms(
  db: Executor,
  { sent, ...row }: { phone: string; sent: boolean; sentAt: Date; carrierMessageId: string | null; lastError: string | null },
): Promise<void> {
  await db.insert(loginCodeSms).values({ ...row, status: sent ? SmsOutboxStatus.sent : SmsOutboxStatus.failed });
}

/**
 * Records a delivery receipt on the SMS the carrier named, a notification's or a login code's, once:
 * a repeated receipt, or one of a message we do not hold, changes nothing. Answers what it changed.
 */
export async function recordSmsDelivery(
  db: Executor,
  carrierMessageId: string,
  outcome: { delivery: string; deliveryError: string | null; deliveredAt: Date },
): Promise<{ kind: 'notice' | 'code'; id: number } | null> {
  const [notice] = await db
    .update(notificationSms)
    .set(outcome)
    .where(and(eq(notificationSms.carrierMessageId, carrierMessageId), isNull(notificationSms.delivery)))
    .returning({ id: notificationSms.id });
  if (notice) return { kind: 'notice', id: notice.id };
  const [code] = await db
    .update(loginCodeSms)
    .set(outcome)
    .where(and(eq(loginCodeSms.carrierMessageId, carrierMessageId), isNull(loginCodeSms.delivery)))
    .returning({ id: loginCodeSms.id });
  return code ? { kind: 'code', id: code.id } : null;
}
