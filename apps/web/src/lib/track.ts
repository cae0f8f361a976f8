import { API_BASE, Paths, type TrackEvent } from '@emall/contract';

/** At most this many events travel in one beacon (the collector's TrackBatch limit). */
const BATCH_MAX = 50;
/** Events wait this long for company before they are sent. */
const FLUSH_DELAY_MS = 2_000;

const COLLECTOR_URL = import.meta.env.VITE_TRACK_COLLECTOR_URL || `${API_BASE}${Paths.track}`;

let queue: TrackEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/**
 * Sends one batch as a beacon (§7 analytics): navigator.sendBeacon, which survives the page
 * closing; where it is missing or refuses (queue full), fetch with keepalive. Fire and forget:
 * tracking never shows an error or holds up the page, so it does not go through the HTTP wrapper.
 */
function send(events: TrackEvent[]): void {
  const body = JSON.stringify({ events });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(COLLECTOR_URL, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  try {
    void fetch(COLLECTOR_URL, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(
      () => undefined,
    );
  } catch {
    // tracking is best effort
  }
}

/** Sends everything queued now, in batches of at most 50. */
export function flushTracking(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) send(queue.splice(0, BATCH_MAX));
}

function listenForPageHide(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // The last chance to send what is queued before the page goes away or to the background.
  window.addEventListener('pagehide', flushTracking);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTracking();
  });
}

/** Queues a tracking event (HomeFunTab_Click, HomeFunTab_Exposure…); they leave in batches. */
export function track(event: string, data: TrackEvent['data'] = {}, pageCode?: string): void {
  listenForPageHide();
  queue.push({ event, ...(pageCode ? { pageCode } : {}), data, at: Date.now() });
  if (queue.length >= BATCH_MAX) flushTracking();
  else timer ??= setTimeout(flushTracking, FLUSH_DELAY_MS);
}

/** Tests start from an empty queue. */
export function resetTrackingForTests(): void {
  queue = [];
  if (timer !== null) clearTimeout(timer);
  timer = null;
}
