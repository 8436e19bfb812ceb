import { DEFAULT_LINKS, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults: maintenance off, placeholder links', () => {
    expect(parseEnv({})).toEqual({ maintenance: false, links: DEFAULT_LINKS });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
    ['', false],
  ])('VITE_MAINTENANCE=%p → %p', (value, maintenance) => {
    expect(parseEnv({ VITE_MAINTENANCE: value }).maintenance).toBe(maintenance);
  });

  it('takes links from the environment', () => {
    const config = parseEnv({
      VITE_BLOG_URL: 'https://example.ca/blog',
      VITE_CONTACT_EMAIL: 'care@example.ca',
    });
    expect(config.links.blog).toBe('https://example.ca/blog');
    expect(config.links.contactEmail).toBe('care@example.ca');
  });

  it('fails loudly on a malformed value', () => {
    expect(() => parseEnv({ VITE_MAINTENANCE: 'yes' })).toThrow();
    expect(() => parseEnv({ VITE_BLOG_URL: 'not a url' })).toThrow();
    expect(() => parseEnv({ VITE_MAINTENANCE: 'toString' })).toThrow();
    expect(() => parseEnv({ VITE_CONTACT_EMAIL: 'care at example.ca' })).toThrow();
    expect(() => parseEnv({ VITE_INSTAGRAM_URL: 42 })).toThrow();
  });

  it('ignores the other variables Vite passes', () => {
    expect(parseEnv({ MODE: 'production', DEV: false, BASE_URL: '/' }).maintenance).toBe(false);
  });
});
