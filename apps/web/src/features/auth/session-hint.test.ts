import { hasSessionHint } from './session-hint';

describe('hasSessionHint', () => {
  it('finds the hint among other cookies', () => {
    expect(hasSessionHint('maplepack.cookie-consent=1; maplepack_signed_in=1')).toBe(true);
    expect(hasSessionHint('maplepack_signed_in=1')).toBe(true);
  });

  it('is false without it, for a cleared one, and for a look-alike name', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('maplepack_signed_in=')).toBe(false);
    expect(hasSessionHint('x_maplepack_signed_in=1; maplepack_signed_in_old=1')).toBe(false);
  });
});
