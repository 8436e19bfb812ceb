import { LOADER_MESSAGES, LOADER_TIMING, loaderMessageFor } from './loader-messages';
import { systemScheduler, type Scheduler, type TimerHandle } from './scheduler';

/** What the loader shows. A new object only when something changed (useSyncExternalStore). */
export interface LoaderSnapshot {
  /** Entries in the queue: requests in flight plus finished ones waiting out the pop delay. */
  readonly pending: number;
  /** True while the queue is non-empty. */
  readonly active: boolean;
  /** True when the loader should be on screen: see createRequestQueue. */
  readonly visible: boolean;
  /** The message of the newest entry; the default message when the queue is empty. */
  readonly message: string;
}

export interface RequestQueue {
  /** Runs `run` with a queue entry for `method`; resolves or rejects as `run` does. */
  track<T>(method: string, run: () => Promise<T>): Promise<T>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): LoaderSnapshot;
  /** Drops every entry and timer (hard reset, tests); in-flight requests still settle normally. */
  clear(): void;
}

export interface RequestQueueOptions {
  scheduler?: Scheduler;
  /** Default LOADER_TIMING.showAfterMs (500 ms). */
  showAfterMs?: number;
  /** Default LOADER_TIMING.popDelayMs (100 ms). */
  popDelayMs?: number;
}

interface Entry {
  readonly message: string;
  inFlight: boolean;
}

const IDLE: LoaderSnapshot = { pending: 0, active: false, visible: false, message: LOADER_MESSAGES.default };

/**
 * The request queue behind the loader (spec §8, §9), framework-free.
 *
 * Timing, in milliseconds of the injected scheduler:
 * - an entry is added when a request starts; `active` is true at once;
 * - `showAfterMs` after the queue went from empty to non-empty the loader is due; it becomes
 *   `visible` then if a request is still in flight (or as soon as one starts while the queue has
 *   not emptied), so requests that finish within 500 ms never flash a loader;
 * - a request that succeeds leaves the queue `popDelayMs` after it settled, so a request chained
 *   right after it keeps the same loader on screen instead of restarting the wait;
 * - a request that fails leaves the queue at once (spec: failed requests clear the loader) and
 *   its error is rethrown to the caller;
 * - once visible, the loader stays until the queue is empty.
 */
export function createRequestQueue(options: RequestQueueOptions = {}): RequestQueue {
  const scheduler = options.scheduler ?? systemScheduler;
  const showAfterMs = options.showAfterMs ?? LOADER_TIMING.showAfterMs;
  const popDelayMs = options.popDelayMs ?? LOADER_TIMING.popDelayMs;

  const entries = new Map<number, Entry>();
  const popTimers = new Map<number, TimerHandle>();
  const listeners = new Set<() => void>();
  let nextId = 1;
  let showTimer: TimerHandle | undefined;
  let showDue = false;
  let snapshot = IDLE;

  function publish(): void {
    if (entries.size === 0) {
      if (showTimer !== undefined) scheduler.clearTimeout(showTimer);
      showTimer = undefined;
      showDue = false;
    }
    const anyInFlight = [...entries.values()].some((entry) => entry.inFlight);
    const newest = [...entries.values()].at(-1);
    const next: LoaderSnapshot =
      entries.size === 0
        ? IDLE
        : {
            pending: entries.size,
            active: true,
            visible: snapshot.visible || (showDue && anyInFlight),
            message: newest?.message ?? LOADER_MESSAGES.default,
          };
    const changed =
      next.pending !== snapshot.pending ||
      next.active !== snapshot.active ||
      next.visible !== snapshot.visible ||
      next.message !== snapshot.message;
    if (!changed) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function push(method: string): number {
    const id = nextId++;
    if (entries.size === 0 && showTimer === undefined) {
      showTimer = scheduler.setTimeout(() => {
        showTimer = undefined;
        showDue = true;
        publish();
      }, showAfterMs);
    }
    entries.set(id, { message: loaderMessageFor(method), inFlight: true });
    publish();
    return id;
  }

  function remove(id: number): void {
    const timer = popTimers.get(id);
    if (timer !== undefined) scheduler.clearTimeout(timer);
    popTimers.delete(id);
    entries.delete(id);
    publish();
  }

  function settle(id: number, failed: boolean): void {
    const entry = entries.get(id);
    if (entry === undefined) return; // cleared meanwhile
    entry.inFlight = false;
    if (failed) {
      remove(id);
      return;
    }
    popTimers.set(
      id,
      scheduler.setTimeout(() => remove(id), popDelayMs),
    );
  }

  return {
    async track(method, run) {
      const id = push(method);
      try {
        const result = await run();
        settle(id, false);
        return result;
      } catch (error) {
        settle(id, true);
        throw error;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    clear() {
      for (const timer of popTimers.values()) scheduler.clearTimeout(timer);
      popTimers.clear();
      entries.clear();
      publish();
    },
  };
}
