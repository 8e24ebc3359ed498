/**
 * A least-recently-used store bounded by the total size of what it holds rather than by a count, each
 * entry optionally kept for a time only: the store of compressed answers (ADR 024) and that of shared
 * pages (ADR 026). A value larger than an eighth of the bound is not kept, so that one answer cannot
 * empty the store.
 */
export class ByteBoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number; expires: number }>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;
  private readonly now: () => number;

  constructor(maxBytes: number, sizeOf: (value: V) => number, now: () => number = Date.now) {
    this.maxBytes = maxBytes;
    this.sizeOf = sizeOf;
    this.now = now;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Re-inserted so that the Map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` for `ttlMs` (for ever by default); nothing is kept for a time of 0 or less. */
  set(key: string, value: V, ttlMs = Number.POSITIVE_INFINITY): void {
    const bytes = this.sizeOf(value);
    if (ttlMs <= 0 || bytes > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, { value, bytes, expires: this.now() + ttlMs });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
