import { tokenHash } from '../../security/opaque-token';

/** How many one-time recovery codes a staff member gets. */
export const RECOVERY_CODE_COUNT = 10;

// No 0/o, 1/l/i: read off paper without doubt.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function pick(randomBytes: (size: number) => Buffer, length: number, alphabet: string): string {
  // 256 % 31 ≠ 0: bytes past the last whole multiple are dropped, so every letter is as likely.
  const ceiling = 256 - (256 % alphabet.length);
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < ceiling && text.length < length) text += alphabet[byte % alphabet.length];
    }
  }
  return text;
}

/** A recovery code, `xxxxx-xxxxx` (about 49 bits, and sign-in attempts are rate limited). */
export function newRecoveryCode(randomBytes: (size: number) => Buffer): string {
  const text = pick(randomBytes, 10, CODE_ALPHABET);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** A recovery code as typed (any case, spaces or dashes) in the one form that is hashed. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export const recoveryCodeHash = (code: string): string => tokenHash(normaliseRecoveryCode(code));

/** A generated password for a new staff member: 24 characters, about 140 bits. */
export function newStaffPassword(randomBytes: (size: number) => Buffer): string {
  return pick(randomBytes, 24, `${CODE_ALPHABET}ABCDEFGHJKLMNPQRSTUVWXYZ`);
}
