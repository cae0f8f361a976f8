import type { TrackEvent } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { perContext } from '../../lib/per-context.ts';
import { insertTrackingEvents } from './tracking.repository.ts';

/** Beacon batches one client address may send per minute, per instance (README, Decisions). */
export const TRACK_BATCHES_PER_MINUTE = 120;
/** Deliveries in flight at most; beyond it batches are dropped rather than queued (beacons never block). */
const MAX_PENDING = 500;
const FORWARD_TIMEOUT_MS = 3_000;
const WINDOW_MS = 60_000;
/** Latest epoch ms a JavaScript Date holds. */
const MAX_DATE_MS = 8.64e15;

/**
 * Tracking beacons (§7 analytics): kept in tracking_events outside production; in production
 * forwarded to TRACK_COLLECTOR_URL, or dropped when none is set. Best effort throughout: the
 * rate limit is a per-instance counter, and a failed delivery is logged, never retried.
 */
interface BeaconState {
  windows: Map<string, { startedAt: number; count: number }>;
  pending: Set<Promise<void>>;
}

/** Each app instance's rate windows and deliveries in flight. */
const stateOf = perContext((): BeaconState => ({ windows: new Map(), pending: new Set() }));

function withinRate(ctx: AppContext, clientIp: string): boolean {
  const { windows } = stateOf(ctx);
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

async function deliver(ctx: AppContext, clientIp: string, events: readonly TrackEvent[], receivedAt: Date): Promise<void> {
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

/** Takes a batch for delivery without waiting for it; false when the address is over its rate. */
export function acceptBeacons(ctx: AppContext, clientIp: string, events: readonly TrackEvent[]): boolean {
  if (!withinRate(ctx, clientIp)) return false;
  const { pending } = stateOf(ctx);
  if (pending.size >= MAX_PENDING) return true;
  const delivery: Promise<void> = deliver(ctx, clientIp, events, ctx.clock.now())
    .catch((err: unknown) => ctx.log.warn({ err }, 'tracking beacon not delivered'))
    .finally(() => pending.delete(delivery));
  pending.add(delivery);
  return true;
}

/** Resolves when the deliveries in flight are done (tests, shutdown). */
export async function beaconsDelivered(ctx: AppContext): Promise<void> {
  const { pending } = stateOf(ctx);
  while (pending.size) await Promise.allSettled([...pending]);
}
