import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tracking beacons kept outside production (§7 analytics: HomeFunTab_Click, HomeFunTab_Exposure).
 * In production they go to TRACK_COLLECTOR_URL, or nowhere (README, Configuration).
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    event: text('event').notNull(),
    pageCode: text('page_code'),
    data: jsonb('data').$type<Record<string, string | number | boolean>>().notNull().default({}),
    clientAt: timestamp('client_at', { withTimezone: true }).notNull(),
    clientIp: text('client_ip').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_event_received_idx').on(t.event, t.receivedAt)],
);
