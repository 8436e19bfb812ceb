import { isInternetExplorer } from './browser-support';
import { CHROME_USER_AGENT, IE10_USER_AGENT, IE11_USER_AGENT } from './testing';

describe('isInternetExplorer', () => {
  it.each([
    [IE10_USER_AGENT, true],
    [IE11_USER_AGENT, true],
    ['Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)', true],
    [CHROME_USER_AGENT, false],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0',
      false,
    ],
    ['', false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isInternetExplorer(userAgent)).toBe(expected);
  });
});
