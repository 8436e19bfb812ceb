import fc from 'fast-check';
import { safeLocalRedirect } from './safe-local-redirect';

const ORIGIN = 'https://shop.maplepack.example';

// Strings rich in the characters that make a URL leave the origin.
const arbTricky = fc
  .array(
    fc.constantFrom('/', '\\', ':', '.', '@', 'evil', 'http', 'javascript', '\t', '\n', ' ', '%', '?', '#'),
    {
      maxLength: 8,
    },
  )
  .map((parts) => parts.join(''));

describe('safeLocalRedirect properties', () => {
  it('never returns a target that a browser would resolve outside the origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.webUrl(), arbTricky), (target) => {
        const result = safeLocalRedirect(target);
        if (result === undefined) return;
        expect(result.startsWith('/')).toBe(true);
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });

  it('returns a local path unchanged', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const target = `/${path.replace(/^\/+/, '')}`;
        expect(safeLocalRedirect(target)).toBe(target);
      }),
    );
  });
});
