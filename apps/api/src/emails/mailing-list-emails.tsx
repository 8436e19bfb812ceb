import { type OutgoingMail } from '../adapters/mail/interface';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const BUTTON =
  'display: inline-block; padding: 10px 18px; background: #c8102e; color: #fff; text-decoration: none; border-radius: 4px';

/** Every mailing-list e-mail ends with how to stop them; mail clients show their own button too. */
function withUnsubscribe(
  mail: { to: string; subject: string; lines: string[]; html: string },
  unsubscribeLink: string,
) {
  const text = [
    ...mail.lines,
    '',
    'The Maplepack team',
    '',
    `To stop all mailing-list e-mails from Maplepack: ${unsubscribeLink}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
${mail.html}
<p>The Maplepack team</p>
<p style="font-size: 12px; color: #555">To stop all mailing-list e-mails from Maplepack, <a href="${escapeHtml(unsubscribeLink)}">unsubscribe</a>.</p>
</body></html>
`;
  return {
    to: mail.to,
    subject: mail.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` },
  } satisfies OutgoingMail;
}

/**
 * The double opt-in e-mail. It holds nothing the requester typed but the address it goes to (a
 * name field is where form spammers put their advertising), so it cannot carry someone else's text.
 */
export function confirmSubscriptionEmail(options: {
  to: string;
  confirmLink: string;
  unsubscribeLink: string;
  validHours: number;
}): OutgoingMail {
  const { to, confirmLink, unsubscribeLink, validHours } = options;
  return withUnsubscribe(
    {
      to,
      subject: 'Confirm your subscription to the Maplepack mailing list',
      lines: [
        'Hello,',
        '',
        'Someone, probably you, asked to add this address to the Maplepack mailing list. To confirm, open this link and press "Confirm my subscription":',
        '',
        confirmLink,
        '',
        `The link works for ${validHours} hours. If you did not ask for this, ignore this e-mail: nothing is sent to you unless you confirm.`,
      ],
      html: `<p>Hello,</p>
<p>Someone, probably you, asked to add this address to the Maplepack mailing list. To confirm, use this button:</p>
<p><a href="${escapeHtml(confirmLink)}" style="${BUTTON}">Confirm my subscription</a></p>
<p>Or copy this link into your browser:<br><a href="${escapeHtml(confirmLink)}">${escapeHtml(confirmLink)}</a></p>
<p>The link works for ${validHours} hours. If you did not ask for this, ignore this e-mail: nothing is sent to you unless you confirm.</p>`,
    },
    unsubscribeLink,
  );
}

/** Sent once a subscription from the newsletter form is confirmed: the 10% code the form offered. */
export function welcomeEmail(options: {
  to: string;
  coupon: { code: string; percent: number } | null;
  unsubscribeLink: string;
}): OutgoingMail {
  const { to, coupon, unsubscribeLink } = options;
  const offer =
    coupon === null
      ? []
      : [
          '',
          `Your code for ${coupon.percent}% off your first pack: ${coupon.code}`,
          'Enter the code in your cart at checkout.',
        ];
  return withUnsubscribe(
    {
      to,
      subject: 'Welcome to the Maplepack mailing list',
      lines: ['Hello,', '', "Thank you for confirming: you're on the Maplepack mailing list.", ...offer],
      html: `<p>Hello,</p>
<p>Thank you for confirming: you're on the Maplepack mailing list.</p>
${
  coupon === null
    ? ''
    : `<p>Your code for ${coupon.percent}% off your first pack: <strong>${escapeHtml(coupon.code)}</strong><br>Enter the code in your cart at checkout.</p>`
}`,
    },
    unsubscribeLink,
  );
}
