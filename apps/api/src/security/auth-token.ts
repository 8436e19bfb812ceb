import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** HKDF context of the token key: its own, so the token key never equals the health-data key. */
const TOKEN_KEY_INFO = 'maplepack/auth-token/hs256/v1';
/** Who issues tokens (the JWT `iss` claim); a token from anywhere else is refused. */
export const TOKEN_ISSUER = 'maplepack-api';
/** Tokens live 7 days; logout and password changes revoke them earlier through the version. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/**
 * The HMAC-SHA256 key for tokens, derived from DATA_KEY with HKDF-SHA256: every instance sharing
 * DATA_KEY verifies every other instance's tokens, and no secret of its own needs managing.
 */
export function deriveTokenKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), TOKEN_KEY_INFO, 32));
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** The claims, WordPress JWT-auth style: the user id under data.user, plus our token version. */
const claimsSchema = z.object({
  iss: z.literal(TOKEN_ISSUER),
  iat: z.number().int(),
  nbf: z.number().int(),
  exp: z.number().int(),
  ver: z.number().int().nonnegative(),
  data: z.object({ user: z.object({ id: z.number().int().positive() }) }),
});
export type TokenClaims = z.infer<typeof claimsSchema>;

const sign = (key: Buffer, signingInput: string): Buffer =>
  createHmac('sha256', key).update(signingInput).digest();

/** A signed token (compact JWT, HS256) for the customer, valid from `now` for 7 days. */
export function issueToken(
  key: Buffer,
  subject: { customerId: number; tokenVersion: number },
  now: Date,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TokenClaims = {
    iss: TOKEN_ISSUER,
    iat,
    nbf: iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
    ver: subject.tokenVersion,
    data: { user: { id: subject.customerId } },
  };
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signingInput}.${sign(key, signingInput).toString('base64url')}`;
}

export type TokenCheck =
  | { ok: true; customerId: number; tokenVersion: number; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

/**
 * Checks the signature (constant time), the header, the issuer and the validity window. Does not
 * look at the database: the caller compares `tokenVersion` with the customer's current one.
 */
export function verifyToken(key: Buffer, token: string, now: Date): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  // Only our exact header: no alg 'none', no algorithm switching.
  if (header !== HEADER) return { ok: false, reason: 'malformed' };
  const expected = sign(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const claims = claimsSchema.safeParse(json);
  if (!claims.success) return { ok: false, reason: 'malformed' };
  const seconds = now.getTime() / 1000;
  if (seconds < claims.data.nbf || seconds >= claims.data.exp) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    customerId: claims.data.data.user.id,
    tokenVersion: claims.data.ver,
    expiresAt: new Date(claims.data.exp * 1000),
  };
}
