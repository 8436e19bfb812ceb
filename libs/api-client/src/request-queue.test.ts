import { LOADER_MESSAGES } from './loader-messages';
import { createRequestQueue } from './request-queue';
import { createManualScheduler } from './testing';

/** A request the test settles by hand. */
function deferred<T = string>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the queue see a settled promise (its `await` continues in a microtask). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup() {
  const scheduler = createManualScheduler();
  const queue = createRequestQueue({ scheduler });
  return { scheduler, queue };
}

describe('createRequestQueue', () => {
  it('is idle with the default message before any request', () => {
    const { queue } = setup();
    expect(queue.getSnapshot()).toEqual({
      pending: 0,
      active: false,
      visible: false,
      message: 'Please wait...',
    });
  });

  it.each([
    ['GET', "Please wait while we're retrieving your information."],
    ['POST', "Please wait while we're sending your information."],
    ['PUT', "Please wait while we're sending your information."],
    ['DELETE', 'Please wait...'],
  ])('shows the %s message while the request is queued', (method, message) => {
    const { queue } = setup();
    const request = deferred();
    void queue.track(method, () => request.promise);
    expect(queue.getSnapshot()).toMatchObject({ active: true, pending: 1, message });
  });

  it('shows the loader only once a request has been pending for 500 ms', () => {
    const { queue, scheduler } = setup();
    void queue.track('GET', () => deferred().promise);
    scheduler.advance(499);
    expect(queue.getSnapshot().visible).toBe(false);
    scheduler.advance(1);
    expect(queue.getSnapshot().visible).toBe(true);
  });

  it('never shows the loader for a request that succeeds within 500 ms, and pops it 100 ms later', async () => {
    const { queue, scheduler } = setup();
    const request = deferred();
    const result = queue.track('GET', () => request.promise);
    scheduler.advance(300);
    request.resolve('done');
    await expect(result).resolves.toBe('done');
    expect(queue.getSnapshot()).toMatchObject({ active: true, pending: 1 });
    scheduler.advance(99);
    expect(queue.getSnapshot().active).toBe(true);
    scheduler.advance(1);
    expect(queue.getSnapshot()).toEqual({
      pending: 0,
      active: false,
      visible: false,
      message: 'Please wait...',
    });
    scheduler.advance(1000);
    expect(queue.getSnapshot().visible).toBe(false);
    expect(scheduler.pendingTimers()).toBe(0);
  });

  it('keeps one loader on screen across a request chained within the pop delay', async () => {
    const { queue, scheduler } = setup();
    const first = deferred();
    const done = queue.track('GET', () => first.promise);
    scheduler.advance(600);
    expect(queue.getSnapshot().visible).toBe(true);
    first.resolve('a');
    await done;
    scheduler.advance(50);
    const second = deferred();
    void queue.track('POST', () => second.promise);
    scheduler.advance(60);
    expect(queue.getSnapshot()).toMatchObject({
      visible: true,
      pending: 1,
      message: LOADER_MESSAGES.sending,
    });
  });

  it('clears a failed request at once and rethrows its error', async () => {
    const { queue, scheduler } = setup();
    const request = deferred();
    const error = new Error('boom');
    const result = queue.track('POST', () => request.promise);
    scheduler.advance(700);
    expect(queue.getSnapshot().visible).toBe(true);
    request.reject(error);
    await expect(result).rejects.toBe(error);
    expect(queue.getSnapshot()).toMatchObject({ pending: 0, active: false, visible: false });
  });

  it('clears a request whose function throws synchronously', async () => {
    const { queue } = setup();
    await expect(
      queue.track('GET', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(queue.getSnapshot().active).toBe(false);
  });

  it('does not flash the loader for a request still in its pop delay when the 500 ms pass', async () => {
    const { queue, scheduler } = setup();
    const request = deferred();
    const done = queue.track('GET', () => request.promise);
    scheduler.advance(450);
    request.resolve('x');
    await done;
    scheduler.advance(60); // 510 ms: due, but nothing in flight
    expect(queue.getSnapshot()).toMatchObject({ active: true, visible: false });
  });

  it('shows the newest request message', () => {
    const { queue } = setup();
    void queue.track('GET', () => deferred().promise);
    void queue.track('PUT', () => deferred().promise);
    expect(queue.getSnapshot()).toMatchObject({ pending: 2, message: LOADER_MESSAGES.sending });
  });

  it('keeps the snapshot object when nothing changed and notifies subscribers on change', async () => {
    const { queue, scheduler } = setup();
    const calls: number[] = [];
    const unsubscribe = queue.subscribe(() => calls.push(queue.getSnapshot().pending));
    const before = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(before);
    const request = deferred();
    const done = queue.track('GET', () => request.promise);
    expect(queue.getSnapshot()).not.toBe(before);
    const during = queue.getSnapshot();
    scheduler.advance(100);
    expect(queue.getSnapshot()).toBe(during);
    request.resolve('y');
    await done;
    scheduler.advance(100);
    expect(calls).toEqual([1, 0]);
    unsubscribe();
    void queue.track('GET', () => deferred().promise);
    expect(calls).toEqual([1, 0]);
  });

  it('clear() empties the queue and its timers; a later settle is ignored', async () => {
    const { queue, scheduler } = setup();
    const request = deferred();
    const done = queue.track('GET', () => request.promise);
    scheduler.advance(600);
    queue.clear();
    expect(queue.getSnapshot().active).toBe(false);
    expect(scheduler.pendingTimers()).toBe(0);
    request.resolve('late');
    await expect(done).resolves.toBe('late');
    await flush();
    expect(queue.getSnapshot().active).toBe(false);
  });

  it('takes other timings from options', () => {
    const scheduler = createManualScheduler();
    const queue = createRequestQueue({ scheduler, showAfterMs: 50 });
    void queue.track('GET', () => deferred().promise);
    scheduler.advance(50);
    expect(queue.getSnapshot().visible).toBe(true);
  });
});
