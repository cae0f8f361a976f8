import { AdminUserFlag } from '@emall/contract';
import { and, count, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsText } from '../../db/like.ts';
import { userCars } from '../cars/cars.table.ts';
import { orders } from '../orders/orders.table.ts';
import { sessions, userIdentities, users } from './auth.table.ts';

/** What 用户管理 searches shoppers by (every field optional). */
export interface UserSearch {
  keyword?: string;
  flag?: AdminUserFlag;
}

const flagColumn = {
  [AdminUserFlag.master]: users.isMaster,
  [AdminUserFlag.authed]: users.isAuthed,
  [AdminUserFlag.bigOrder]: users.hasBigOrder,
  [AdminUserFlag.whitelist]: users.inWhitelist,
} as const;

function conditions(search: UserSearch): SQL | undefined {
  const where: SQL[] = [];
  const keyword = search.keyword?.trim();
  if (keyword) {
    const byId = /^\d{1,15}$/.test(keyword) ? [eq(users.id, Number(keyword))] : [];
    where.push(or(...byId, containsText(users.phone, keyword), containsText(users.nickname, keyword))!);
  }
  if (search.flag) where.push(eq(flagColumn[search.flag], true));
  return where.length ? and(...where) : undefined;
}

/** The user's orders, every status (deleted ones too: the shopper only hid them). */
const orderCount = sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${users.id})`.mapWith(Number);

const rowColumns = {
  id: users.id,
  phone: users.phone,
  nickname: users.nickname,
  isMaster: users.isMaster,
  isAuthed: users.isAuthed,
  hasBigOrder: users.hasBigOrder,
  inWhitelist: users.inWhitelist,
  pointsBalance: users.pointsBalance,
  registerSource: users.registerSource,
  createdAt: users.createdAt,
  notice: users.notice,
  orderCount,
};

export type AdminUserRecord = { id: number; phone: string; nickname: string; isMaster: boolean; isAuthed: boolean; hasBigOrder: boolean; inWhitelist: boolean; pointsBalance: number; registerSource: string; createdAt: Date; notice: string; orderCount: number };

/** One page of shoppers matching the search, newest first. */
export async function searchUsers(db: Executor, search: UserSearch, offset: number, limit: number): Promise<{ rows: AdminUserRecord[]; total: number }> {
  const where = conditions(search);
  const [rows, [counted]] = await Promise.all([
    db.select(rowColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findUserRecord(db: Executor, id: number): Promise<AdminUserRecord | undefined> {
  const [row] = await db.select(rowColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** What the detail adds: the user's cars, linked sign-ins and live shop sessions. */
export async function userExtras(db: Executor, userId: number, now: Date) {
  const [cars, identities, [live]] = await Promise.all([
    db.select({ vin: userCars.vin, model: userCars.model, isDefault: userCars.isDefault }).from(userCars).where(eq(userCars.userId, userId)).orderBy(desc(userCars.isDefault), userCars.id),
    db.select({ provider: userIdentities.provider, createdAt: userIdentities.createdAt }).from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(userIdentities.id),
    db.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
  ]);
  return { cars, identities, liveSessions: live?.n ?? 0 };
}
