import { createApiClient } from './create-api-client';
import { type LoaderSnapshot } from './request-queue';
import { categoryResponseFixture } from './testing';

/** A fetch whose responses the test releases by hand, recording each Request. */
function heldFetch() {
  const requests: Request[] = [];
  const releases: ((response: Response) => void)[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return new Promise<Response>((resolve) => releases.push(resolve));
  }) as typeof globalThis.fetch;
  const release = (index: number, response: Response) => releases[index]?.(response);
  return { fetch, requests, release };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the client and the loader queue (jest fake timers, default scheduler)', () => {
  it('sends the cookie (credentials include) and shows the GET message after 500 ms', async () => {
    const held = heldFetch();
    const snapshots: LoaderSnapshot[] = [];
    const client = createApiClient({
      baseUrl: 'http://shop.test',
      fetch: held.fetch,
      onQueueChange: (s) => snapshots.push(s),
    });

    const result = client.categories.list();
    await jest.advanceTimersByTimeAsync(0);
    expect(held.requests[0]?.credentials).toBe('include');
    expect(held.requests[0]?.url).toBe('http://shop.test/api/v1/categories');
    expect(client.queue.getSnapshot()).toMatchObject({
      active: true,
      visible: false,
      message: "Please wait while we're retrieving your information.",
    });

    await jest.advanceTimersByTimeAsync(500);
    expect(client.queue.getSnapshot().visible).toBe(true);

    held.release(0, json([categoryResponseFixture()]));
    await expect(result).resolves.toEqual([categoryResponseFixture()]);
    expect(client.queue.getSnapshot().active).toBe(true);
    await jest.advanceTimersByTimeAsync(100);
    expect(client.queue.getSnapshot()).toMatchObject({ active: false, visible: false });
    expect(snapshots.map((s) => [s.active, s.visible])).toEqual([
      [true, false],
      [true, true],
      [false, false],
    ]);
  });

  it('shows the sending message for POST and clears the loader when the call fails, rethrowing', async () => {
    const held = heldFetch();
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: held.fetch });

    const result = client.trialProgram.markOrdered('ann@example.ca');
    const settled = result.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(600);
    expect(client.queue.getSnapshot()).toMatchObject({
      visible: true,
      message: "Please wait while we're sending your information.",
    });

    held.release(
      0,
      json(
        {
          error: {
            code: 'trial.already-ordered',
            message: 'This email has already been used for the trial program.',
          },
        },
        409,
      ),
    );
    await expect(settled).resolves.toMatchObject({
      status: 409,
      message: 'This email has already been used for the trial program.',
    });
    expect(client.queue.getSnapshot()).toMatchObject({ active: false, visible: false, pending: 0 });
  });

  it('clears the loader when the response is invalid', async () => {
    const held = heldFetch();
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: held.fetch });
    const settled = client.health.check().catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    held.release(0, json({ status: 'down' }));
    await expect(settled).resolves.toMatchObject({ code: 'response.invalid' });
    expect(client.queue.getSnapshot().active).toBe(false);
  });

  it('keeps background calls off the loader', async () => {
    const held = heldFetch();
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: held.fetch });
    const result = client.categories.list({ background: true });
    await jest.advanceTimersByTimeAsync(1000);
    expect(client.queue.getSnapshot().active).toBe(false);
    held.release(0, json([]));
    await expect(result).resolves.toEqual([]);
  });

  it('shares one queue between clients', async () => {
    const held = heldFetch();
    const first = createApiClient({ baseUrl: 'http://shop.test', fetch: held.fetch });
    const second = createApiClient({ baseUrl: 'http://shop.test', fetch: held.fetch, queue: first.queue });
    void second.categories.list();
    await jest.advanceTimersByTimeAsync(0);
    expect(first.queue.getSnapshot().pending).toBe(1);
    held.release(0, json([]));
  });

  it('times a request out after timeoutMs as network.timeout and clears the loader', async () => {
    const held = heldFetch();
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: held.fetch, timeoutMs: 2000 });
    const settled = client.categories.list().catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(2001);
    await expect(settled).resolves.toMatchObject({ status: 0, code: 'network.timeout' });
    expect(client.queue.getSnapshot().active).toBe(false);
  });
});
