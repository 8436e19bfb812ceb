import { LOADER_MESSAGES, LOADER_TIMING, loaderMessageFor } from './loader-messages';

describe('loaderMessageFor', () => {
  it.each([
    ['GET', "Please wait while we're retrieving your information."],
    ['get', "Please wait while we're retrieving your information."],
    ['POST', "Please wait while we're sending your information."],
    ['PUT', "Please wait while we're sending your information."],
    ['PATCH', 'Please wait...'],
    ['DELETE', 'Please wait...'],
  ])('%s → %s', (method, message) => {
    expect(loaderMessageFor(method)).toBe(message);
  });

  it('uses the spec timings (§9)', () => {
    expect(LOADER_TIMING).toEqual({ showAfterMs: 500, popDelayMs: 100 });
    expect(LOADER_MESSAGES.default).toBe('Please wait...');
  });
});
