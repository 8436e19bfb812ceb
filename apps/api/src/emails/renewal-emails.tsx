import { dateOfInstant } from '@maplepack/subscription';
import { type OutgoingMail } from '../adapters/mail/interface';
import { translateFrench } from '../i18n/error-messages-fr';
import { type MailRecipient } from './account-emails';
import { ActionButton, H2, Items, MailLayout, P } from './layout';
import { mailFormat, type Language, type MailFormat, type MailTexts } from './mail-language';
import { Only, renderMail } from './render-mail';
import { TRANSACTIONAL_WHY_TEXTS } from './shop';

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

type Card = { brand: string; last4: string };

/** The renewal e-mails' words in each language. */
export const RENEWAL_TEXTS: MailTexts<{
  hi: (name: string) => string;
  morning: (count: number) => string;
  evening: (count: number) => string;
  card: (card: Card) => string;
  packEveryDay: string;
  subtotal: string;
  discount: string;
  shipping: string;
  free: string;
  total: string;
  /** A tax's name as this language writes it (GST → TPS). */
  tax: (label: string) => string;
  /** Why a product was left out, when the shop wrote it in English. */
  why: (why: string) => string;
  sentence: (text: string) => string;
  receiptSubject: (pack: string, orderId: number) => string;
  paidByDiscount: (pack: string) => string;
  charged: (amount: string, card: string | null, pack: string) => string;
  orderNumber: (orderId: number) => string;
  receiptLeftOut: string;
  shipped: string;
  nextCharge: (date: string) => string;
  seeOrder: string;
  yourOrder: string;
  onHoldSubject: string;
  confirmSubject: string;
  failedSubject: string;
  askConfirm: (amount: string, pack: string, orderId: number) => string;
  failed: (amount: string, pack: string, orderId: number, reason: string) => string;
  tries: (attempt: number) => string;
  stopped: (tries: string, pack: string) => string;
  onHold: string;
  confirmOrCard: (date: string) => string;
  tryAgain: (date: string) => string;
  sentWhenPaid: string;
  confirmButton: string;
  cardButton: string;
  reminderLead: (date: string, total: string) => string;
  reminderSubject: (date: string) => string;
  reminderLeftOut: string;
  reminderChange: string;
  reminderButton: string;
  reminderText: string;
  leftOutSubject: (pack: string) => string;
  notSentSubject: (pack: string) => string;
  leftOutIntro: (pack: string) => string;
  notSentIntro: (pack: string) => string;
  restOnItsWay: string;
  planStays: string;
  managePlan: string;
  refundSubject: (orderId: number) => string;
  refunded: (amount: string, orderId: number, reason: string) => string;
  statement: string;
}> = {
  en: {
    hi: (name) => `Hi ${name},`,
    morning: (count) => `${count} in the morning`,
    evening: (count) => `${count} in the evening`,
    card: (card) => `${card.brand.toUpperCase()} ending in ${card.last4}`,
    packEveryDay: 'Your pack, every day',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    tax: (label) => label,
    why: (why) => why,
    sentence: (text) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`),
    receiptSubject: (pack, orderId) => `Your Maplepack receipt for the ${pack} pack (order ${orderId})`,
    paidByDiscount: (pack) => `Your ${pack} pack is paid in full by your discount: nothing was charged.`,
    charged: (amount, card, pack) =>
      `We charged ${amount}${card === null ? '' : ` on your ${card}`} for your ${pack} pack.`,
    orderNumber: (orderId) => `Your order number is ${orderId}.`,
    receiptLeftOut: 'These products were left out of this pack and were not charged:',
    shipped:
      'Your pack is sorted and shipped within two business days; Canada Post usually delivers in two to seven business days.',
    nextCharge: (date) =>
      `Your next pack is charged on ${date}. You can change, skip or pause it from your account before then.`,
    seeOrder: 'See my order',
    yourOrder: 'Your order',
    onHoldSubject: 'Your Maplepack plan is on hold: the payment did not go through',
    confirmSubject: 'Your bank asks you to confirm your Maplepack payment',
    failedSubject: 'Your Maplepack payment did not go through',
    askConfirm: (amount, pack, orderId) =>
      `We tried to charge ${amount} for your ${pack} pack (order ${orderId}), and your bank asks you to confirm the payment first.`,
    failed: (amount, pack, orderId, reason) =>
      `We tried to charge ${amount} for your ${pack} pack (order ${orderId}), but the payment did not go through: ${reason}`,
    tries: (attempt) => (attempt === 1 ? 'once' : `${attempt} times`),
    stopped: (tries, pack) =>
      `We have now tried ${tries}, so we stopped: your ${pack} pack is cancelled and nothing was charged for it.`,
    onHold:
      'Your plan is on hold: no pack is sent or charged until you continue it. To continue, update your card in your account; if you need help, reply to this e-mail.',
    confirmOrCard: (date) =>
      `Please confirm the payment or use another card from your account. If nothing changes, we try again on ${date}.`,
    tryAgain: (date) => `We will try again on ${date}. If you update your card now, we try again right away.`,
    sentWhenPaid: 'Your pack is sent as soon as the payment goes through.',
    confirmButton: 'Confirm the payment',
    cardButton: 'Update my card',
    reminderLead: (date, total) =>
      `Your next Maplepack pack is charged on ${date}: ${total} at today's prices.`,
    reminderSubject: (date) => `Your next Maplepack pack is charged on ${date}`,
    reminderLeftOut: 'These products cannot be sent this time, so they will be left out and not charged:',
    reminderChange:
      'If you want a change, you can edit your pack, skip this month or pause your plan from your account until then. If everything looks right, there is nothing to do.',
    reminderButton: 'Edit, skip or pause',
    reminderText: 'Your plan',
    leftOutSubject: (pack) => `Some products were left out of your ${pack} Maplepack pack`,
    notSentSubject: (pack) => `Your ${pack} Maplepack pack could not be sent`,
    leftOutIntro: (pack) => `We left these products out of your ${pack} pack, and they were not charged:`,
    notSentIntro: (pack) =>
      `None of the products of your ${pack} pack can be sent this time, so no pack goes out and nothing was charged:`,
    restOnItsWay:
      'The rest of your pack is on its way. Your plan stays as it is; you can change it from your account.',
    planStays: 'Your plan stays active as it is. You can change your pack from your account.',
    managePlan: 'Manage my plan',
    refundSubject: (orderId) => `Your Maplepack refund for order ${orderId}`,
    refunded: (amount, orderId, reason) => `We refunded ${amount} for your order ${orderId}: ${reason}`,
    statement: 'It shows on your statement within 5 to 10 business days.',
  },
  fr: {
    hi: (name) => `Bonjour ${name},`,
    morning: (count) => `${count} le matin`,
    evening: (count) => `${count} le soir`,
    card: (card) => `${card.brand.toUpperCase()} se terminant par ${card.last4}`,
    packEveryDay: 'Votre boîte, chaque jour',
    subtotal: 'Sous-total',
    discount: 'Rabais',
    shipping: 'Livraison',
    free: 'Gratuite',
    total: 'Total',
    tax: (label) =>
      label
        .replace(/\bGST\b/, 'TPS')
        .replace(/\bHST\b/, 'TVH')
        .replace(/\bQST\b/, 'TVQ')
        .replace(/\bPST\b/, 'TVP'),
    why: (why) =>
      why === 'It is no longer for sale (withdrawn or out of stock), so it was left out of this pack.'
        ? 'Ce produit n’est plus offert (retiré ou en rupture de stock); il a donc été retiré de cette boîte.'
        : why,
    sentence: (text) => {
      const french = translateFrench(text.trim()) ?? text.trim();
      return /[.!?]$/.test(french) ? french : `${french}.`;
    },
    receiptSubject: (pack, orderId) => `Votre reçu Maplepack pour la boîte du ${pack} (commande ${orderId})`,
    paidByDiscount: (pack) =>
      `Votre boîte du ${pack} est entièrement payée par votre rabais : rien n’a été facturé.`,
    charged: (amount, card, pack) =>
      `Nous avons porté ${amount}${card === null ? '' : ` à votre carte ${card}`} pour votre boîte du ${pack}.`,
    orderNumber: (orderId) => `Votre numéro de commande est le ${orderId}.`,
    receiptLeftOut: 'Ces produits ont été retirés de cette boîte et n’ont pas été facturés :',
    shipped:
      'Votre boîte est préparée et expédiée en deux jours ouvrables; Postes Canada livre habituellement en deux à sept jours ouvrables.',
    nextCharge: (date) =>
      `Votre prochaine boîte sera facturée le ${date}. D’ici là, vous pouvez la modifier, la sauter ou suspendre votre abonnement à partir de votre compte.`,
    seeOrder: 'Voir ma commande',
    yourOrder: 'Votre commande',
    onHoldSubject: 'Votre abonnement Maplepack est en attente : le paiement n’est pas passé',
    confirmSubject: 'Votre banque vous demande de confirmer votre paiement Maplepack',
    failedSubject: 'Votre paiement Maplepack n’est pas passé',
    askConfirm: (amount, pack, orderId) =>
      `Nous avons tenté de porter ${amount} à votre carte pour votre boîte du ${pack} (commande ${orderId}), et votre banque vous demande d’abord de confirmer le paiement.`,
    failed: (amount, pack, orderId, reason) =>
      `Nous avons tenté de porter ${amount} à votre carte pour votre boîte du ${pack} (commande ${orderId}), mais le paiement n’est pas passé : ${reason}`,
    tries: (attempt) => (attempt === 1 ? 'une fois' : `${attempt} fois`),
    stopped: (tries, pack) =>
      `Nous avons maintenant essayé ${tries}, alors nous avons arrêté : votre boîte du ${pack} est annulée et rien n’a été facturé.`,
    onHold:
      'Votre abonnement est en attente : aucune boîte n’est envoyée ni facturée tant que vous ne le poursuivez pas. Pour continuer, mettez votre carte à jour dans votre compte; si vous avez besoin d’aide, répondez à ce courriel.',
    confirmOrCard: (date) =>
      `Veuillez confirmer le paiement ou utiliser une autre carte à partir de votre compte. Si rien ne change, nous réessaierons le ${date}.`,
    tryAgain: (date) =>
      `Nous réessaierons le ${date}. Si vous mettez votre carte à jour maintenant, nous réessayons tout de suite.`,
    sentWhenPaid: 'Votre boîte sera envoyée dès que le paiement sera accepté.',
    confirmButton: 'Confirmer le paiement',
    cardButton: 'Mettre ma carte à jour',
    reminderLead: (date, total) =>
      `Votre prochaine boîte Maplepack sera facturée le ${date} : ${total} aux prix d’aujourd’hui.`,
    reminderSubject: (date) => `Votre prochaine boîte Maplepack sera facturée le ${date}`,
    reminderLeftOut:
      'Ces produits ne peuvent pas être envoyés cette fois-ci; ils seront donc retirés et ne seront pas facturés :',
    reminderChange:
      'Si vous souhaitez un changement, vous pouvez modifier votre boîte, sauter ce mois-ci ou suspendre votre abonnement à partir de votre compte d’ici là. Si tout vous convient, vous n’avez rien à faire.',
    reminderButton: 'Modifier, sauter ou suspendre',
    reminderText: 'Votre abonnement',
    leftOutSubject: (pack) => `Des produits ont été retirés de votre boîte Maplepack du ${pack}`,
    notSentSubject: (pack) => `Votre boîte Maplepack du ${pack} n’a pas pu être envoyée`,
    leftOutIntro: (pack) =>
      `Nous avons retiré ces produits de votre boîte du ${pack}, et ils n’ont pas été facturés :`,
    notSentIntro: (pack) =>
      `Aucun produit de votre boîte du ${pack} ne peut être envoyé cette fois-ci; aucune boîte ne part donc et rien n’a été facturé :`,
    restOnItsWay:
      'Le reste de votre boîte est en route. Votre abonnement reste tel quel; vous pouvez le modifier à partir de votre compte.',
    planStays:
      'Votre abonnement reste actif tel quel. Vous pouvez modifier votre boîte à partir de votre compte.',
    managePlan: 'Gérer mon abonnement',
    refundSubject: (orderId) => `Votre remboursement Maplepack pour la commande ${orderId}`,
    refunded: (amount, orderId, reason) =>
      `Nous vous avons remboursé ${amount} pour votre commande ${orderId} : ${reason}`,
    statement: 'Le remboursement paraîtra sur votre relevé d’ici 5 à 10 jours ouvrables.',
  },
};

