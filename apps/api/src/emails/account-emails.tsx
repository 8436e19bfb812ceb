import { type SubscriptionRenewal } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { describeLogEntry, humanDate, type LifecycleLogEntry } from '@maplepack/subscription';
import { type OutgoingMail } from '../adapters/mail/interface';
import { ActionButton, Items, MailLayout, P } from './layout';
import { renderMail } from './render-mail';
import { TRANSACTIONAL_WHY } from './shop';

/** Who an account e-mail goes to. */
export interface MailRecipient {
  email: string;
  firstName: string;
}

interface AccountEmail {
  subject: string;
  /** Sentences, one paragraph each. */
  paragraphs: string[];
  /** A short list under the paragraphs (the pack's products), or none. */
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
  /** The account page the button opens, e.g. '/subscription'. */
  page: string;
  button: string;
}

/**
 * A short account e-mail in the shop's layout: a greeting, what changed in a sentence or two, an
 * optional list and a button to the page.
 */
function accountEmail(to: MailRecipient, publicUrl: string, email: AccountEmail): Promise<OutgoingMail> {
  return renderMail(
    { to: to.email, subject: email.subject },
    <MailLayout publicUrl={publicUrl} preview={email.paragraphs[0]} why={TRANSACTIONAL_WHY}>
      <P>{`Hi ${to.firstName},`}</P>
      {email.paragraphs.map((paragraph, index) => (
        <P key={index}>{paragraph}</P>
      ))}
      <Items items={email.items ?? []} />
      {(email.after ?? []).map((paragraph, index) => (
        <P key={index}>{paragraph}</P>
      ))}
      <ActionButton href={`${publicUrl}${email.page}`} label={email.button} />
    </MailLayout>,
  );
}

function nextPack(renewal: SubscriptionRenewal | null, today: string): string[] {
  return renewal === null
    ? []
    : [
        `Your next pack is charged on ${humanDate(renewal.date, today)}: ${moneyLabel(renewal.total)} at today's prices.`,
      ];
}

const SUBJECTS: Partial<Record<LifecycleLogEntry['kind'], string>> = {
  skipped: 'Your next Maplepack pack is skipped',
  paused: 'Your Maplepack plan is paused',
  resumed: 'Your Maplepack plan is resumed',
  'date-moved': 'Your next Maplepack pack has a new date',
  'cancel-requested': 'Your Maplepack plan is cancelled',
  cancelled: 'Your Maplepack plan is cancelled',
  reactivated: 'Your Maplepack plan is active again',
  'card-updated': 'Your Maplepack card is updated',
};

/** The confirmation of a change the person made to their plan (skip, pause, move, cancel, card…). */
export function lifecycleEmail(
  to: MailRecipient,
  entry: LifecycleLogEntry,
  renewal: SubscriptionRenewal | null,
  publicUrl: string,
  extra: string[] = [],
): Promise<OutgoingMail> {
  return accountEmail(to, publicUrl, {
    subject: SUBJECTS[entry.kind] ?? 'Your Maplepack plan has changed',
    paragraphs: [
      describeLogEntry(entry),
      ...extra,
      ...(entry.kind === 'cancel-requested' || entry.kind === 'cancelled' ? [] : nextPack(renewal, entry.on)),
      'If you did not make this change, please reply to this e-mail.',
    ],
    page: '/subscription',
    button: 'Manage my plan',
  });
}

/** The confirmation of a new plan saved from the plan editor: the pack and the next renewal. */
export function planChangedEmail(
  to: MailRecipient,
  lines: readonly { name: string; am: number; pm: number }[],
  renewal: SubscriptionRenewal | null,
  today: string,
  publicUrl: string,
): Promise<OutgoingMail> {
  return accountEmail(to, publicUrl, {
    subject: 'Your Maplepack plan is changed',
    paragraphs: [
      lines.length === 0
        ? 'Your plan is saved with no products: nothing will be sent until you add some.'
        : 'Your plan is saved. Your pack, every day:',
    ],
    items: [...lines.map((line) => `${line.name}: ${line.am} in the morning, ${line.pm} in the evening`)],
    page: '/subscription',
    button: 'Manage my plan',
    after: nextPack(renewal, today),
  });
}

/** The notice that the account's password changed (every other session was signed out). */
export function passwordChangedEmail(to: MailRecipient, publicUrl: string): Promise<OutgoingMail> {
  return accountEmail(to, publicUrl, {
    subject: 'Your Maplepack password was changed',
    paragraphs: [
      'The password of your Maplepack account was just changed, and your other devices were signed out.',
      'If this was not you, reset your password now with the button below and tell us by replying to this e-mail.',
    ],
    page: '/forgot-password',
    button: 'Reset my password',
  });
}

/** The confirmation of a change to a paid order: the new total and what was charged or refunded. */
export function orderChangedEmail(
  to: MailRecipient,
  order: { id: number; total: string },
  settlement: { kind: 'charge' | 'refund' | 'balance-due' | 'none'; amount: string },
  card: { brand: string; last4: string } | null,
  publicUrl: string,
): Promise<OutgoingMail> {
  const onCard = card === null ? '' : ` to your ${card.brand.toUpperCase()} ending in ${card.last4}`;
  const money = {
    charge: `We charged $${settlement.amount} more${card === null ? '' : ` on your ${card.brand.toUpperCase()} ending in ${card.last4}`}.`,
    refund: `We refunded $${settlement.amount}${onCard}; it shows on your statement within 5 to 10 business days.`,
    'balance-due': `The difference of $${settlement.amount} is too small to charge on its own; it is added to your next payment.`,
    none: 'The total did not change.',
  }[settlement.kind];
  return accountEmail(to, publicUrl, {
    subject: `Your Maplepack order ${order.id} is changed`,
    paragraphs: [`Your order ${order.id} is changed. Its total is now $${order.total}.`, money],
    page: `/orders`,
    button: 'See my orders',
  });
}
