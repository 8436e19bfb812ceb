import { PASSWORD_MIN_LENGTH } from '@maplepack/api-contract';
import { COMMON_PASSWORDS } from './common-passwords.data';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['qwertyuiop', '1234567890', 'password123', 'Password123', ' QWERTYUIOP '])(
    'finds %p',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['maplepack-demo', 'sirop-d-erable', 'qwertyuiop!x'])('does not find %p', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('holds only lower-case entries the length rule lets through', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(1500);
    for (const entry of COMMON_PASSWORDS) {
      expect([...entry].length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(entry).toBe(entry.toLowerCase());
    }
  });
});
