import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { notificationSms } from './notifications.table.ts';

/** What the list filters by: the outbox status and the receipt that make one SmsState, the phone, [from, to). */
export interface SmsFilter {
  statuses?: string[];
  /** undefined: any receipt; null: none yet; a value: that receipt. */
  delivery?: string | null;
  phone?: string;
  from?: Date;
  to?: Date;
}

/** When a message was sent, or is due while it is not. */
const at = sql<Date>`coalesce(${notificationSms.sentAt}, ${notificationSms.sendAfter})`;

function whereOf(filter: SmsFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [
    filter.statuses ? inArray(notificationSms.status, filter.statuses) : undefined,
    filter.delivery === undefined ? undefined : filter.delivery === null ? isNull(notificationSms.delivery) : eq(notificationSms.delivery, filter.delivery),
    filter.phone ? eq(users.phone, filter.phone) : undefined,
    filter.from ? gte(at, filter.from) : undefined,
    filter.to ? lt(at, filter.to) : undefined,
  ];
  return and(...where);
}

/** Notification SMS with their user's phone, newest first. */
export async function searchSms(db: Executor, filter: SmsFilter, offset: number, limit: number) {
  const where = whereOf(filter);
  const rows = await db
    .select({ sms: notificationSms, phone: users.phone, at: at.mapWith(notificationSms.sendAfter) })
    .from(notificationSms)
    .innerJoin(users, eq(users.id, notificationSms.userId))
    .where(where)
    .orderBy(desc(at), desc(notificationSms.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(notificationSms).innerJoin(users, eq(users.id, notificationSms.userId)).where(where);
  return { rows, total: total?.n ?? 0 };
}
