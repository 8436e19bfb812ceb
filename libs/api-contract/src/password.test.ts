import { checkNewPassword, PASSWORD_MESSAGES, passwordSchema } from './password';

const noList = { email: 'ann@roy.ca', isCommon: () => false };

describe('the new-password rule', () => {
  it.each([
    ['password', PASSWORD_MESSAGES.tooShort],
    ['12345678', PASSWORD_MESSAGES.tooShort],
    ['        ', PASSWORD_MESSAGES.tooShort],
    ['123456789', PASSWORD_MESSAGES.tooShort],
    ['          ', PASSWORD_MESSAGES.blank],
    ['\t\n \u00a0 \u2003    ', PASSWORD_MESSAGES.blank],
    ['x'.repeat(257), PASSWORD_MESSAGES.tooLong],
    [' ANN@roy.ca ', PASSWORD_MESSAGES.isEmail],
  ])('refuses %p: %s', (password, message) => {
    expect(checkNewPassword(password, noList)).toEqual({ ok: false, message });
  });

  it('counts characters as people do: five two-unit emoji are five characters', () => {
    expect(passwordSchema.safeParse('🍁🍁🍁🍁🍁').success).toBe(false);
    expect(passwordSchema.safeParse('🍁🍁🍁🍁🍁🍁🍁🍁🍁🍁').success).toBe(true);
  });

  it('asks the list last, with the password as typed', () => {
    const asked: string[] = [];
    const isCommon = (password: string) => {
      asked.push(password);
      return password === 'qwertyuiop';
    };
    expect(checkNewPassword('qwertyuiop', { email: 'a@b.ca', isCommon })).toEqual({
      ok: false,
      message: PASSWORD_MESSAGES.common,
    });
    expect(checkNewPassword('short', { email: 'a@b.ca', isCommon })).toMatchObject({ ok: false });
    expect(asked).toEqual(['qwertyuiop']);
  });

  it('accepts ten characters with spaces inside, and the demo password', () => {
    expect(checkNewPassword('sirop d érable', noList)).toEqual({ ok: true });
    expect(checkNewPassword('maplepack-demo', noList)).toEqual({ ok: true });
    expect(checkNewPassword('  a       ', noList)).toEqual({ ok: true });
  });
});
