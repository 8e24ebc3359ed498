/**
 * A small in-process cache with a time to live and a size bound (least recently used out first).
 * Each app server keeps its own; entries are at most `ttlMs` old, which bounds how stale a page can be.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(maxEntries: number, ttlMs: number, now: () => number = Date.now) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so that Map order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** The cached value, or the one `load` gives (cached when it is not undefined). */
  async getOrLoad(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    if (value !== undefined) this.set(key, value);
    return value;
  }
}
