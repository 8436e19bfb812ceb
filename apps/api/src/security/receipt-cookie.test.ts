import { deriveReceiptKey, readReceiptCookie, signReceiptCookie } from './receipt-cookie';
import { deriveTokenKey } from './auth-token';

const key = deriveReceiptKey(Buffer.alloc(32, 7));
const now = new Date('2026-11-21T15:00:00Z');

describe('receipt cookie', () => {
  it('names the attempt it was signed for, for a day', () => {
    const cookie = signReceiptCookie(key, 42, now);
    expect(readReceiptCookie(key, cookie, now)).toBe(42);
    expect(readReceiptCookie(key, cookie, new Date(now.getTime() + 23 * 3600_000))).toBe(42);
    expect(readReceiptCookie(key, cookie, new Date(now.getTime() + 24 * 3600_000))).toBeNull();
  });

  it('refuses another attempt id, another key, and anything unsigned', () => {
    const cookie = signReceiptCookie(key, 42, now);
    expect(readReceiptCookie(key, cookie.replace(/^42\./, '43.'), now)).toBeNull();
    expect(readReceiptCookie(deriveReceiptKey(Buffer.alloc(32, 8)), cookie, now)).toBeNull();
    expect(readReceiptCookie(key, undefined, now)).toBeNull();
    expect(readReceiptCookie(key, '42', now)).toBeNull();
  });

  it('uses a key of its own, not the token key', () => {
    expect(key.equals(deriveTokenKey(Buffer.alloc(32, 7)))).toBe(false);
  });
});
