import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stores } from './stores.table.ts';

export type StoreRow = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;

export function findAllStores(db: Executor): Promise<StoreRow[]> {
  return db.select().from(stores).orderBy(asc(stores.id));
}

export function findStoresOfCity(db: Executor, cityCode: string): Promise<StoreRow[]> {
  return db.select().from(stores).where(eq(stores.cityCode, cityCode)).orderBy(asc(stores.id));
}

export async function findStore(db: Executor, id: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row;
}

/** Where each store is: all the sandbox geocoder knows of places. */
export function findStoreLocations(db: Executor): Promise<{ districtCode: string; lng: number; lat: number }[]> {
  return db.select({ districtCode: stores.districtCode, lng: stores.lng, lat: stores.lat }).from(stores);
}

/** Cities with stores and how many each has. */
export function countStoresByCity(db: Executor): Promise<{ cityCode: string; storeCount: number }[]> {
  return db
    .select({ cityCode: stores.cityCode, storeCount: count() })
    .from(stores)
    .groupBy(stores.cityCode)
    .orderBy(asc(stores.cityCode));
}

export async function countStores(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stores);
  return row?.n ?? 0;
}

export async function insertStores(db: Executor, rows: NewStore[]): Promise<void> {
  if (rows.length) await db.insert(stores).values(rows);
}
