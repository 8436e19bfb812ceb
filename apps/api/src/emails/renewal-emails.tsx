import { formatMoney } from '@maplepack/pricing';
import { dateOfInstant, humanDate } from '@maplepack/subscription';
import { type OutgoingMail } from '../adapters/mail/interface';
import { type MailRecipient } from './account-emails';
import { ActionButton, H2, Items, MailLayout, P } from './layout';
import { Only, renderMail } from './render-mail';
import { TRANSACTIONAL_WHY } from './shop';

export { type MailRecipient } from './account-emails';

/** One product of a pack: its daily doses and what it costs for the month. */
export interface PackLine {
  name: string;
  amDose: number;
  pmDose: number;
  totalCents: number;
}

/** A product left out of a renewal and why, in words ("out of stock", "no longer sold"). */
export interface LeftOut {
  name: string;
  why: string;
}

export interface RenewalTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxLines: { label: string; amountCents: number }[];
  totalCents: number;
}

const doses = (line: PackLine): string =>
  [
    line.amDose > 0 ? `${line.amDose} in the morning` : null,
    line.pmDose > 0 ? `${line.pmDose} in the evening` : null,
  ]
    .filter((part) => part !== null)
    .join(', ');

/** A reason from the payment processor, ended as a sentence. */
const sentence = (text: string): string => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const cardText = (card: { brand: string; last4: string }): string =>
  `${card.brand.toUpperCase()} ending in ${card.last4}`;

