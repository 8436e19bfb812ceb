import { type OutgoingMail } from '../adapters/mail/interface';
import { type MailRecipient } from './account-emails';
import { ActionButton, MailLayout, P } from './layout';
import { mailFormat, type MailTexts } from './mail-language';
import { renderMail } from './render-mail';
import { TRANSACTIONAL_WHY_TEXTS } from './shop';

/** The "your pack has shipped" e-mail's words in each language (issue 18). */
export const SHIPMENT_TEXTS: MailTexts<{
  subject: (orderId: number) => string;
  hi: (name: string) => string;
  shipped: (orderId: number, carrier: string) => string;
  tracking: (trackingNumber: string) => string;
  delivery: string;
  seeOrder: string;
  yourOrder: string;
}> = {
  en: {
    subject: (orderId) => `Your Maplepack pack has shipped (order ${orderId})`,
    hi: (name) => `Hi ${name},`,
    shipped: (orderId, carrier) =>
      `Good news: the pack of your order ${orderId} is on its way with ${carrier}.`,
    tracking: (trackingNumber) => `Your tracking number is ${trackingNumber}.`,
    delivery: 'Delivery usually takes two to seven business days.',
    seeOrder: 'See my order',
    yourOrder: 'Your order',
  },
  fr: {
    subject: (orderId) => `Votre boîte Maplepack est expédiée (commande ${orderId})`,
    hi: (name) => `Bonjour ${name},`,
    shipped: (orderId, carrier) =>
      `Bonne nouvelle : la boîte de votre commande ${orderId} est en route avec ${carrier}.`,
    tracking: (trackingNumber) => `Votre numéro de suivi est le ${trackingNumber}.`,
    delivery: 'La livraison prend habituellement de deux à sept jours ouvrables.',
    seeOrder: 'Voir ma commande',
    yourOrder: 'Votre commande',
  },
};

/** Tells the customer their pack left, with the carrier and the tracking number. */
export function shipmentEmail(
  to: MailRecipient,
  publicUrl: string,
  d: { orderId: number; carrier: string; trackingNumber: string },
): Promise<OutgoingMail> {
  const f = mailFormat(to.language);
  const t = SHIPMENT_TEXTS[f.language];
  return renderMail(
    { to: to.email, subject: f.text(t.subject(d.orderId)) },
    <MailLayout publicUrl={publicUrl} why={TRANSACTIONAL_WHY_TEXTS[f.language]} language={f.language}>
      <P>{t.hi(to.firstName)}</P>
      <P>{f.text(t.shipped(d.orderId, d.carrier))}</P>
      <P>{f.text(t.tracking(d.trackingNumber))}</P>
      <P>{t.delivery}</P>
      <ActionButton
        href={`${publicUrl}/orders?order=${d.orderId}`}
        label={t.seeOrder}
        text={t.yourOrder}
        language={f.language}
      />
    </MailLayout>,
  );
}
