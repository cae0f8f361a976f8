import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stores (dealers and service centres) for pickup and installation. The province and names
 * come from the region data by code; lng/lat are the store's entrance.
 */
export const stores = pgTable(
  'stores',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    businessHours: text('business_hours').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stores_city_idx').on(t.cityCode),
    check('stores_lng_lat', sql`${t.lng} between -180 and 180 and ${t.lat} between -90 and 90`),
  ],
);
