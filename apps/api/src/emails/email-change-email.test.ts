import { emailChangedEmail, maskEmail } from './email-change-email';

describe('maskEmail', () => {
  it.each([
    ['jamie.leblanc@example.ca', 'j•••@example.ca'],
    ['élodie@exemple.qc.ca', 'é•••@exemple.qc.ca'],
    ['a@b.ca', 'a•••@b.ca'],
    ['no-at-sign', '•••'],
  ])('shows %p as %p', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('emailChangedEmail', () => {
  it('goes to the old address, shows the new one masked, and escapes the HTML', async () => {
    const mail = await emailChangedEmail({
      to: 'old@example.ca',
      firstName: '<Ann>',
      newEmail: 'new.address@example.ca',
      link: 'https://shop.example/undo-email-change?key=k&id=1',
      validDays: 14,
      publicUrl: 'https://shop.example',
    });
    expect(mail.to).toBe('old@example.ca');
    expect(mail.text).toContain('n•••@example.ca');
    expect(`${mail.text}${mail.html ?? ''}`).not.toContain('new.address');
    expect(mail.html).toContain('&lt;Ann&gt;');
    expect(mail.html).toContain('href="https://shop.example/undo-email-change?key=k&amp;id=1"');
    expect(mail.text).toContain('14 days');
  });
});
