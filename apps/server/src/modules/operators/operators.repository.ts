import type { Role } from '@emall/contract';
import { and, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsText } from '../../db/like.ts';
import { operatorSessions, operators } from './operators.table.ts';

export type OperatorRow = typeof operators.$inferSelect;
type NewOperator = typeof operators.$inferInsert;
type NewSession = typeof operatorSessions.$inferInsert;
export type SessionRow = typeof operatorSessions.$inferSelect;

export async function findOperatorByUsername(db: Executor, username: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.username, username));
  return row;
}

export async function findOperatorById(db: Executor, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/** The operator row, locked until the transaction ends: account writes serialise on it. */
export async function lockOperator(db: Executor, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
  return row;
}

export async function insertOperator(db: Executor, row: NewOperator): Promise<OperatorRow> {
  const [inserted] = await db.insert(operators).values(row).returning();
  return inserted!;
}

export async function updateOperator(db: Executor, id: number, patch: Partial<NewOperator>): Promise<OperatorRow> {
  const [updated] = await db.update(operators).set(patch).where(eq(operators.id, id)).returning();
  return updated!;
}

/**
 * One more wrong password, counted in the UPDATE itself: two failures at once both count, the
 * second waiting on the first's row lock. Answers the count after this one.
 */
export async function countFailure(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(operators)
    .set({ failedAttempts: sql`${operators.failedAttempts} + 1` })
    .where(eq(operators.id, id))
    .returning({ failedAttempts: operators.failedAttempts });
  return row!.failedAttempts;
}

export interface OperatorFilter {
  keyword?: string;
  role?: Role;
  disabled?: boolean;
}

function filterWhere(filter: OperatorFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    conditions.push(or(containsText(operators.username, filter.keyword), containsText(operators.displayName, filter.keyword))!);
  }
  if (filter.role) conditions.push(sql`${filter.role} = any(${operators.roles})`);
  if (filter.disabled !== undefined) conditions.push(eq(operators.disabled, filter.disabled));
  return conditions.length ? and(...conditions) : undefined;
}

export async function findOperators(db: Executor, filter: OperatorFilter, limit: number, offset: number): Promise<OperatorRow[]> {
  return db.select().from(operators).where(filterWhere(filter)).orderBy(desc(operators.id)).limit(limit).offset(offset);
}

/** The lock instances starting together on one database take, so that one bootstraps the first operator. */
export async function lockOperatorBootstrap(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7230403)`);
}

export async function countOperators(db: Executor, filter: OperatorFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operators).where(filterWhere(filter));
  return row?.n ?? 0;
}

export async function insertSession(db: Executor, row: NewSession): Promise<SessionRow> {
  const [inserted] = await db.insert(operatorSessions).values(row).returning();
  return inserted!;
}

export async function findSessionWithOperator(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
  return row;
}

export async function touchSession(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.id, id));
}

export async function revokeSession(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: at }).where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
}

/** Revokes every open session of an operator, but `keepSessionId` (the one that asked) when given. */
export async function revokeOperatorSessions(db: Executor, operatorId: number, at: Date, keepSessionId?: number): Promise<void> {
  const open = and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt));
  await db
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(keepSessionId === undefined ? open : and(open, ne(operatorSessions.id, keepSessionId)));
}
