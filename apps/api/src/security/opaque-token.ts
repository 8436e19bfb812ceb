import { createHash } from 'node:crypto';

/** A random token for a cookie or a challenge: 256 bits, base64url. */
export function newOpaqueToken(randomBytes: (size: number) => Buffer): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token or a recovery code: its SHA-256. The token is random and long,
 * so a fast hash is enough (nothing to guess); a stolen table holds nothing that signs anyone in.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
