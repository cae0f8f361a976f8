import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.table.ts';

/**
 * Every status an order moved to, when (the detail's timeline). Written in the transaction of
 * the move; the moves of other modules (payment, virtual fulfilment) are read from the order's
 * own times when they leave no row here.
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.at)],
);

/** The parcel a carrier took an order's goods in (one per order): its waybill and where it is now. */
export const orderParcels = pgTable(
  'order_parcels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    carrierCode: text('carrier_code').notNull(),
    expressNo: text('express_no').notNull().unique(),
    /** LogisticsStatus of the newest trace. */
    status: integer('status').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** When a tracking service (Kuaidi100) accepted our subscription to the parcel; null until then, and for the sandbox carrier. */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
  },
  // The carrier tick follows parcels not signed yet.
  (t) => [index('order_parcels_open_idx').on(t.shippedAt).where(sql`${t.signedAt} is null`)],
);

/** What the carrier reported of a parcel; the same report twice is one row. */
export const orderParcelTraces = pgTable(
  'order_parcel_traces',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    parcelId: bigint('parcel_id', { mode: 'number' })
      .notNull()
      .references(() => orderParcels.id),
    status: integer('status').notNull(),
    description: text('description').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('order_parcel_traces_once').on(t.parcelId, t.status, t.at)],
);

/** The pickup voucher of a paid store-pickup order: its code, and whether the store handed the goods over. */
export const orderVouchers = pgTable(
  'order_vouchers',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    code: text('code').notNull().unique(),
    /** VoucherStatus. */
    status: integer('status').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('order_vouchers_used_at', sql`(${t.status} = 0) = (${t.usedAt} is null)`)],
);

/**
 * The order bar of the user centre (GET /api/user/center/config/order/url/list): configuration,
 * inserted by the migration. display_platform null shows on every platform.
 */
export const orderUrlConfigs = pgTable(
  'order_url_configs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** OrderListTab. */
    tab: text('tab').notNull(),
    url: text('url').notNull(),
    iconUrl: text('icon_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    displayPlatform: text('display_platform'),
  },
  (t) => [index('order_url_configs_sort_idx').on(t.sort, t.id)],
);
