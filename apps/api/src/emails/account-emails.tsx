import { type SubscriptionRenewal } from '@maplepack/api-contract';
import { describeLogEntry, type LifecycleLogEntry } from '@maplepack/subscription';
import { type OutgoingMail } from '../adapters/mail/interface';
import { describeLogEntryFr } from './describe-log-entry-fr';
import { ActionButton, Items, MailLayout, P } from './layout';
import { translateFrench } from '../i18n/error-messages-fr';
import { MAIL_FORMAT, mailFormat, type Language, type MailFormat, type MailTexts } from './mail-language';
import { renderMail } from './render-mail';
import { TRANSACTIONAL_WHY_TEXTS } from './shop';

/** Who an account e-mail goes to, and in which language (the customer's; English when unknown). */
export interface MailRecipient {
  email: string;
  firstName: string;
  language?: Language;
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

type Card = { brand: string; last4: string };
type Settlement = { kind: 'charge' | 'refund' | 'balance-due' | 'none'; amount: string };
type Kind = LifecycleLogEntry['kind'];

/** Every account e-mail's words, in each language. */
export const ACCOUNT_TEXTS: MailTexts<{
  hi: (name: string) => string;
  nextPack: (date: string, total: string) => string;
  subjects: Partial<Record<Kind, string>>;
  changedSubject: string;
  notYou: string;
  managePlan: string;
  describe: (entry: LifecycleLogEntry) => string;
  planSubject: string;
  planEmpty: string;
  planSaved: string;
  planLine: (name: string, am: number, pm: number) => string;
  passwordSubject: string;
  passwordParagraphs: [string, string];
  resetButton: string;
  orderSubject: (id: number) => string;
  orderChanged: (id: number, total: string) => string;
  cardText: (card: Card) => string;
  charge: (amount: string, card: string | null) => string;
  refund: (amount: string, card: string | null) => string;
  balanceDue: (amount: string) => string;
  noChange: string;
  seeOrders: string;
}> = {
  en: {
    hi: (name) => `Hi ${name},`,
    nextPack: (date, total) => `Your next pack is charged on ${date}: ${total} at today's prices.`,
    subjects: {
      skipped: 'Your next Maplepack pack is skipped',
      paused: 'Your Maplepack plan is paused',
      resumed: 'Your Maplepack plan is resumed',
      'date-moved': 'Your next Maplepack pack has a new date',
      'cancel-requested': 'Your Maplepack plan is cancelled',
      cancelled: 'Your Maplepack plan is cancelled',
      reactivated: 'Your Maplepack plan is active again',
      'card-updated': 'Your Maplepack card is updated',
    },
    changedSubject: 'Your Maplepack plan has changed',
    notYou: 'If you did not make this change, please reply to this e-mail.',
    managePlan: 'Manage my plan',
    describe: describeLogEntry,
    planSubject: 'Your Maplepack plan is changed',
    planEmpty: 'Your plan is saved with no products: nothing will be sent until you add some.',
    planSaved: 'Your plan is saved. Your pack, every day:',
    planLine: (name, am, pm) => `${name}: ${am} in the morning, ${pm} in the evening`,
    passwordSubject: 'Your Maplepack password was changed',
    passwordParagraphs: [
      'The password of your Maplepack account was just changed, and your other devices were signed out.',
      'If this was not you, reset your password now with the button below and tell us by replying to this e-mail.',
    ],
    resetButton: 'Reset my password',
    orderSubject: (id) => `Your Maplepack order ${id} is changed`,
    orderChanged: (id, total) => `Your order ${id} is changed. Its total is now ${total}.`,
    cardText: (card) => `${card.brand.toUpperCase()} ending in ${card.last4}`,
    charge: (amount, card) => `We charged ${amount} more${card === null ? '' : ` on your ${card}`}.`,
    refund: (amount, card) =>
      `We refunded ${amount}${card === null ? '' : ` to your ${card}`}; it shows on your statement within 5 to 10 business days.`,
    balanceDue: (amount) =>
      `The difference of ${amount} is too small to charge on its own; it is added to your next payment.`,
    noChange: 'The total did not change.',
    seeOrders: 'See my orders',
  },
  fr: {
    hi: (name) => `Bonjour ${name},`,
    nextPack: (date, total) =>
      `Votre prochaine boîte sera facturée le ${date} : ${total} aux prix d’aujourd’hui.`,
    subjects: {
      skipped: 'Votre prochaine boîte Maplepack est sautée',
      paused: 'Votre abonnement Maplepack est suspendu',
      resumed: 'Votre abonnement Maplepack a repris',
      'date-moved': 'Votre prochaine boîte Maplepack a une nouvelle date',
      'cancel-requested': 'Votre abonnement Maplepack est annulé',
      cancelled: 'Votre abonnement Maplepack est annulé',
      reactivated: 'Votre abonnement Maplepack est de nouveau actif',
      'card-updated': 'Votre carte est mise à jour chez Maplepack',
    },
    changedSubject: 'Votre abonnement Maplepack a changé',
    notYou: 'Si vous n’avez pas fait ce changement, veuillez répondre à ce courriel.',
    managePlan: 'Gérer mon abonnement',
    describe: describeLogEntryFr,
    planSubject: 'Votre abonnement Maplepack est modifié',
    planEmpty:
      'Votre abonnement est enregistré sans produit : rien ne vous sera envoyé tant que vous n’en aurez pas ajouté.',
    planSaved: 'Votre abonnement est enregistré. Votre boîte, chaque jour :',
    planLine: (name, am, pm) => `${name} : ${am} le matin, ${pm} le soir`,
    passwordSubject: 'Le mot de passe de votre compte Maplepack a été modifié',
    passwordParagraphs: [
      'Le mot de passe de votre compte Maplepack vient d’être modifié, et vos autres appareils ont été déconnectés.',
      'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant avec le bouton ci-dessous et avisez-nous en répondant à ce courriel.',
    ],
    resetButton: 'Réinitialiser mon mot de passe',
    orderSubject: (id) => `Votre commande Maplepack ${id} est modifiée`,
    orderChanged: (id, total) => `Votre commande ${id} est modifiée. Son total est maintenant de ${total}.`,
    cardText: (card) => `${card.brand.toUpperCase()} se terminant par ${card.last4}`,
    charge: (amount, card) =>
      `Nous avons porté ${amount} de plus${card === null ? '' : ` à votre carte ${card}`}.`,
    refund: (amount, card) =>
      `Nous vous avons remboursé ${amount}${card === null ? '' : ` sur votre carte ${card}`}; le remboursement paraîtra sur votre relevé d’ici 5 à 10 jours ouvrables.`,
    balanceDue: (amount) =>
      `La différence de ${amount} est trop petite pour être facturée seule; elle s’ajoutera à votre prochain paiement.`,
    noChange: 'Le total n’a pas changé.',
    seeOrders: 'Voir mes commandes',
  },
};

/**
 * A short account e-mail in the shop's layout: a greeting, what changed in a sentence or two, an
 * optional list and a button to the page.
 */
function accountEmail(to: MailRecipient, publicUrl: string, email: AccountEmail): Promise<OutgoingMail> {
  const f = mailFormat(to.language);
  const t = ACCOUNT_TEXTS[f.language];
  const paragraphs = email.paragraphs.map(f.text);
  return renderMail(
    { to: to.email, subject: f.text(email.subject) },
    <MailLayout
      publicUrl={publicUrl}
      preview={paragraphs[0]}
      why={TRANSACTIONAL_WHY_TEXTS[f.language]}
      language={f.language}
    >
      <P>{t.hi(to.firstName)}</P>
      {paragraphs.map((paragraph, index) => (
        <P key={index}>{paragraph}</P>
      ))}
      <Items items={(email.items ?? []).map(f.text)} />
      {(email.after ?? []).map((paragraph, index) => (
        <P key={index}>{f.text(paragraph)}</P>
      ))}
      <ActionButton href={`${publicUrl}${email.page}`} label={email.button} language={f.language} />
    </MailLayout>,
  );
}

function nextPack(f: MailFormat, renewal: SubscriptionRenewal | null, today: string): string[] {
  return renewal === null
    ? []
    : [ACCOUNT_TEXTS[f.language].nextPack(f.date(renewal.date, today), f.amount(renewal.total))];
}

/** The confirmation of a change the person made to their plan (skip, pause, move, cancel, card…). */
export function lifecycleEmail(
  to: MailRecipient,
  entry: LifecycleLogEntry,
  renewal: SubscriptionRenewal | null,
  publicUrl: string,
  extra: string[] = [],
): Promise<OutgoingMail> {
  const f = mailFormat(to.language);
  const t = ACCOUNT_TEXTS[f.language];
  return accountEmail(to, publicUrl, {
    subject: t.subjects[entry.kind] ?? t.changedSubject,
    paragraphs: [
      t.describe(entry),
      ...extra,
      ...(entry.kind === 'cancel-requested' || entry.kind === 'cancelled'
        ? []
        : nextPack(f, renewal, entry.on)),
      t.notYou,
    ],
    page: '/subscription',
    button: t.managePlan,
  });
}

/**
 * What a card update did to a failed renewal, for the card-updated e-mail: paid, or failed again
 * with the processor's reason (in French when the API's table knows it).
 */
export function cardRetryLines(
  language: Language | undefined,
  retry:
    | { status: 'none' }
    | { status: 'paid'; pack_date: string; amount: string }
    | { status: 'failed'; pack_date: string; amount: string; message: string },
): string[] {
  if (retry.status === 'none') return [];
  if (language !== 'fr') {
    return retry.status === 'paid'
      ? [
          `The payment of $${retry.amount} for your ${retry.pack_date} pack went through; your plan is active again.`,
        ]
      : [
          `We tried the payment of $${retry.amount} for your ${retry.pack_date} pack again, but it failed: ${retry.message}`,
        ];
  }
  const f = MAIL_FORMAT.fr;
  const amount = f.amount(retry.amount);
  const pack = f.date(retry.pack_date);
  return retry.status === 'paid'
    ? [
        `Le paiement de ${amount} pour votre boîte du ${pack} a été accepté; votre abonnement est de nouveau actif.`,
      ]
    : [
        `Nous avons tenté de nouveau le paiement de ${amount} pour votre boîte du ${pack}, mais il a échoué : ${translateFrench(retry.message) ?? retry.message}`,
      ];
}

/** The confirmation of a new plan saved from the plan editor: the pack and the next renewal. */
export function planChangedEmail(
  to: MailRecipient,
  lines: readonly { name: string; am: number; pm: number }[],
  renewal: SubscriptionRenewal | null,
  today: string,
  publicUrl: string,
): Promise<OutgoingMail> {
  const f = mailFormat(to.language);
  const t = ACCOUNT_TEXTS[f.language];
  return accountEmail(to, publicUrl, {
    subject: t.planSubject,
    paragraphs: [lines.length === 0 ? t.planEmpty : t.planSaved],
    items: lines.map((line) => t.planLine(line.name, line.am, line.pm)),
    page: '/subscription',
    button: t.managePlan,
    after: nextPack(f, renewal, today),
  });
}

/** The notice that the account's password changed (every other session was signed out). */
export function passwordChangedEmail(to: MailRecipient, publicUrl: string): Promise<OutgoingMail> {
  const t = ACCOUNT_TEXTS[mailFormat(to.language).language];
  return accountEmail(to, publicUrl, {
    subject: t.passwordSubject,
    paragraphs: [...t.passwordParagraphs],
    page: '/forgot-password',
    button: t.resetButton,
  });
}

/** The confirmation of a change to a paid order: the new total and what was charged or refunded. */
export function orderChangedEmail(
  to: MailRecipient,
  order: { id: number; total: string },
  settlement: Settlement,
  card: Card | null,
  publicUrl: string,
): Promise<OutgoingMail> {
  const f = mailFormat(to.language);
  const t = ACCOUNT_TEXTS[f.language];
  const onCard = card === null ? null : t.cardText(card);
  const amount = f.amount(settlement.amount);
  const money = {
    charge: t.charge(amount, onCard),
    refund: t.refund(amount, onCard),
    'balance-due': t.balanceDue(amount),
    none: t.noChange,
  }[settlement.kind];
  return accountEmail(to, publicUrl, {
    subject: t.orderSubject(order.id),
    paragraphs: [t.orderChanged(order.id, f.amount(order.total)), money],
    page: `/orders`,
    button: t.seeOrders,
  });
}
