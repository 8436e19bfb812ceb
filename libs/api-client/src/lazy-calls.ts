import { ApiError, CLIENT_ERROR_CODES, GENERIC_ERROR_MESSAGE } from './api-error';

export type CallGroup = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A group of calls (`api.products`, `api.checkout`, …) whose module loads on its first call. Each
 * module builds its contract schemas when it is evaluated, and zod schemas are costly to build: a
 * page that loaded them all spent about 300 ms of a throttled phone's main thread on schemas it never
 * used. Every call returns a promise already, so waiting for the module changes no caller.
 *
 * A module that fails to load (the network dropped, a new deploy removed the old chunk) fails that
 * call as a network ApiError, as an unanswered request would, and the next call tries again.
 */
export function lazyCalls<T extends CallGroup>(load: () => Promise<T>): T {
  // Once loaded, calls go straight through: a request starts in the same tick as the call, as before.
  let calls: T | undefined;
  let loading: Promise<T> | undefined;
  const loaded = (): Promise<T> =>
    (loading ??= load().then(
      (group) => (calls = group),
      (cause: unknown) => {
        loading = undefined;
        throw new ApiError(0, CLIENT_ERROR_CODES.network, GENERIC_ERROR_MESSAGE, { cause });
      },
    ));
  const method = (group: T, name: string) => {
    const found = group[name];
    if (found === undefined) throw new TypeError(`api: no call named ${name}`);
    return found;
  };
  // The wrappers are kept on the target, so a test can still replace one (jest.spyOn).
  const wrappers: Record<string, unknown> = {};
  return new Proxy(wrappers, {
    get(target, name) {
      if (typeof name !== 'string') return undefined;
      if (name in target) return target[name];
      // Not a thenable: `await api.products` must not call the group.
      if (name === 'then') return undefined;
      const call = (...args: never[]): Promise<unknown> =>
        calls !== undefined
          ? method(calls, name)(...args)
          : loaded().then((group) => method(group, name)(...args));
      target[name] = call;
      return call;
    },
  }) as T;
}
