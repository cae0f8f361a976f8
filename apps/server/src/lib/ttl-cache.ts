/**
 * A per-instance read-through cache with a time-to-live. Concurrent misses for one key share a
 * single load, so a burst of requests after expiry costs one query. Writers call `invalidate`;
 * other instances see the change within the TTL (README, Decisions).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly loading = new Map<K, Promise<V>>();
  /** Bumped by every invalidate: a load that started before it must not be kept or shared. */
  private generation = 0;

  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(ttlMs: number, maxEntries = 1_000, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** The value `get` would answer at once without loading, or undefined: what a read served before routing checks (http/hot-reads.ts). */
  peek(key: K): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit.value : undefined;
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const startedIn = this.generation;
    const promise = load()
      .then((value) => {
        if (this.ttlMs > 0 && startedIn === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
          this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
        }
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /**
   * Many keys at once: hits from the cache, and every miss in one `loadMany`, which answers a value
   * for each key it is given. Misses join loads already in flight, as `get`'s do.
   */
  async getMany(keys: readonly K[], loadMany: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const missing: K[] = [];
    let settle!: (loaded: Promise<Map<K, V>>) => void;
    const batch = new Promise<Map<K, V>>((resolve) => {
      settle = resolve;
    });
    // `get` calls a miss's load at once, so `missing` is complete when the loop ends.
    const values = keys.map((key) =>
      this.get(key, () => {
        missing.push(key);
        return batch.then((loaded) => loaded.get(key) as V);
      }),
    );
    settle(missing.length > 0 ? loadMany(missing) : Promise.resolve(new Map()));
    const answered = await Promise.all(values);
    return new Map(keys.map((key, i) => [key, answered[i] as V]));
  }

  /** A value read fresh elsewhere (inside a write's transaction), kept as if loaded now. */
  put(key: K, value: V): void {
    this.invalidate(key);
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  invalidate(key?: K): void {
    this.generation++;
    if (key === undefined) {
      this.entries.clear();
      this.loading.clear();
    } else {
      this.entries.delete(key);
      this.loading.delete(key);
    }
  }
}
