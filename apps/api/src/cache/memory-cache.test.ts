import { MemoryCache } from './memory-cache';

describe('MemoryCache', () => {
  it('serves a loaded value until its TTL passes', async () => {
    let now = 0;
    let loads = 0;
    const cache = new MemoryCache(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.getOrLoad('catalogue:a', load)).toBe(1);
    now = 999;
    expect(await cache.getOrLoad('catalogue:a', load)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad('catalogue:a', load)).toBe(2);
  });

  it('drops a namespace on invalidate and keeps the others', async () => {
    const cache = new MemoryCache(60_000, () => 0);
    let loads = 0;
    const load = async () => ++loads;
    await cache.getOrLoad('catalogue:a', load);
    await cache.getOrLoad('taxes:a', load);
    cache.invalidate('catalogue:');
    expect(await cache.getOrLoad('catalogue:a', load)).toBe(3);
    expect(await cache.getOrLoad('taxes:a', load)).toBe(2);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    const cache = new MemoryCache(60_000, () => 0);
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.getOrLoad('k', slow), cache.getOrLoad('k', slow)])).toEqual([1, 1]);
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.getOrLoad('bad', async () => 'recovered')).toBe('recovered');
  });

  it('does not cache with a TTL of 0', async () => {
    const cache = new MemoryCache(0, () => 0);
    let loads = 0;
    await cache.getOrLoad('k', async () => ++loads);
    expect(await cache.getOrLoad('k', async () => ++loads)).toBe(2);
    expect(cache.size).toBe(0);
  });

  /** A stand-in for Drizzle's lazy builder: every `await` runs its query again. */
  function lazyQuery(runs: { count: number }) {
    return {
      then<R>(resolve: (rows: number[]) => R) {
        runs.count += 1;
        return Promise.resolve([runs.count]).then(resolve);
      },
    } as unknown as Promise<number[]>;
  }

  it('refuses a load that returns a lazy query builder instead of rows', async () => {
    const cache = new MemoryCache(60_000, () => 0);
    const runs = { count: 0 };
    await expect(cache.getOrLoad('shipping:rates', () => lazyQuery(runs))).rejects.toThrow(
      'lazy query builder',
    );
    expect(runs.count).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('stores the rows an async load resolved to, so a hit runs no query again', async () => {
    const cache = new MemoryCache(60_000, () => 0);
    const runs = { count: 0 };
    const load = async () => await lazyQuery(runs);
    expect(await cache.getOrLoad('shipping:rates', load)).toEqual([1]);
    expect(await cache.getOrLoad('shipping:rates', load)).toEqual([1]);
    expect(await cache.getOrLoad('shipping:rates', load)).toEqual([1]);
    expect(runs.count).toBe(1);
  });

  it('a disabled cache stores nothing', async () => {
    const cache = MemoryCache.disabled();
    let loads = 0;
    await cache.getOrLoad('k', async () => ++loads);
    await cache.getOrLoad('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});
