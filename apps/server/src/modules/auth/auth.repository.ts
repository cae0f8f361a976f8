import { and, asc, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { builtOnce, value } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import { sessions, smsCodes, userIdentities, users, visitorSessions } from './auth.table.ts';

export type UserRow = typeof users.$inferSelect;
export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** Serialises work on one phone number across transactions (and across server instances). */
export async function lockPhone(tx: Executor, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))`);
}

/** Serialises visitor-token issuing for one client address, so its hourly cap holds under concurrency. */
export async function lockClientIp(tx: Executor, clientIp: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`visitor-ip:${clientIp}`}))`);
}

export async function findLatestCode(db: Executor, phone: string): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

export async function countCodesForPhoneSince(db: Executor, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** Codes from an address strictly after `after`: a window that ends exactly an hour on. */
export async function countCodesForIpAfter(db: Executor, clientIp: string, after: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.clientIp, clientIp), gt(smsCodes.createdAt, after)));
  return row?.n ?? 0;
}

export async function insertCode(
  db: Executor,
  row: { phone: string; codeHash: string; clientIp: string; createdAt: Date; expiresAt: Date },
): Promise<SmsCodeRow> {
  const [inserted] = await db.insert(smsCodes).values(row).returning();
  return inserted!;
}

export async function deleteCode(db: Executor, id: number) {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

export async function incrementCodeAttempts(db: Executor, id: number) {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

export async function consumeCode(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: at })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  db: Executor,
  row: { phone: string; nickname: string; registerSource: string; registerClue: Record<string, string> | null; createdAt: Date },
): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  return inserted!;
}

export async function insertSession(db: Executor, row: { userId: number; tokenHash: string; expiresAt: Date }) {
  await db.insert(sessions).values(row);
}

/** Every signed-in request's first statement: built once (built-once.ts). */
const liveSession = builtOnce((db) =>
  db
    .select({ sessionId: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, value('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, value('now'))))
    .limit(1),
);

export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await liveSession(db, { tokenHash, now });
  return row;
}

export async function revokeSession(db: Executor, sessionId: number, at: Date) {
  await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, sessionId));
}

export async function findIdentity(db: Executor, provider: string, openId: string) {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.openId, openId)))
    .limit(1);
  return row;
}

/** The openId of a provider linked to a user: the first linked, when more than one is. */
export async function findOpenIdOfUser(db: Executor, provider: string, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ openId: userIdentities.openId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.userId, userId)))
    .orderBy(asc(userIdentities.id))
    .limit(1);
  return row?.openId;
}

/** Links an openId to a user unless it is linked already; true when this call linked it. */
export async function insertIdentity(db: Executor, row: { provider: string; openId: string; userId: number; createdAt: Date }) {
  const inserted = await db
    .insert(userIdentities)
    .values(row)
    .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.openId] })
    .returning({ id: userIdentities.id });
  return inserted.length === 1;
}

/** Visitor tokens issued to an address strictly after `after`. */
export async function countVisitorsForIpAfter(db: Executor, clientIp: string, after: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(visitorSessions)
    .where(and(eq(visitorSessions.clientIp, clientIp), gt(visitorSessions.createdAt, after)));
  return row?.n ?? 0;
}

export async function insertVisitorSession(db: Executor, row: { tokenHash: string; clientIp: string; createdAt: Date; expiresAt: Date }) {
  await db.insert(visitorSessions).values(row);
}

export async function findLiveVisitor(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ visitorId: visitorSessions.id })
    .from(visitorSessions)
    .where(and(eq(visitorSessions.tokenHash, tokenHash), gt(visitorSessions.expiresAt, now)))
    .limit(1);
  return row;
}

/** What the order rules read of the buyer. */
export interface BuyerRow {
  id: number;
  phone: string;
  isMaster: boolean;
  isAuthed: boolean;
  hasBigOrder: boolean;
  inWhitelist: boolean;
  pointsBalance: number;
}

const buyerFields = {
  id: users.id,
  phone: users.phone,
  isMaster: users.isMaster,
  isAuthed: users.isAuthed,
  hasBigOrder: users.hasBigOrder,
  inWhitelist: users.inWhitelist,
  pointsBalance: users.pointsBalance,
};

export async function findBuyer(db: Executor, userId: number): Promise<BuyerRow | undefined> {
  const [row] = await db.select(buyerFields).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

const buyerLocked = builtOnce((tx) => tx.select(buyerFields).from(users).where(eq(users.id, value('userId'))).for('update'));

export async function lockBuyer(tx: Executor, userId: number): Promise<BuyerRow | undefined> {
  const [row] = await buyerLocked(tx, { userId });
  return row;
}

/**
 * Takes `amount` off the E-value balance only if it is there: one conditional UPDATE, so concurrent
 * spends of one user can never take it below zero. Returns the new balance, or undefined.
 */
export async function deductPointsBalance(db: Executor, userId: number, amount: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ pointsBalance: sql`${users.pointsBalance} - ${amount}` })
    .where(and(eq(users.id, userId), gte(users.pointsBalance, amount)))
    .returning({ balance: users.pointsBalance });
  return row?.balance;
}

/** Adds `amount` to the E-value balance; returns the new balance, or undefined without the user. */
export async function creditPointsBalance(db: Executor, userId: number, amount: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ pointsBalance: sql`${users.pointsBalance} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ balance: users.pointsBalance });
  return row?.balance;
}
