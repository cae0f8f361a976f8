import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { builtOnce, value } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import { userAddresses } from './address.table.ts';

export type AddressRow = typeof userAddresses.$inferSelect;
export type AddressFields = Pick<AddressRow, 'name' | 'phone' | 'provinceCode' | 'cityCode' | 'districtCode' | 'detail'>;

/** Default first, then newest. */
const bookOrder = [desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id)];

/**
 * One change of a user's book at a time, across instances: a change reads the book (its size,
 * its default) and then writes, and must not interleave with another.
 */
export async function lockUserBook(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`address-book:${userId}`}))`);
}

export function findAddresses(db: Executor, userId: number): Promise<AddressRow[]> {
  return db.select().from(userAddresses).where(eq(userAddresses.userId, userId)).orderBy(...bookOrder);
}

/** The user's address of that id; undefined for an unknown id or another user's. */
export async function findAddress(db: Executor, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .limit(1);
  return row;
}

/** The default address, else the newest; undefined for an empty book. */
/** Read by every submit and pre-submit: built once (built-once.ts). */
const receivingAddress = builtOnce((db) =>
  db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, value('userId')))
    .orderBy(...bookOrder)
    .limit(1),
);

export async function findReceivingAddress(db: Executor, userId: number): Promise<AddressRow | undefined> {
  const [row] = await receivingAddress(db, { userId });
  return row;
}

export async function countAddresses(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(
  db: Executor,
  row: AddressFields & { userId: number; isDefault: boolean; createdAt: Date },
): Promise<AddressRow> {
  const [inserted] = await db
    .insert(userAddresses)
    .values({ ...row, updatedAt: row.createdAt })
    .returning();
  return inserted!;
}

export async function updateAddress(
  db: Executor,
  userId: number,
  id: number,
  fields: AddressFields & { isDefault: boolean; updatedAt: Date },
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(userAddresses)
    .set(fields)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning();
  return row;
}

/** Clears the user's default (before another becomes it: the unique index allows one). */
export async function clearDefault(db: Executor, userId: number): Promise<void> {
  await db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)));
}

export async function setDefault(db: Executor, userId: number, id: number): Promise<void> {
  await db
    .update(userAddresses)
    .set({ isDefault: true })
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
}

/** The newest of the user's addresses other than `exceptId`. */
export async function findNewestOther(db: Executor, userId: number, exceptId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, exceptId)))
    .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
    .limit(1);
  return row;
}

export async function deleteAddress(db: Executor, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning();
  return row;
}
