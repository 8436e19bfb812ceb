import { type CheckoutReceipt } from '@maplepack/api-contract';
import { type OutgoingMail } from '../../adapters/mail/interface';
import { html } from './html';

const money = (amount: string): string => `$${amount}`;

const doses = (line: CheckoutReceipt['lines'][number]): string =>
  [
    line.am_dose > 0 ? `${line.am_dose} in the morning` : null,
    line.pm_dose > 0 ? `${line.pm_dose} in the evening` : null,
  ]
    .filter((part) => part !== null)
    .join(', ');

const cardText = (card: CheckoutReceipt['card']): string | null =>
  card === null ? null : `${card.brand.toUpperCase()} ending in ${card.last4}`;

/** What happens after each kind of purchase, in the words of the thank-you page. */
function nextSteps(receipt: CheckoutReceipt): string[] {
  if (receipt.status === 'plan-updated') {
    return [
      `Your next pack follows your new plan; it is charged on ${receipt.renewal.date}.`,
      'You can change your plan again from your account until then.',
    ];
  }
  const shipping =
    'Your packs are sorted and shipped within two business days; Canada Post usually delivers in two to seven business days.';
  if (receipt.subscription_id === null) return [shipping];
  if (receipt.status === 'on-hold') {
    return [
      shipping,
      'Your trial subscription is on hold: nothing more is charged until you choose to continue from your account.',
    ];
  }
  return [
    shipping,
    `Your subscription renews every month; the next payment is on ${receipt.renewal.date}. You can change, skip or cancel before then from your account.`,
  ];
}

/**
 * The confirmation e-mail of a purchase or a plan change (plain text and HTML, the same facts as
 * the thank-you page): order number, the pack with its morning and evening doses, what was
 * charged and on which card, the next renewal, what happens next, and a link to the account.
 * Every value is escaped in the HTML (see `html`).
 */
export function confirmationEmail(receipt: CheckoutReceipt, publicUrl: string): OutgoingMail {
  const account = `${publicUrl}/subscription`;
  const updated = receipt.status === 'plan-updated';
  const subject = updated
    ? 'Your Maplepack plan is updated'
    : `Your Maplepack order ${receipt.order_number ?? ''}`.trim();
  const lead = updated
    ? 'Your plan is updated. Here is your new pack.'
    : `Thank you for your order! Your order number is ${receipt.order_number ?? ''}.`;
  const card = cardText(receipt.card);
  const charged = `Charged today: ${money(receipt.charged)}${card === null ? '' : ` on your ${card}`}.`;
  const renewal =
    receipt.renewal.date === ''
      ? ''
      : `Next renewal: ${receipt.renewal.date}, ${money(receipt.renewal.total)} at today's prices.`;
  const steps = nextSteps(receipt);

  const text = [
    `Hi ${receipt.first_name},`,
    '',
    lead,
    '',
    'Your pack, every day:',
    ...receipt.lines.map((line) => `- ${line.name}: ${doses(line)} (${money(line.total)} a month)`),
    '',
    charged,
    ...(renewal === '' ? [] : [renewal]),
    '',
    'What happens next:',
    ...steps.map((step) => `- ${step}`),
    '',
    `Your account: ${account}`,
    '',
    'The Maplepack team',
  ].join('\n');

  // prettier-ignore
  const markup = html`<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>Hi ${receipt.first_name},</p>
<p>${lead}</p>
<h2 style="font-size: 18px">Your pack, every day</h2>
<table role="presentation" cellpadding="6" style="border-collapse: collapse">
${receipt.lines.map(
  (line) =>
    html`<tr><td>${line.name}</td><td>${doses(line)}</td><td style="text-align: right">${money(line.total)} a month</td></tr>`,
)}
</table>
<p>${charged}${renewal === '' ? '' : html`<br>${renewal}`}</p>
<h2 style="font-size: 18px">What happens next</h2>
<ul>${steps.map((step) => html`<li>${step}</li>`)}</ul>
<p><a href="${account}" style="display: inline-block; padding: 10px 18px; background: #c8102e; color: #fff; text-decoration: none; border-radius: 4px">Go to my account</a></p>
<p>The Maplepack team</p>
</body></html>
`;
  return { to: receipt.email, subject, text, html: markup.markup };
}
