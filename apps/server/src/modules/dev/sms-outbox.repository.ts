import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { smsOutbox } from './sms-outbox.table.ts';

export async function insertOutboxMessage(db: Executor, row: { phone: string; code: string; content: string }) {
  await db.insert(smsOutbox).values(row);
}

/** Records a notification once per key; a repeat of the key records nothing. */
export async function insertOutboxNotice(db: Executor, row: { phone: string; content: string; idempotencyKey: string }) {
  await db
    .insert(smsOutbox)
    .values({ ...row, code: '' })
    .onConflictDoNothing({ target: smsOutbox.idempotencyKey });
}

/** The login codes sent to a phone, latest first (notifications left out: they carry no code). */
export function findOutboxMessages(db: Executor, phone: string, limit = 20) {
  return db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), ne(smsOutbox.code, '')))
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(limit);
}
