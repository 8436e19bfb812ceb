import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Maplepack back office';
const PERIOD_SECONDS = 30;

const totpOf = (secretBase32: string, label = 'staff'): TOTP =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit TOTP secret (RFC 4226's recommended size), as base32 for authenticator apps. */
export function newTotpSecret(randomBytes: (size: number) => Buffer): string {
  const bytes = randomBytes(20);
  return new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) }).base32;
}

/** The otpauth:// address an authenticator app reads (as a QR code or pasted). */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The code an authenticator shows at `now` (tests and the demo staff's documentation). */
export function totpCode(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}

/**
 * The 30-second step a code belongs to when it is right at `now` (one step of drift either way, for
 * a phone's clock), else null. The caller refuses steps at or before the last one accepted, so a
 * code (or an older one) is never taken twice.
 */
export function totpStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
