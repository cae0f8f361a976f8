import { and, count, countDistinct, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from './audit.table.ts';

export type AuditRow = typeof auditLog.$inferSelect;
type NewAuditRow = typeof auditLog.$inferInsert;

/** The only write there is: audit rows are appended, never changed (the table's trigger agrees). */
export async function appendAuditRow(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  username?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

function filterWhere(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.username) conditions.push(eq(auditLog.username, filter.username));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lte(auditLog.at, filter.to));
  return conditions.length ? and(...conditions) : undefined;
}

export async function findAuditRows(db: Executor, filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(filterWhere(filter)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);
}

/** Rows of an action from one address since a time, and the distinct usernames among them (the sign-in throttle). */
export async function countActionFromIpSince(db: Executor, action: string, ip: string, since: Date): Promise<{ rows: number; usernames: number }> {
  const [row] = await db
    .select({ rows: count(), usernames: countDistinct(auditLog.username) })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), gte(auditLog.at, since), eq(auditLog.ip, ip)));
  return { rows: row?.rows ?? 0, usernames: row?.usernames ?? 0 };
}

export async function countAuditRows(db: Executor, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(filterWhere(filter));
  return row?.n ?? 0;
}
