import type { TrackEvent } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { insertTrackingEvents } from './tracking.repository.ts';

/** Beacon batches one client address may send per minute, per instance (README, Decisions). */
export const TRACK_BATCHES_PER_MINUTE = 120;
/** Deliveries in flight at most; beyond it batches are dropped rather than queued (beacons never block). */
const MAX_PENDING = 500;
const FORWARD_TIMEOUT_MS = 3_000;
const WINDOW_MS = 60_000;
/** Latest epoch ms a JavaScript Date holds. */
const MAX_DATE_MS = 8.64e15;

export interface Tracker {
  /** Takes a batch for delivery without waiting for it; false when the address is over its rate. */
  accept(clientIp: string, events: readonly TrackEvent[]): boolean;
  /** Resolves when deliveries in flight are done (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Tracking beacons (§7 analytics): kept in tracking_events outside production; in production
 * forwarded to TRACK_COLLECTOR_URL, or dropped when none is set. Best effort throughout: the
 * rate limit is a per-instance counter, and a failed delivery is logged, never retried.
 */
export function createTracker(ctx: AppContext): Tracker {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const pending = new Set<Promise<void>>();

  function withinRate(clientIp: string): boolean {
    const now = ctx.clock.now().getTime();
    const current = windows.get(clientIp);
    if (!current || now - current.startedAt >= WINDOW_MS) {
      if (windows.size >= 10_000) {
        for (const [ip, w] of windows) if (now - w.startedAt >= WINDOW_MS) windows.delete(ip);
      }
      windows.set(clientIp, { startedAt: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= TRACK_BATCHES_PER_MINUTE;
  }

  async function deliver(clientIp: string, events: readonly TrackEvent[], receivedAt: Date): Promise<void> {
    if (ctx.config.env !== 'production') {
      await insertTrackingEvents(
        ctx.db,
        events.map((e) => ({
          event: e.event,
          pageCode: e.pageCode ?? null,
          data: e.data ?? {},
          // A client clock out of any sensible range is replaced by the time it arrived.
          clientAt: e.at <= MAX_DATE_MS ? new Date(e.at) : receivedAt,
          clientIp,
          receivedAt,
        })),
      );
      return;
    }
    if (!ctx.config.trackCollectorUrl) return;
    const res = await fetch(ctx.config.trackCollectorUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ receivedAt: receivedAt.getTime(), clientIp, events }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`collector answered ${res.status}`);
  }

  return {
    accept(clientIp, events) {
      if (!withinRate(clientIp)) return false;
      if (pending.size >= MAX_PENDING) return true;
      const delivery: Promise<void> = deliver(clientIp, events, ctx.clock.now())
        .catch((err: unknown) => ctx.log.warn({ err }, 'tracking beacon not delivered'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
      return true;
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
