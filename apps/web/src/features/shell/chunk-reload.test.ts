import { reloadOnceForChunkError } from './chunk-reload';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('reloadOnceForChunkError', () => {
  it('reloads on the first failed chunk, not on the second (no reload loop)', () => {
    const storage = memory();
    const reload = jest.fn();
    expect(reloadOnceForChunkError(storage, reload)).toBe(true);
    expect(reloadOnceForChunkError(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
