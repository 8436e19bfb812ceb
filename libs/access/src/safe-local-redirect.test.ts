import { safeLocalRedirect } from './safe-local-redirect';

describe('safeLocalRedirect', () => {
  it.each(['/', '/orders', '/orders?page=2#top', '/products/herbs/12', '/a//b', '/%2F%2Fevil.example'])(
    'accepts the local path %s unchanged',
    (target) => {
      expect(safeLocalRedirect(target)).toBe(target);
    },
  );

  it.each([
    ['protocol-relative', '//evil.example'],
    ['absolute URL', 'https://evil.example/orders'],
    ['backslash host', '/\\evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'orders'],
    ['empty', ''],
    ['tab that browsers strip', '/\t/evil.example'],
    ['newline that browsers strip', '/\n/evil.example'],
    ['leading space', ' /orders'],
    ['backslash later on', '/a\\b'],
  ])('rejects a %s target', (_label, target) => {
    expect(safeLocalRedirect(target)).toBeUndefined();
  });

  it('rejects what is not a string', () => {
    expect(safeLocalRedirect(undefined)).toBeUndefined();
    expect(safeLocalRedirect(['/orders'])).toBeUndefined();
  });
});
