import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('names a page and the shop', () => {
    expect(documentTitle('Your Cart')).toBe('Your Cart | Maplepack');
  });

  it('never repeats the shop name: the home page is "Maplepack" (issue 17)', () => {
    expect(documentTitle('Maplepack')).toBe('Maplepack');
  });
});
