/**
 * A per-instance read-through cache with a time-to-live. Concurrent misses for one key share a
 * single load, so a burst of requests after expiry costs one query. Writers call `invalidate`;
 * other instances see the change within the TTL (README, Decisions).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly loading = new Map<K, Promise<V>>();

  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(ttlMs: number, maxEntries = 1_000, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        if (this.ttlMs > 0) {
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
          this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
        }
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  invalidate(key?: K): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
