import { type OutgoingMail } from '../adapters/mail/interface';
import { escapeHtml } from './reset-password-email';

/**
 * The new address as the notice shows it: the first character of the name and the whole domain
 * (`j•••@example.ca`), enough for the owner to recognise their own change, not a full address
 * for whoever reads an old mailbox.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${[...email.slice(0, at)][0] ?? ''}•••${email.slice(at)}`;
}

/**
 * The notice sent to the OLD address when the account e-mail changes, with the link that undoes
 * it (the web app's /undo-email-change page, which asks for a new password).
 */
export function emailChangedEmail(options: {
  to: string;
  firstName: string;
  newEmail: string;
  link: string;
  validDays: number;
}): OutgoingMail {
  const { to, firstName, link, validDays } = options;
  const newEmail = maskEmail(options.newEmail);
  const text = [
    `Hi ${firstName},`,
    '',
    `The email address of your Maplepack account was changed from ${to} to ${newEmail}, and every other device was signed out.`,
    '',
    'If you made this change, there is nothing to do.',
    '',
    'If you did not, someone else may be using your account. Open this link to put your email address back, choose a new password and sign everyone out:',
    '',
    link,
    '',
    `The link works once and for ${validDays} days.`,
    '',
    'The Maplepack team',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>The email address of your Maplepack account was changed from ${escapeHtml(to)} to ${escapeHtml(newEmail)}, and every other device was signed out.</p>
<p>If you made this change, there is nothing to do.</p>
<p>If you did not, someone else may be using your account. Use this button to put your email address back, choose a new password and sign everyone out:</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #c8102e; color: #fff; text-decoration: none; border-radius: 4px">This wasn't me</a></p>
<p>Or copy this link into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>The link works once and for ${validDays} days.</p>
<p>The Maplepack team</p>
</body></html>
`;
  return { to, subject: 'The email address of your Maplepack account was changed', text, html };
}
