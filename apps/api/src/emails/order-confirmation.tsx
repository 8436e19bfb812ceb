import { type CheckoutReceipt } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { type OutgoingMail } from '../adapters/mail/interface';
import { ActionButton, H2, Items, Lines, MailLayout, P } from './layout';
import { Only, renderMail } from './render-mail';
import { TRANSACTIONAL_WHY } from './shop';

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
 */
export function confirmationEmail(receipt: CheckoutReceipt, publicUrl: string): Promise<OutgoingMail> {
  const account = `${publicUrl}/subscription`;
  const updated = receipt.status === 'plan-updated';
  const subject = updated
    ? 'Your Maplepack plan is updated'
    : `Your Maplepack order ${receipt.order_number ?? ''}`.trim();
  const lead = updated
    ? 'Your plan is updated. Here is your new pack.'
    : `Thank you for your order! Your order number is ${receipt.order_number ?? ''}.`;
  const card = cardText(receipt.card);
  const charged = `Charged today: ${moneyLabel(receipt.charged)}${card === null ? '' : ` on your ${card}`}.`;
  const renewal =
    receipt.renewal.date === ''
      ? ''
      : `Next renewal: ${receipt.renewal.date}, ${moneyLabel(receipt.renewal.total)} at today's prices.`;
  const steps = nextSteps(receipt);

  return renderMail(
    { to: receipt.email, subject },
    <MailLayout publicUrl={publicUrl} preview={lead} why={TRANSACTIONAL_WHY}>
      <P>{`Hi ${receipt.first_name},`}</P>
      <P>{lead}</P>
      <Only part="html">
        <H2>Your pack, every day</H2>
        <table role="presentation" cellPadding={6} style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {receipt.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.name}</td>
                <td>{doses(line)}</td>
                <td style={{ textAlign: 'right' }}>{`${moneyLabel(line.total)} a month`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Only>
      <Only part="text">
        <P>Your pack, every day:</P>
        <Items
          items={receipt.lines.map(
            (line) => `${line.name}: ${doses(line)} (${moneyLabel(line.total)} a month)`,
          )}
        />
      </Only>
      <P>
        <Lines lines={renewal === '' ? [charged] : [charged, renewal]} />
      </P>
      <Only part="html">
        <H2>What happens next</H2>
      </Only>
      <Only part="text">
        <P>What happens next:</P>
      </Only>
      <Items items={steps} />
      <ActionButton href={account} label="Go to my account" text="Your account" />
    </MailLayout>,
  );
}
