import fc from 'fast-check';
import { dbId, dbInt, DB_INT_MAX } from './db-integers';
import { customerMetaValueSchema, metaDataSchema } from './meta-data';
import { queryInteger } from './query-values';
import { findUnsafeInput, hasUnsafeText, MAX_INPUT_DEPTH, safeString } from './safe-text';

describe('hasUnsafeText', () => {
  it.each([
    ['a NUL', 'a\u0000b', true],
    ['a lone high surrogate', 'x\ud800', true],
    ['a lone low surrogate', '\udc00x', true],
    ['a surrogate pair (an emoji)', 'ok 😀', false],
    ['accents', 'Montréal, Québec', false],
    ['other control characters', 'tab\there', false],
  ])('%s: %s', (_, text, unsafe) => {
    expect(hasUnsafeText(text)).toBe(unsafe);
    expect(safeString(100).safeParse(text).success).toBe(!unsafe);
  });

  describe('properties', () => {
    it('text a client can encode as UTF-8 is safe unless it holds a NUL', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), (text) => {
          expect(hasUnsafeText(text)).toBe(text.includes('\u0000'));
        }),
      );
    });

    it('a NUL or a lone surrogate anywhere makes text unsafe', () => {
      fc.assert(
        fc.property(
          fc.string({ unit: 'grapheme' }),
          fc.nat(),
          fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
          (text, at, odd) => {
            const cut = at % (text.length + 1);
            // A high surrogate put before a low one that follows would pair; the cut never splits a pair.
            const inserted = `${text.slice(0, cut)}${odd}${odd === '\ud800' || odd === '\udbff' ? ' ' : ''}${text.slice(cut)}`;
            expect(hasUnsafeText(inserted)).toBe(true);
          },
        ),
      );
    });
  });
});

describe('findUnsafeInput', () => {
  it('names the first unsafe place in document order, keys included', () => {
    expect(findUnsafeInput({ a: 'ok', b: [1, { c: 'x\u0000' }], d: '\ud800' })).toEqual({
      path: 'b[1].c',
      reason: 'text',
    });
    expect(findUnsafeInput({ meta: { 'k\u0000': 1 } })).toEqual({ path: 'meta', reason: 'text' });
    expect(findUnsafeInput({ fine: ['a', 1, null, true] })).toBeNull();
  });

  it('refuses nesting past the limit without exhausting the stack', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findUnsafeInput(deep)).toEqual({ path: '[0]'.repeat(MAX_INPUT_DEPTH), reason: 'depth' });
  });

  it('skips raw bytes', () => {
    expect(findUnsafeInput(Buffer.from([0, 0xed, 0xa0, 0x80]))).toBeNull();
  });
});

describe('database integers', () => {
  it('take 2³¹ − 1 and refuse 2³¹, from a body or a query string', () => {
    expect(dbId.safeParse(DB_INT_MAX).success).toBe(true);
    expect(dbId.safeParse(DB_INT_MAX + 1).success).toBe(false);
    expect(dbId.safeParse(0).success).toBe(false);
    expect(dbInt.safeParse(0).success).toBe(true);
    expect(queryInteger.parse('2147483647')).toBe(DB_INT_MAX);
    for (const bad of ['2147483648', '99999999999', '9'.repeat(400), DB_INT_MAX + 1, -1]) {
      expect(queryInteger.safeParse(bad).success).toBe(false);
    }
    expect(queryInteger.safeParse('2147483648').error?.issues[0]?.message).toBe('must be at most 2147483647');
  });
});

describe('customer meta_data', () => {
  it('takes JSON values up to 4 levels and 1000 characters, and refuses more', () => {
    expect(customerMetaValueSchema.safeParse({ a: [1, 'two', { three: null }] }).success).toBe(true);
    expect(customerMetaValueSchema.safeParse([[[[1]]]]).success).toBe(true);
    expect(customerMetaValueSchema.safeParse([[[[[1]]]]]).success).toBe(false);
    expect(customerMetaValueSchema.safeParse('x'.repeat(998)).success).toBe(true);
    expect(customerMetaValueSchema.safeParse('x'.repeat(999)).success).toBe(false);
    expect(customerMetaValueSchema.safeParse({ k: 'x\u0000' }).success).toBe(false);
    expect(
      metaDataSchema.safeParse(Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: i }))).success,
    ).toBe(false);
  });
});
