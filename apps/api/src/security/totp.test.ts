import { newTotpSecret, totpCode, totpStep, totpUri } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const AT = new Date('2026-11-21T15:00:10Z');
const step = Math.floor(AT.getTime() / 30_000);

describe('TOTP', () => {
  it('accepts the current code and one step of drift either way, answering its step', () => {
    expect(totpStep(SECRET, totpCode(SECRET, AT), AT)).toBe(step);
    expect(totpStep(SECRET, totpCode(SECRET, new Date(AT.getTime() - 30_000)), AT)).toBe(step - 1);
    expect(totpStep(SECRET, totpCode(SECRET, new Date(AT.getTime() + 30_000)), AT)).toBe(step + 1);
  });

  it('refuses a code two steps away, and a wrong one', () => {
    expect(totpStep(SECRET, totpCode(SECRET, new Date(AT.getTime() - 60_000)), AT)).toBeNull();
    const wrong = String((Number(totpCode(SECRET, AT)) + 1) % 1_000_000).padStart(6, '0');
    expect(totpStep(SECRET, wrong, AT)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth address apps read', () => {
    const secret = newTotpSecret(() => Buffer.alloc(20, 1));
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri(secret, 'ann@maplepack.ca')).toBe(
      `otpauth://totp/Maplepack%20back%20office:ann%40maplepack.ca?issuer=Maplepack%20back%20office&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
