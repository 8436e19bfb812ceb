/**
 * A small in-process cache for read-heavy routes (catalogue, content, taxes): PGlite answers on
 * the server's own event loop, so repeating those reads would queue every other query.
 *
 * Invalidation rule: keys are namespaced ('catalogue:…'); a write through a service clears its
 * namespace in this process at once, and every entry also expires `ttlMs` after it was loaded, so
 * a write made by another API instance shows here within the TTL. A TTL of 0 turns caching off.
 *
 * What is stored is a resolved value, never a promise or a failure. A load must be an async
 * function: Drizzle's query builders are lazy thenables that run their query again on every
 * `await`, on the connection (or transaction) that built them, so caching one would replay a
 * query later on a connection that may be busy or closed. A load that returns anything but a real
 * Promise is refused at once.
 */
export class MemoryCache {
  private readonly entries = new Map<string, { expiresAt: number; value: unknown }>();
  /** Loads in flight: concurrent misses of one key share one query. Removed when they settle. */
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly ttlMs: number,
    private readonly nowMs: () => number,
  ) {}

  /** A cache that stores nothing, for code that must read its own connection (transactions). */
  static disabled(): MemoryCache {
    return new MemoryCache(0, () => 0);
  }

  /** The cached value of `key`, or what `load` resolves to (stored only when it succeeds). */
  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return settle(load());
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expiresAt > this.nowMs()) return hit.value as T;
    const pending = this.loading.get(key);
    if (pending !== undefined) return pending as Promise<T>;
    const loaded = settle(load()).then((value) => {
      this.entries.set(key, { expiresAt: this.nowMs() + this.ttlMs, value });
      return value;
    });
    this.loading.set(key, loaded);
    try {
      return await loaded;
    } finally {
      this.loading.delete(key);
    }
  }

  /** Drops every entry whose key starts with `namespace`. */
  invalidate(namespace: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(namespace)) this.entries.delete(key);
    for (const key of this.loading.keys()) if (key.startsWith(namespace)) this.loading.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Awaits a load's result once; refuses a thenable that is not a Promise (a lazy query builder). */
async function settle<T>(result: Promise<T>): Promise<T> {
  if (!(result instanceof Promise)) {
    throw new TypeError(
      'MemoryCache: a load must be an async function that returns rows, not a lazy query builder',
    );
  }
  return await result;
}

/** Cache namespaces; a service that writes one of these tables invalidates its namespace. */
export const CACHE_NAMESPACES = {
  catalogue: 'catalogue:',
  content: 'content:',
  taxes: 'taxes:',
  shipping: 'shipping:',
} as const;
