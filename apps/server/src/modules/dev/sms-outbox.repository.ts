import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { smsOutbox } from './sms-outbox.table.ts';

export async function insertOutboxMessage(db: Executor, row: { phone: string; code: string; content: string }) {
  await db.insert(smsOutbox).values(row);
}

export function findOutboxMessages(db: Executor, phone: string, limit = 20) {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(limit);
}
