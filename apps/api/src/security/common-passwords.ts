import { COMMON_PASSWORDS } from './common-passwords.data';

let known: ReadonlySet<string> | undefined;

/**
 * True when the password, trimmed and in lower case, is on the list of common passwords
 * (common-passwords.data.ts). The set is built on first use.
 */
export function isCommonPassword(password: string): boolean {
  known ??= new Set(COMMON_PASSWORDS);
  return known.has(password.trim().toLowerCase());
}
