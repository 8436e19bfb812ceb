import { type CheckoutReceipt } from '@maplepack/api-contract';
import { type OutgoingMail } from '../adapters/mail/interface';
import { ActionButton, H2, Items, Lines, MailLayout, P } from './layout';
import { mailFormat, type Language, type MailTexts } from './mail-language';
import { Only, renderMail } from './render-mail';
import { TRANSACTIONAL_WHY_TEXTS } from './shop';

type Card = NonNullable<CheckoutReceipt['card']>;

/** The confirmation e-mail's words in each language (dates and money come formatted). */
export const CONFIRMATION_TEXTS: MailTexts<{
  /** How a receipt's renewal date reads (English keeps the receipt's own ISO date). */
  renewalDate: (isoDate: string) => string;
  updatedSubject: string;
  orderSubject: (orderNumber: string) => string;
  updatedLead: string;
  orderLead: (orderNumber: string) => string;
  hi: (name: string) => string;
  morning: (count: number) => string;
  evening: (count: number) => string;
  card: (card: Card) => string;
  charged: (amount: string, card: string | null) => string;
  renewal: (date: string, amount: string) => string;
  aMonth: (amount: string) => string;
  packEveryDay: string;
  whatNext: string;
  planNext: (date: string) => string;
  changeAgain: string;
  shipping: string;
  trialOnHold: string;
  renews: (date: string) => string;
  button: string;
  buttonText: string;
}> = {
  en: {
    renewalDate: (isoDate) => isoDate,
    updatedSubject: 'Your Maplepack plan is updated',
    orderSubject: (orderNumber) => `Your Maplepack order ${orderNumber}`.trim(),
    updatedLead: 'Your plan is updated. Here is your new pack.',
    orderLead: (orderNumber) => `Thank you for your order! Your order number is ${orderNumber}.`,
    hi: (name) => `Hi ${name},`,
    morning: (count) => `${count} in the morning`,
    evening: (count) => `${count} in the evening`,
    card: (card) => `${card.brand.toUpperCase()} ending in ${card.last4}`,
    charged: (amount, card) => `Charged today: ${amount}${card === null ? '' : ` on your ${card}`}.`,
    renewal: (date, amount) => `Next renewal: ${date}, ${amount} at today's prices.`,
    aMonth: (amount) => `${amount} a month`,
    packEveryDay: 'Your pack, every day',
    whatNext: 'What happens next',
    planNext: (date) => `Your next pack follows your new plan; it is charged on ${date}.`,
    changeAgain: 'You can change your plan again from your account until then.',
    shipping:
      'Your packs are sorted and shipped within two business days; Canada Post usually delivers in two to seven business days.',
    trialOnHold:
      'Your trial subscription is on hold: nothing more is charged until you choose to continue from your account.',
    renews: (date) =>
      `Your subscription renews every month; the next payment is on ${date}. You can change, skip or cancel before then from your account.`,
    button: 'Go to my account',
    buttonText: 'Your account',
  },
  fr: {
    renewalDate: (isoDate) => mailFormat('fr').date(isoDate),
    updatedSubject: 'Votre abonnement Maplepack est mis à jour',
    orderSubject: (orderNumber) => `Votre commande Maplepack ${orderNumber}`.trim(),
    updatedLead: 'Votre abonnement est mis à jour. Voici votre nouvelle boîte.',
    orderLead: (orderNumber) => `Merci de votre commande! Votre numéro de commande est le ${orderNumber}.`,
    hi: (name) => `Bonjour ${name},`,
    morning: (count) => `${count} le matin`,
    evening: (count) => `${count} le soir`,
    card: (card) => `${card.brand.toUpperCase()} se terminant par ${card.last4}`,
    charged: (amount, card) =>
      `Montant facturé aujourd’hui : ${amount}${card === null ? '' : ` sur votre carte ${card}`}.`,
    renewal: (date, amount) => `Prochain renouvellement : le ${date}, ${amount} aux prix d’aujourd’hui.`,
    aMonth: (amount) => `${amount} par mois`,
    packEveryDay: 'Votre boîte, chaque jour',
    whatNext: 'La suite',
    planNext: (date) =>
      `Votre prochaine boîte suivra votre nouvel abonnement; elle sera facturée le ${date}.`,
    changeAgain: 'D’ici là, vous pouvez de nouveau modifier votre abonnement à partir de votre compte.',
    shipping:
      'Vos boîtes sont préparées et expédiées en deux jours ouvrables; Postes Canada livre habituellement en deux à sept jours ouvrables.',
    trialOnHold:
      'Votre abonnement d’essai est en attente : rien de plus ne sera facturé tant que vous ne choisirez pas de le poursuivre à partir de votre compte.',
    renews: (date) =>
      `Votre abonnement se renouvelle chaque mois; le prochain paiement aura lieu le ${date}. D’ici là, vous pouvez le modifier, sauter une boîte ou l’annuler à partir de votre compte.`,
    button: 'Accéder à mon compte',
    buttonText: 'Votre compte',
  },
};

