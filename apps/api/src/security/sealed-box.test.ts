import fc from 'fast-check';
import { keyId, open, seal, SealedDataError } from './sealed-box';

const key = Buffer.alloc(32, 1);
const otherKey = Buffer.alloc(32, 2);

/** Flips one bit of the base64url body of a sealed value. */
function flipBit(sealed: string, byteIndex: number): string {
  const [version, id, packed] = sealed.split('.');
  const bytes = Buffer.from(packed ?? '', 'base64url');
  const index = byteIndex % bytes.length;
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return `${version}.${id}.${bytes.toString('base64url')}`;
}

describe('sealed box (AES-256-GCM)', () => {
  it('opens what it sealed, with the same key and context', () => {
    const sealed = seal(key, '{"pregnancy_status":"Pregnant"}', 'submission-1');
    expect(sealed).toMatch(new RegExp(`^v1\\.${keyId(key)}\\.`));
    expect(sealed).not.toContain('Pregnant');
    expect(open(key, sealed, 'submission-1')).toBe('{"pregnancy_status":"Pregnant"}');
  });

  it('seals the same text differently each time (fresh IV)', () => {
    expect(seal(key, 'same', 'c')).not.toBe(seal(key, 'same', 'c'));
  });

  it('refuses another key, another context, and garbage', () => {
    const sealed = seal(key, 'answers', 'submission-1');
    expect(() => open(otherKey, sealed, 'submission-1')).toThrow(SealedDataError);
    expect(() => open(key, sealed, 'submission-2')).toThrow(SealedDataError);
    expect(() => open(key, 'plain text', 'submission-1')).toThrow(SealedDataError);
    expect(() => open(key, 'v1.x.', 'submission-1')).toThrow(SealedDataError);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => seal(Buffer.alloc(16), 'x', 'c')).toThrow(RangeError);
  });

  describe('properties', () => {
    it('round-trips any text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (text, context) => {
          expect(open(key, seal(key, text, context), context)).toBe(text);
        }),
      );
    });

    it('detects any single flipped bit', () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1 }), fc.nat(), (text, at) => {
          const tampered = flipBit(seal(key, text, 'ctx'), at);
          expect(() => open(key, tampered, 'ctx')).toThrow(SealedDataError);
        }),
      );
    });
  });
});
