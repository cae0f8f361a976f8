import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agreements } from './agreements.table.ts';

export type AgreementRow = typeof agreements.$inferSelect;
export type NewAgreementRow = typeof agreements.$inferInsert;

export async function findLatestAgreement(db: Executor, agmtType: string): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(eq(agreements.agmtType, agmtType))
    .orderBy(desc(agreements.updatedAt), desc(agreements.id))
    .limit(1);
  return row;
}

export async function findAgreementById(db: Executor, id: number): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).limit(1);
  return row;
}

export async function insertAgreements(db: Executor, rows: NewAgreementRow[]): Promise<void> {
  if (rows.length) await db.insert(agreements).values(rows);
}

export async function hasAgreements(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: agreements.id }).from(agreements).limit(1);
  return row !== undefined;
}
