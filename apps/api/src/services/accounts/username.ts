const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The random part's length (spec §3: "a 5-character random string"). */
export const USERNAME_SUFFIX_LENGTH = 5;

/** Letters of a name folded to a-z and 0-9 ("Étienne-Zoë" → "etiennezoe"). */
function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The username of a new customer (spec §3): first and last name folded to ASCII (at most 40
 * characters, "customer" when nothing is left, e.g. a Cyrillic name), a hyphen, then 5 random
 * lower-case letters or digits drawn from `randomBytes` ("jamieleblanc-d3m0a").
 */
export function generateUsername(
  firstName: string,
  lastName: string,
  randomBytes: (size: number) => Buffer,
): string {
  const base = fold(`${firstName}${lastName}`).slice(0, 40) || 'customer';
  let suffix = '';
  while (suffix.length < USERNAME_SUFFIX_LENGTH) {
    for (const byte of randomBytes(USERNAME_SUFFIX_LENGTH * 2)) {
      // 252 = 7 × 36: bytes above it are skipped so every character is equally likely.
      if (byte < 252 && suffix.length < USERNAME_SUFFIX_LENGTH) suffix += SUFFIX_ALPHABET[byte % 36];
    }
  }
  return `${base}-${suffix}`;
}
