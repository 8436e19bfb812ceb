const RELOAD_MARK = 'maplepack.chunk-reload';

/**
 * Spec §4: a failed chunk load reloads the page (after a deploy the old chunk names are gone). One
 * reload per session only, so a chunk that is really broken shows the error screen instead of a
 * reload loop. Returns true when a reload was started.
 */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
): boolean {
  try {
    if (storage.getItem(RELOAD_MARK) !== null) return false;
    storage.setItem(RELOAD_MARK, '1');
  } catch {
    return false;
  }
  reload();
  return true;
}
