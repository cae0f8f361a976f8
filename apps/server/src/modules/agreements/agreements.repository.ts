import { desc, eq, sql } from 'drizzle-orm';
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

/** Every version of a type, the one in force first. */
export function findAgreementVersions(db: Executor, agmtType: string): Promise<AgreementRow[]> {
  return db.select().from(agreements).where(eq(agreements.agmtType, agmtType)).orderBy(desc(agreements.updatedAt), desc(agreements.id));
}

/** A new version; undefined when its label is already taken for the type (earlier versions are never overwritten). */
export async function insertAgreementVersion(db: Executor, row: NewAgreementRow): Promise<AgreementRow | undefined> {
  const [inserted] = await db.insert(agreements).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** One publish of a type at a time, so two cannot both become "the latest". */
export async function lockAgreementType(tx: Executor, agmtType: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agreement:${agmtType}`}))`);
}
