import fc from 'fast-check';
import { withoutFrenchPrefix } from './french-path';

describe('withoutFrenchPrefix', () => {
  it.each([
    ['/fr', '/'],
    ['/fr?page=2', '/?page=2'],
    ['/fr/products/vitamin', '/products/vitamin'],
    ['/fr/cart?x=1', '/cart?x=1'],
    ['/fr/fr', '/fr'],
    ['/france', '/france'],
    ['/cart', '/cart'],
  ])('%s is %s', (url, expected) => expect(withoutFrenchPrefix(url)).toBe(expected));

  it('leaves every English path as it is', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const english = `/x${path}`;
        expect(withoutFrenchPrefix(english)).toBe(english);
      }),
    );
  });
});
