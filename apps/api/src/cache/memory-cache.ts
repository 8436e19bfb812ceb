/**
 * A small in-process cache for read-heavy routes (catalogue, content, taxes): PGlite answers on
 * the server's own event loop, so repeating those reads would queue every other query.
 *
 * Invalidation rule: keys are namespaced ('catalogue:…'); a write through a service clears its
 * namespace in this process at once, and every entry also expires `ttlMs` after it was loaded, so
 * a write made by another API instance shows here within the TTL. A TTL of 0 turns caching off.
 */
export class MemoryCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly nowMs: () => number,
  ) {}

  /** The cached value of `key`, or what `load` gives (stored unless it fails). */
  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.nowMs();
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expiresAt > now) return hit.value as Promise<T>;
    // Concurrent misses share one load instead of each querying the database.
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Drops every entry whose key starts with `namespace`. */
  invalidate(namespace: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(namespace)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Cache namespaces; a service that writes one of these tables invalidates its namespace. */
export const CACHE_NAMESPACES = {
  catalogue: 'catalogue:',
  content: 'content:',
  taxes: 'taxes:',
  shipping: 'shipping:',
} as const;
