/** A handle returned by Scheduler.setTimeout; opaque to the queue. */
export type TimerHandle = unknown;

/**
 * Where the request queue gets its time from. Injected so tests drive it (jest fake timers or
 * testing's manual scheduler) and so the browser and Node both work.
 */
export interface Scheduler {
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * The host's timers. Looked up at call time, not captured, so jest's fake timers installed after
 * the client was made still apply.
 */
export const systemScheduler: Scheduler = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
