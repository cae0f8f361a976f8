import type { Executor } from '../../db/client.ts';
import { trackingEvents } from './tracking.table.ts';

export type NewTrackingEvent = typeof trackingEvents.$inferInsert;

export async function insertTrackingEvents(db: Executor, rows: NewTrackingEvent[]): Promise<void> {
  if (rows.length) await db.insert(trackingEvents).values(rows);
}
