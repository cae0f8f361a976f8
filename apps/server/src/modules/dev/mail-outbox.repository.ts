import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from './mail-outbox.table.ts';

export async function insertOutboxMail(db: Executor, row: { to: string; subject: string; body: string; attachment: string }) {
  await db.insert(mailOutbox).values(row);
}

export function findOutboxMails(db: Executor, to: string, limit = 20) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id)).limit(limit);
}
