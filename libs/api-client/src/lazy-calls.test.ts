import { ApiError, CLIENT_ERROR_CODES, GENERIC_ERROR_MESSAGE } from './api-error';
import { lazyCalls } from './lazy-calls';

// Which call modules have been evaluated: each mock records itself when jest first requires it.
const evaluated: string[] = [];
jest.mock('./calls/checkout', () => {
  evaluated.push('checkout');
  return jest.requireActual('./calls/checkout');
});
jest.mock('./calls/pages', () => {
  evaluated.push('pages');
  return jest.requireActual('./calls/pages');
});

function group() {
  return {
    echo: async (value: string) => `echo ${value}`,
    fail: async () => Promise.reject(new Error('no')),
  };
}

describe('lazyCalls', () => {
  it('loads the module on the first call only, and once', async () => {
    const load = jest.fn(async () => group());
    const calls = lazyCalls(load);
    expect(load).not.toHaveBeenCalled();
    await expect(calls.echo('a')).resolves.toBe('echo a');
    await expect(calls.echo('b')).resolves.toBe('echo b');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once loaded, starts a call in the same tick', async () => {
    const echo = jest.fn(async (value: string) => value);
    const calls = lazyCalls(async () => ({ echo }));
    await calls.echo('first');
    void calls.echo('second');
    expect(echo).toHaveBeenLastCalledWith('second');
  });

  it("passes a call's own failure through unchanged", async () => {
    const calls = lazyCalls(async () => group());
    await expect(calls.fail()).rejects.toThrow('no');
  });

  it('fails a call whose module did not load as a network error, and tries again on the next call', async () => {
    const load = jest
      .fn<Promise<ReturnType<typeof group>>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(group());
    const calls = lazyCalls(load);
    const error = await calls.echo('a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: GENERIC_ERROR_MESSAGE,
    });
    await expect(calls.echo('b')).resolves.toBe('echo b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a thenable, so awaiting the group does not call it', async () => {
    const load = jest.fn(async () => group());
    const calls = lazyCalls(load);
    await expect(Promise.resolve(calls)).resolves.toBe(calls);
    expect(load).not.toHaveBeenCalled();
  });

  it('lets a test replace one call', async () => {
    const calls = lazyCalls(async () => group());
    const spy = jest.spyOn(calls, 'echo').mockResolvedValue('replaced');
    await expect(calls.echo('a')).resolves.toBe('replaced');
    spy.mockRestore();
    await expect(calls.echo('a')).resolves.toBe('echo a');
  });
});

describe('createApiClient', () => {
  it("builds no group's schemas until that group is called", async () => {
    const { createApiClient } = await import('./create-api-client');
    const fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ message: 'no such page' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const api = createApiClient({ baseUrl: 'http://shop.test', fetch });
    expect(evaluated).toEqual([]);
    await api.pages.get('about').catch(() => undefined);
    expect(evaluated).toEqual(['pages']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
