import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { loginCodeSms, notificationSms } from './notifications.table.ts';

/** Which table an SMS of the list is on: a login code's send, or a notification's. */
type SmsSource = 'code' | 'notice';

/** What the list filters by: the kind, the status and receipt that make one SmsState, the phone, [from, to). */
export interface SmsFilter {
  kind?: SmsSource;
  statuses?: string[];
  /** undefined: any receipt; null: none yet; a value: that receipt. */
  delivery?: string | null;
  phone?: string;
  from?: Date;
  to?: Date;
}

/** When a notification was sent, or is due while it is not. */
const noticeAt = sql<Date>`coalesce(${notificationSms.sentAt}, ${notificationSms.sendAfter})`;
const codeAt = sql<Date>`${loginCodeSms.sentAt}`;

/** Either table of SMS: both keep the send's status and the receipt under the same names. */
type SmsTable = typeof notificationSms | typeof loginCodeSms;

/** What both arms of the list select alike: the kind, the row, when, the send's outcome and its receipt. */
function commonOf(kind: SmsSource, t: SmsTable, at: SQL<Date>) {
  return {
    kind: sql<SmsSource>`${kind}::text`.as('kind'),
    id: t.id,
    at: at.as('at'),
    ...{ status: t.status, lastError: t.lastError, delivery: t.delivery, deliveryError: t.deliveryError, deliveredAt: t.deliveredAt },
  };
}

function whereOf(filter: SmsFilter, t: SmsTable, phone: PgColumn, at: SQL<Date>): SQL | undefined {
  return and(
    filter.statuses ? inArray(t.status, filter.statuses) : undefined,
    filter.delivery === undefined ? undefined : filter.delivery === null ? isNull(t.delivery) : eq(t.delivery, filter.delivery),
    filter.phone ? eq(phone, filter.phone) : undefined,
    filter.from ? gte(at, filter.from) : undefined,
    filter.to ? lt(at, filter.to) : undefined,
  );
}

function notices(db: Executor, filter: SmsFilter) {
  return db
    .select({ ...commonOf('notice', notificationSms, noticeAt), phone: users.phone, content: notificationSms.content, attempts: notificationSms.attempts })
    .from(notificationSms)
    .innerJoin(users, eq(users.id, notificationSms.userId))
    .where(whereOf(filter, notificationSms, users.phone, noticeAt));
}

/** The login codes' sends: one attempt each; no content (the code is not kept). */
function codes(db: Executor, filter: SmsFilter) {
  return db
    .select({ ...commonOf('code', loginCodeSms, codeAt), phone: loginCodeSms.phone, content: sql<string>`''`.as('content'), attempts: sql<number>`1`.as('attempts') })
    .from(loginCodeSms)
    .where(whereOf(filter, loginCodeSms, loginCodeSms.phone, codeAt));
}

export interface SmsListRow {
  kind: SmsSource;
  id: number;
  phone: string;
  content: string;
  status: string;
  attempts: number;
  at: Date;
  lastError: string | null;
  delivery: string | null;
  deliveryError: string | null;
  deliveredAt: Date | null;
}

/** The SMS of both kinds (or the one asked for), newest first. */
export async function searchSms(db: Executor, filter: SmsFilter, offset: number, limit: number): Promise<{ rows: SmsListRow[]; total: number }> {
  const both = filter.kind === 'notice' ? notices(db, filter) : filter.kind === 'code' ? codes(db, filter) : unionAll(notices(db, filter), codes(db, filter));
  const list = both.as('sms_list');
  const rows = await db.select().from(list).orderBy(desc(list.at), desc(list.kind), desc(list.id)).offset(offset).limit(limit);
  const [total] = await db.select({ n: count() }).from(list);
  return {
    rows: rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts), at: new Date(r.at), deliveredAt: r.deliveredAt === null ? null : new Date(r.deliveredAt) })),
    total: total?.n ?? 0,
  };
}