/** What happens after each kind of purchase, in the words of the thank-you page. */
function nextSteps(receipt: CheckoutReceipt, language: Language): string[] {
  const t = CONFIRMATION_TEXTS[language];
  const date = t.renewalDate(receipt.renewal.date);
  if (receipt.status === 'plan-updated') return [t.planNext(date), t.changeAgain];
  if (receipt.subscription_id === null) return [t.shipping];
  if (receipt.status === 'on-hold') return [t.shipping, t.trialOnHold];
  return [t.shipping, t.renews(date)];
}

/**
 * The confirmation e-mail of a purchase or a plan change (plain text and HTML, the same facts as
 * the thank-you page): order number, the pack with its morning and evening doses, what was
 * charged and on which card, the next renewal, what happens next, and a link to the account.
 * `language`: the buyer's account language (English when not given).
 */
export function confirmationEmail(
  receipt: CheckoutReceipt,
  publicUrl: string,
  language: Language = 'en',
): Promise<OutgoingMail> {
  const f = mailFormat(language);
  const t = CONFIRMATION_TEXTS[language];
  const account = `${publicUrl}/subscription`;
  const updated = receipt.status === 'plan-updated';
  const subject = updated ? t.updatedSubject : t.orderSubject(receipt.order_number ?? '');
  const lead = updated ? t.updatedLead : t.orderLead(receipt.order_number ?? '');
  const card = receipt.card === null ? null : t.card(receipt.card);
  const charged = f.text(t.charged(f.amount(receipt.charged), card));
  const renewal =
    receipt.renewal.date === ''
      ? ''
      : f.text(t.renewal(t.renewalDate(receipt.renewal.date), f.amount(receipt.renewal.total)));
  const colon = language === 'fr' ? '\u00a0: ' : ': ';
  const doses = (line: CheckoutReceipt['lines'][number]): string =>
    [line.am_dose > 0 ? t.morning(line.am_dose) : null, line.pm_dose > 0 ? t.evening(line.pm_dose) : null]
      .filter((part) => part !== null)
      .join(', ');

  return renderMail(
    { to: receipt.email, subject },
    <MailLayout
      publicUrl={publicUrl}
      preview={lead}
      why={TRANSACTIONAL_WHY_TEXTS[language]}
      language={language}
    >
      <P>{t.hi(receipt.first_name)}</P>
      <P>{lead}</P>
      <Only part="html">
        <H2>{t.packEveryDay}</H2>
        <table role="presentation" cellPadding={6} style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {receipt.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.name}</td>
                <td>{doses(line)}</td>
                <td style={{ textAlign: 'right' }}>{t.aMonth(f.amount(line.total))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Only>
      <Only part="text">
        <P>{`${t.packEveryDay}${colon.trimEnd()}`}</P>
        <Items
          items={receipt.lines.map(
            (line) => `${line.name}${colon}${doses(line)} (${t.aMonth(f.amount(line.total))})`,
          )}
        />
      </Only>
      <P>
        <Lines lines={renewal === '' ? [charged] : [charged, renewal]} />
      </P>
      <Only part="html">
        <H2>{t.whatNext}</H2>
      </Only>
      <Only part="text">
        <P>{`${t.whatNext}${colon.trimEnd()}`}</P>
      </Only>
      <Items items={nextSteps(receipt, language).map(f.text)} />
      <ActionButton href={account} label={t.button} text={t.buttonText} language={language} />
    </MailLayout>,
  );
}
