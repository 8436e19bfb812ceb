import { type OutgoingMail } from '../adapters/mail/interface';

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The password-reset e-mail, plain text and simple HTML, linking to the web app's /reset-password. */
export function resetPasswordEmail(options: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
}): OutgoingMail {
  const { to, firstName, link, validMinutes } = options;
  const text = [
    `Hi ${firstName},`,
    '',
    'Someone asked to reset the password of your Maplepack account. To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once and for ${validMinutes} minutes.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    'The Maplepack team',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone asked to reset the password of your Maplepack account. To choose a new password, use this button:</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #c8102e; color: #fff; text-decoration: none; border-radius: 4px">Reset my password</a></p>
<p>Or copy this link into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>The link works once and for ${validMinutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>The Maplepack team</p>
</body></html>
`;
  return { to, subject: 'Reset your Maplepack password', text, html };
}
