// Every web test starts with an API that answers a JSON 404 to everything, so no test reaches the
// network by accident (a shell test that does not care about content still loads the footer).
// A test that needs answers installs its own with installFakeApi.
import { resetRemoteStores } from './reset-remote-stores';

const warn = console.warn.bind(console);

beforeEach(() => {
  resetRemoteStores();
  // Content and products the offline API does not have are logged by design (spec §8); keep other warnings.
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (
      typeof args[0] === 'string' &&
      /^(Content page |Category load failed|Product \d+ load failed)/.test(args[0])
    )
      return;
    warn(...args);
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ error: { code: 'not-found', message: 'No API in this test' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
  );
});

afterEach(() => {
  jest.restoreAllMocks();
});
