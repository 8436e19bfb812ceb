import fc from 'fast-check';
import { LOADER_MESSAGES, LOADER_TIMING, loaderMessageFor } from './loader-messages';
import { createRequestQueue } from './request-queue';
import { createManualScheduler } from './testing';

type Action =
  | { kind: 'start'; method: string }
  | { kind: 'settle'; pick: number; fail: boolean }
  | { kind: 'advance'; ms: number };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('start' as const), method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE') }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(), fail: fc.boolean() }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 700 }) }),
);

interface ModelEntry {
  method: string;
  inFlight: boolean;
  failed: boolean;
  settledAt: number;
  settle: (fail: boolean) => void;
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('request queue properties', () => {
  it('matches a model of in-flight and recently finished requests, and ends idle', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { maxLength: 40 }), async (actions) => {
        const scheduler = createManualScheduler();
        const queue = createRequestQueue({ scheduler });
        const model: ModelEntry[] = [];
        let nonEmptySince = 0;
        const present = () =>
          model.filter(
            (entry) =>
              entry.inFlight ||
              (!entry.failed && scheduler.now() - entry.settledAt < LOADER_TIMING.popDelayMs),
          );

        for (const action of actions) {
          if (action.kind === 'start') {
            if (present().length === 0) nonEmptySince = scheduler.now();
            let settle!: (fail: boolean) => void;
            const request = new Promise<void>((resolve, reject) => {
              settle = (fail) => (fail ? reject(new Error('failed')) : resolve());
            });
            model.push({ method: action.method, inFlight: true, failed: false, settledAt: 0, settle });
            queue.track(action.method, () => request).catch(() => undefined);
          } else if (action.kind === 'settle') {
            const inFlight = model.filter((entry) => entry.inFlight);
            const entry = inFlight[action.pick % Math.max(1, inFlight.length)];
            if (entry !== undefined) {
              entry.inFlight = false;
              entry.failed = action.fail;
              entry.settledAt = scheduler.now();
              entry.settle(action.fail);
              await flush();
            }
          } else {
            scheduler.advance(action.ms);
          }

          const snapshot = queue.getSnapshot();
          const expected = present();
          expect(snapshot.pending).toBe(expected.length);
          expect(snapshot.active).toBe(expected.length > 0);
          expect(snapshot.message).toBe(
            expected.length === 0 ? LOADER_MESSAGES.default : loaderMessageFor(expected.at(-1)?.method ?? ''),
          );
          if (snapshot.visible) {
            expect(snapshot.active).toBe(true);
            expect(scheduler.now() - nonEmptySince).toBeGreaterThanOrEqual(LOADER_TIMING.showAfterMs);
          }
          // Something in flight for the whole show delay is always on screen.
          const longest =
            expected.some((entry) => entry.inFlight) &&
            scheduler.now() - nonEmptySince >= LOADER_TIMING.showAfterMs;
          if (longest) expect(snapshot.visible).toBe(true);
        }

        for (const entry of model.filter((e) => e.inFlight)) entry.settle(false);
        await flush();
        scheduler.advance(LOADER_TIMING.popDelayMs);
        expect(queue.getSnapshot()).toEqual({
          pending: 0,
          active: false,
          visible: false,
          message: LOADER_MESSAGES.default,
        });
        expect(scheduler.pendingTimers()).toBe(0);
      }),
      { numRuns: 150 },
    );
  });
});
