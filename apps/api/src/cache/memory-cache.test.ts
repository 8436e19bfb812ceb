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
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrLoad('bad', async () => 'recovered')).toBe('recovered');
  });

  it('does not cache with a TTL of 0', async () => {
    const cache = new MemoryCache(0, () => 0);
    let loads = 0;
    await cache.getOrLoad('k', async () => ++loads);
    expect(await cache.getOrLoad('k', async () => ++loads)).toBe(2);
    expect(cache.size).toBe(0);
  });
});