/** The formats and the words of the recipient's language. */
function speak(to: MailRecipient): { f: MailFormat; t: (typeof RENEWAL_TEXTS)[Language] } {
  const f = mailFormat(to.language);
  return { f, t: RENEWAL_TEXTS[f.language] };
}

const doses = (t: (typeof RENEWAL_TEXTS)[Language], line: PackLine): string =>
  [line.amDose > 0 ? t.morning(line.amDose) : null, line.pmDose > 0 ? t.evening(line.pmDose) : null]
    .filter((part) => part !== null)
    .join(', ');

/** The pack's products: a table in the HTML, "- name: doses ($x)" lines in the text. */
function Pack({ lines, to }: { lines: readonly PackLine[]; to: MailRecipient }) {
  const { f, t } = speak(to);
  const colon = f.language === 'fr' ? '\u00a0: ' : ': ';
  return (
    <>
      <Only part="html">
        <H2>{t.packEveryDay}</H2>
        <table role="presentation" cellPadding={6} style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {lines.map((line, index) => (
              <tr key={index}>
                <td>{line.name}</td>
                <td>{doses(t, line)}</td>
                <td style={{ textAlign: 'right' }}>{f.money(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Only>
      <Only part="text">
        <P>{`${t.packEveryDay}${colon.trimEnd()}`}</P>
        <Items
          items={lines.map((line) => `${line.name}${colon}${doses(t, line)} (${f.money(line.totalCents)})`)}
        />
      </Only>
    </>
  );
}

/** Subtotal, discount, shipping, each tax and the total, one "label: amount" row each. */
function Totals({ totals, to }: { totals: RenewalTotals; to: MailRecipient }) {
  const { f, t } = speak(to);
  const rows: [string, string][] = [
    [t.subtotal, f.money(totals.subtotalCents)],
    ...(totals.discountCents === 0 ? [] : [[t.discount, f.money(-totals.discountCents)] as [string, string]]),
    [t.shipping, totals.shippingCents === 0 ? t.free : f.money(totals.shippingCents)],
    ...totals.taxLines.map((tax): [string, string] => [t.tax(tax.label), f.money(tax.amountCents)]),
    [t.total, f.money(totals.totalCents)],
  ];
  const colon = f.language === 'fr' ? '\u00a0: ' : ': ';
  return (
    <>
      <Only part="html">
        <table role="presentation" cellPadding={4} style={{ borderCollapse: 'collapse', margin: '12px 0' }}>
          <tbody>
            {rows.map(([label, amount], index) => (
              <tr key={index} style={index === rows.length - 1 ? { fontWeight: 'bold' } : undefined}>
                <td>{label}</td>
                <td style={{ textAlign: 'right' }}>{amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Only>
      <Only part="text">
        <Items items={rows.map(([label, amount]) => `${label}${colon}${amount}`)} />
      </Only>
    </>
  );
}

/** The products left out, with why, under a sentence that says what it means. */
function LeftOutList({
  intro,
  leftOut,
  to,
}: {
  intro: string;
  leftOut: readonly LeftOut[];
  to: MailRecipient;
}) {
  const { f, t } = speak(to);
  if (leftOut.length === 0) return null;
  const colon = f.language === 'fr' ? '\u00a0: ' : ': ';
  return (
    <>
      <P>{f.text(intro)}</P>
      <Items items={leftOut.map((item) => `${item.name}${colon}${t.why(item.why)}`)} />
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
  const { f, t } = speak(to);
  const pack = f.date(d.packDate);
  const charged = f.text(
    d.totals.totalCents === 0
      ? t.paidByDiscount(pack)
      : t.charged(f.money(d.totals.totalCents), d.card === null ? null : t.card(d.card), pack),
  );
  return renderMail(
    { to: to.email, subject: f.text(t.receiptSubject(pack, d.orderId)) },
    <MailLayout
      publicUrl={publicUrl}
      preview={charged}
      why={TRANSACTIONAL_WHY_TEXTS[f.language]}
      language={f.language}
    >
      <P>{t.hi(to.firstName)}</P>
      <P>{`${charged} ${t.orderNumber(d.orderId)}`}</P>
      <Pack lines={d.lines} to={to} />
      <Totals totals={d.totals} to={to} />
      <LeftOutList intro={t.receiptLeftOut} leftOut={d.leftOut} to={to} />
      <P>{f.text(t.shipped)}</P>
      {d.nextPaymentDate === null ? null : (
        <P>{f.text(t.nextCharge(f.date(d.nextPaymentDate, d.packDate)))}</P>
      )}
      <ActionButton
        href={`${publicUrl}/orders?order=${d.orderId}`}
        label={t.seeOrder}
        text={t.yourOrder}
        language={f.language}
      />
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
  const { f, t } = speak(to);
  const pack = f.date(d.packDate);
  const amount = f.money(d.totalCents);
  const card = `${publicUrl}/subscription#card`;
  const onHold = d.retryAt === null;
  const subject = onHold ? t.onHoldSubject : d.requiresAction ? t.confirmSubject : t.failedSubject;
  const what = f.text(
    d.requiresAction
      ? t.askConfirm(amount, pack, d.orderId)
      : t.failed(amount, pack, d.orderId, t.sentence(d.reason)),
  );
  const retryDay = d.retryAt === null ? '' : f.date(dateOfInstant(d.retryAt), d.packDate);
  const next = onHold
    ? [t.stopped(t.tries(d.attempt), pack), t.onHold]
    : [d.requiresAction ? t.confirmOrCard(retryDay) : t.tryAgain(retryDay), t.sentWhenPaid];
  return renderMail(
    { to: to.email, subject: f.text(subject) },
    <MailLayout
      publicUrl={publicUrl}
      preview={what}
      why={TRANSACTIONAL_WHY_TEXTS[f.language]}
      language={f.language}
    >
      <P>{t.hi(to.firstName)}</P>
      <P>{what}</P>
      {next.map((paragraph, index) => (
        <P key={index}>{f.text(paragraph)}</P>
      ))}
      <ActionButton
        href={card}
        label={d.requiresAction && !onHold ? t.confirmButton : t.cardButton}
        language={f.language}
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
  const { f, t } = speak(to);
  const date = f.date(d.renewalDate);
  const lead = f.text(t.reminderLead(date, f.money(d.totals.totalCents)));
  return renderMail(
    { to: to.email, subject: f.text(t.reminderSubject(date)) },
    <MailLayout
      publicUrl={publicUrl}
      preview={lead}
      why={TRANSACTIONAL_WHY_TEXTS[f.language]}
      language={f.language}
    >
      <P>{t.hi(to.firstName)}</P>
      <P>{lead}</P>
      <Pack lines={d.lines} to={to} />
      <Totals totals={d.totals} to={to} />
      <LeftOutList intro={t.reminderLeftOut} leftOut={d.leftOut} to={to} />
      <P>{f.text(t.reminderChange)}</P>
      <ActionButton
        href={`${publicUrl}/subscription`}
        label={t.reminderButton}
        text={t.reminderText}
        language={f.language}
      />
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
  const { f, t } = speak(to);
  const pack = f.date(d.packDate);
  return renderMail(
    { to: to.email, subject: f.text(d.charged ? t.leftOutSubject(pack) : t.notSentSubject(pack)) },
    <MailLayout publicUrl={publicUrl} why={TRANSACTIONAL_WHY_TEXTS[f.language]} language={f.language}>
      <P>{t.hi(to.firstName)}</P>
      <LeftOutList
        intro={d.charged ? t.leftOutIntro(pack) : t.notSentIntro(pack)}
        leftOut={d.leftOut}
        to={to}
      />
      <P>{f.text(d.charged ? t.restOnItsWay : t.planStays)}</P>
      <ActionButton href={`${publicUrl}/subscription`} label={t.managePlan} language={f.language} />
    </MailLayout>,
  );
}

/** A refund on an order: how much, why, and when it shows on the statement. */
export function refundEmail(
  to: MailRecipient,
  publicUrl: string,
  d: { orderId: number; amountCents: number; reason: string },
): Promise<OutgoingMail> {
  const { f, t } = speak(to);
  return renderMail(
    { to: to.email, subject: f.text(t.refundSubject(d.orderId)) },
    <MailLayout publicUrl={publicUrl} why={TRANSACTIONAL_WHY_TEXTS[f.language]} language={f.language}>
      <P>{t.hi(to.firstName)}</P>
      <P>{f.text(t.refunded(f.money(d.amountCents), d.orderId, t.sentence(d.reason)))}</P>
      <P>{t.statement}</P>
      <ActionButton
        href={`${publicUrl}/orders?order=${d.orderId}`}
        label={t.seeOrder}
        text={t.yourOrder}
        language={f.language}
      />
    </MailLayout>,
  );
}