/** The pack's products: a table in the HTML, "- name: doses ($x)" lines in the text. */
function Pack({ lines }: { lines: readonly PackLine[] }) {
  return (
    <>
      <Only part="html">
        <H2>Your pack, every day</H2>
        <table role="presentation" cellPadding={6} style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {lines.map((line, index) => (
              <tr key={index}>
                <td>{line.name}</td>
                <td>{doses(line)}</td>
                <td style={{ textAlign: 'right' }}>{formatMoney(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Only>
      <Only part="text">
        <P>Your pack, every day:</P>
        <Items
          items={lines.map((line) => `${line.name}: ${doses(line)} (${formatMoney(line.totalCents)})`)}
        />
      </Only>
    </>
  );
}

/** Subtotal, discount, shipping, each tax and the total, one "label: amount" row each. */
function Totals({ totals }: { totals: RenewalTotals }) {
  const rows: [string, string][] = [
    ['Subtotal', formatMoney(totals.subtotalCents)],
    ...(totals.discountCents === 0
      ? []
      : [['Discount', formatMoney(-totals.discountCents)] as [string, string]]),
    ['Shipping', totals.shippingCents === 0 ? 'Free' : formatMoney(totals.shippingCents)],
    ...totals.taxLines.map((tax): [string, string] => [tax.label, formatMoney(tax.amountCents)]),
    ['Total', formatMoney(totals.totalCents)],
  ];
  return (
    <>
      <Only part="html">
        <table role="presentation" cellPadding={4} style={{ borderCollapse: 'collapse', margin: '12px 0' }}>
          <tbody>
            {rows.map(([label, amount], index) => (
              <tr key={index} style={label === 'Total' ? { fontWeight: 'bold' } : undefined}>
                <td>{label}</td>
                <td style={{ textAlign: 'right' }}>{amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Only>
      <Only part="text">
        <Items items={rows.map(([label, amount]) => `${label}: ${amount}`)} />
      </Only>
    </>
  );
}

/** The products left out, with why, under a sentence that says what it means. */
function LeftOutList({ intro, leftOut }: { intro: string; leftOut: readonly LeftOut[] }) {
  if (leftOut.length === 0) return null;
  return (
    <>
      <P>{intro}</P>
      <Items items={leftOut.map((item) => `${item.name}: ${item.why}`)} />
    </>
  );
}

/** The receipt of a monthly renewal that was charged: the pack, the totals, the card and the next date. */
export function renewalReceiptEmail(
  to: MailRecipient,
  publicUrl: string,
  d: {
    orderId: number;
    packDate: string;
    lines: PackLine[];
    totals: RenewalTotals;
    card: { brand: string; last4: string } | null;
    nextPaymentDate: string | null;
    leftOut: LeftOut[];
  },
): Promise<OutgoingMail> {
  const pack = humanDate(d.packDate);
  const charged =
    d.totals.totalCents === 0
      ? `Your ${pack} pack is paid in full by your discount: nothing was charged.`
      : `We charged ${formatMoney(d.totals.totalCents)}${d.card === null ? '' : ` on your ${cardText(d.card)}`} for your ${pack} pack.`;
  return renderMail(
    { to: to.email, subject: `Your Maplepack receipt for the ${pack} pack (order ${d.orderId})` },
    <MailLayout publicUrl={publicUrl} preview={charged} why={TRANSACTIONAL_WHY}>
      <P>{`Hi ${to.firstName},`}</P>
      <P>{`${charged} Your order number is ${d.orderId}.`}</P>
      <Pack lines={d.lines} />
      <Totals totals={d.totals} />
      <LeftOutList
        intro="These products were left out of this pack and were not charged:"
        leftOut={d.leftOut}
      />
      <P>
        Your pack is sorted and shipped within two business days; Canada Post usually delivers in two to seven
        business days.
      </P>
      {d.nextPaymentDate === null ? null : (
        <P>{`Your next pack is charged on ${humanDate(d.nextPaymentDate, d.packDate)}. You can change, skip or pause it from your account before then.`}</P>
      )}
      <ActionButton href={`${publicUrl}/orders?order=${d.orderId}`} label="See my order" text="Your order" />
    </MailLayout>,
  );
}

/**
 * A renewal payment that did not go through. With `retryAt`, when the next try is and that a card
 * update tries again at once; without it (the last try failed), that the pack is cancelled, nothing
 * was charged and the plan is on hold until the person continues it.
 */
export function paymentFailedEmail(
  to: MailRecipient,
  publicUrl: string,
  d: {
    orderId: number;
    packDate: string;
    totalCents: number;
    attempt: number;
    retryAt: string | null;
    reason: string;
    requiresAction: boolean;
  },
): Promise<OutgoingMail> {
  const pack = humanDate(d.packDate);
  const amount = formatMoney(d.totalCents);
  const card = `${publicUrl}/subscription#card`;
  const onHold = d.retryAt === null;
  const subject = onHold
    ? 'Your Maplepack plan is on hold: the payment did not go through'
    : d.requiresAction
      ? 'Your bank asks you to confirm your Maplepack payment'
      : 'Your Maplepack payment did not go through';
  const what = d.requiresAction
    ? `We tried to charge ${amount} for your ${pack} pack (order ${d.orderId}), and your bank asks you to confirm the payment first.`
    : `We tried to charge ${amount} for your ${pack} pack (order ${d.orderId}), but the payment did not go through: ${sentence(d.reason)}`;
  const tries = d.attempt === 1 ? 'once' : `${d.attempt} times`;
  const next = onHold
    ? [
        `We have now tried ${tries}, so we stopped: your ${pack} pack is cancelled and nothing was charged for it.`,
        'Your plan is on hold: no pack is sent or charged until you continue it. To continue, update your card in your account; if you need help, reply to this e-mail.',
      ]
    : [
        d.requiresAction
          ? `Please confirm the payment or use another card from your account. If nothing changes, we try again on ${humanDate(dateOfInstant(d.retryAt ?? ''), d.packDate)}.`
          : `We will try again on ${humanDate(dateOfInstant(d.retryAt ?? ''), d.packDate)}. If you update your card now, we try again right away.`,
        'Your pack is sent as soon as the payment goes through.',
      ];
  return renderMail(
    { to: to.email, subject },
    <MailLayout publicUrl={publicUrl} preview={what} why={TRANSACTIONAL_WHY}>
      <P>{`Hi ${to.firstName},`}</P>
      <P>{what}</P>
      {next.map((paragraph, index) => (
        <P key={index}>{paragraph}</P>
      ))}
      <ActionButton
        href={card}
        label={d.requiresAction && !onHold ? 'Confirm the payment' : 'Update my card'}
      />
    </MailLayout>,
  );
}

/** The reminder before a renewal: the date, what the pack holds and costs, and how to change it. */
export function renewalReminderEmail(
  to: MailRecipient,
  publicUrl: string,
  d: { renewalDate: string; lines: PackLine[]; totals: RenewalTotals; leftOut: LeftOut[] },
): Promise<OutgoingMail> {
  const date = humanDate(d.renewalDate);
  const lead = `Your next Maplepack pack is charged on ${date}: ${formatMoney(d.totals.totalCents)} at today's prices.`;
  return renderMail(
    { to: to.email, subject: `Your next Maplepack pack is charged on ${date}` },
    <MailLayout publicUrl={publicUrl} preview={lead} why={TRANSACTIONAL_WHY}>
      <P>{`Hi ${to.firstName},`}</P>
      <P>{lead}</P>
      <Pack lines={d.lines} />
      <Totals totals={d.totals} />
      <LeftOutList
        intro="These products cannot be sent this time, so they will be left out and not charged:"
        leftOut={d.leftOut}
      />
      <P>
        If you want a change, you can edit your pack, skip this month or pause your plan from your account
        until then. If everything looks right, there is nothing to do.
      </P>
      <ActionButton href={`${publicUrl}/subscription`} label="Edit, skip or pause" text="Your plan" />
    </MailLayout>,
  );
}

/**
 * Products left out of a renewal. `charged` false: none could be sent, so nothing was charged and
 * no pack goes out this month.
 */
export function productsLeftOutEmail(
  to: MailRecipient,
  publicUrl: string,
  d: { packDate: string; leftOut: LeftOut[]; charged: boolean },
): Promise<OutgoingMail> {
  const pack = humanDate(d.packDate);
  return renderMail(
    {
      to: to.email,
      subject: d.charged
        ? `Some products were left out of your ${pack} Maplepack pack`
        : `Your ${pack} Maplepack pack could not be sent`,
    },
    <MailLayout publicUrl={publicUrl} why={TRANSACTIONAL_WHY}>
      <P>{`Hi ${to.firstName},`}</P>
      <LeftOutList
        intro={
          d.charged
            ? `We left these products out of your ${pack} pack, and they were not charged:`
            : `None of the products of your ${pack} pack can be sent this time, so no pack goes out and nothing was charged:`
        }
        leftOut={d.leftOut}
      />
      <P>
        {d.charged
          ? 'The rest of your pack is on its way. Your plan stays as it is; you can change it from your account.'
          : 'Your plan stays active as it is. You can change your pack from your account.'}
      </P>
      <ActionButton href={`${publicUrl}/subscription`} label="Manage my plan" />
    </MailLayout>,
  );
}

/** A refund on an order: how much, why, and when it shows on the statement. */
export function refundEmail(
  to: MailRecipient,
  publicUrl: string,
  d: { orderId: number; amountCents: number; reason: string },
): Promise<OutgoingMail> {
  return renderMail(
    { to: to.email, subject: `Your Maplepack refund for order ${d.orderId}` },
    <MailLayout publicUrl={publicUrl} why={TRANSACTIONAL_WHY}>
      <P>{`Hi ${to.firstName},`}</P>
      <P>{`We refunded ${formatMoney(d.amountCents)} for your order ${d.orderId}: ${sentence(d.reason)}`}</P>
      <P>It shows on your statement within 5 to 10 business days.</P>
      <ActionButton href={`${publicUrl}/orders?order=${d.orderId}`} label="See my order" text="Your order" />
    </MailLayout>,
  );
}
