/**
 * When a carrier may be asked about a key (a parcel) again, kept in memory per instance: at most
 * once per interval, and after each failure in a row twice as long (up to maxBackoffMs), so an
 * answer that fails (a locked number, an expired key, the service down) is not asked again and
 * again. At most `capacity` keys are kept, the least recently asked dropped first: a dropped key may
 * be asked once earlier than its interval, which bounds the memory of a long-running instance.
 */
export class QueryThrottle {
  private readonly entries = new Map<number, { nextAt: number; failures: number }>();

  constructor(
    private readonly options: { intervalMs: number; maxBackoffMs: number; capacity: number },
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Whether the key may be asked now; if so, it is taken as asked now (until it answers). */
  take(key: number, nowMs: number): boolean {
    const entry = this.entries.get(key);
    if (entry && nowMs < entry.nextAt) return false;
    this.put(key, { nextAt: nowMs + this.options.intervalMs, failures: entry?.failures ?? 0 });
    return true;
  }

  /** The key's query answered: the next one after the plain interval. */
  succeeded(key: number, nowMs: number): void {
    this.put(key, { nextAt: nowMs + this.options.intervalMs, failures: 0 });
  }

  /** The key's query failed: the next one after twice the wait of the failure before. */
  failed(key: number, nowMs: number): void {
    const failures = (this.entries.get(key)?.failures ?? 0) + 1;
    const waitMs = Math.min(this.options.intervalMs * 2 ** failures, this.options.maxBackoffMs);
    this.put(key, { nextAt: nowMs + waitMs, failures });
  }

  private put(key: number, entry: { nextAt: number; failures: number }): void {
    // Re-inserted so the Map's order is the order of last use.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
