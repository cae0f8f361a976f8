import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from './files.table.ts';

export type FileRow = typeof files.$inferSelect;

/** Serialises one user's uploads, so the hourly cap holds under concurrency (and across instances). */
export async function lockUserUploads(tx: Executor, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${userId}`}))`);
}

/** Uploads of a user strictly after `after`. */
export async function countUploadsAfter(db: Executor, userId: number, after: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.userId, userId), gt(files.createdAt, after)));
  return row?.n ?? 0;
}

export async function insertFile(
  db: Executor,
  row: { userId: number; type: string; path: string; width: number; height: number; size: number; createdAt: Date },
): Promise<FileRow> {
  const [inserted] = await db.insert(files).values(row).returning();
  return inserted!;
}

export async function countFilesOf(db: Executor, userId: number, type: string, paths: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.type, type), inArray(files.path, [...paths])));
  return row?.n ?? 0;
}
