import { deriveTokenKey, issueToken, verifyToken } from './auth-token';

const key = deriveTokenKey(Buffer.alloc(32, 1));
const now = new Date('2026-11-21T15:00:00Z');
const subject = { customerId: 42, tokenVersion: 3 };

describe('auth tokens', () => {
  it('derives a key of its own from DATA_KEY: stable, 32 bytes, not the data key', () => {
    expect(deriveTokenKey(Buffer.alloc(32, 1))).toEqual(key);
    expect(key).toHaveLength(32);
    expect(key.equals(Buffer.alloc(32, 1))).toBe(false);
    expect(deriveTokenKey(Buffer.alloc(32, 2)).equals(key)).toBe(false);
  });

  it('round-trips the customer id and token version, valid for 7 days', () => {
    const token = issueToken(key, subject, now);
    expect(verifyToken(key, token, now)).toEqual({
      ok: true,
      customerId: 42,
      tokenVersion: 3,
      expiresAt: new Date('2026-11-28T15:00:00Z'),
    });
    expect(verifyToken(key, token, new Date('2026-11-28T14:59:59Z')).ok).toBe(true);
    expect(verifyToken(key, token, new Date('2026-11-28T15:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyToken(key, token, new Date('2026-11-21T14:59:59Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token signed with another key or with a changed payload', () => {
    const token = issueToken(key, subject, now);
    expect(verifyToken(deriveTokenKey(Buffer.alloc(32, 2)), token, now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ iss: 'maplepack-api', iat: 0, nbf: 0, exp: 9e9, ver: 3, data: { user: { id: 1 } } }),
    ).toString('base64url');
    expect(verifyToken(key, `${header}.${forged}.${signature}`, now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it.each(['', 'a.b', 'a.b.c.d', 'eyJhbGciOiJub25lIn0.e30.'])('refuses the malformed token %p', (token) => {
    expect(verifyToken(key, token, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
