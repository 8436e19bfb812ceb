import { type OutgoingMail } from '../adapters/mail/interface';
import { ActionButton, Lines, MailLayout, P } from './layout';
import { mailFormat, type Language, type MailTexts } from './mail-language';
import { CopyLink } from './password-emails';
import { Only, renderMail } from './render-mail';

/**
 * Every mailing-list e-mail ends with how to stop them (the footer's unsubscribe line) and carries
 * List-Unsubscribe, so mail clients show their own button too.
 */
const unsubscribeHeaders = (unsubscribeLink: string) => ({ 'List-Unsubscribe': `<${unsubscribeLink}>` });

/** The mailing-list e-mails' words in each language. */
export const MAILING_TEXTS: MailTexts<{
  hello: string;
  confirmSubject: string;
  confirmWhy: string;
  asked: string;
  useButton: string;
  openLink: string;
  button: string;
  works: (hours: number) => string;
  welcomeSubject: string;
  welcomeWhy: string;
  thanks: string;
  code: (percent: number) => string;
  enterCode: string;
}> = {
  en: {
    hello: 'Hello,',
    confirmSubject: 'Confirm your subscription to the Maplepack mailing list',
    confirmWhy:
      'You get this e-mail because someone asked to add this address to the Maplepack mailing list.',
    asked: 'Someone, probably you, asked to add this address to the Maplepack mailing list.',
    useButton: 'To confirm, use this button:',
    openLink: 'To confirm, open this link and press "Confirm my subscription":',
    button: 'Confirm my subscription',
    works: (hours) =>
      `The link works for ${hours} hours. If you did not ask for this, ignore this e-mail: nothing is sent to you unless you confirm.`,
    welcomeSubject: 'Welcome to the Maplepack mailing list',
    welcomeWhy: 'You get this e-mail because you joined the Maplepack mailing list.',
    thanks: "Thank you for confirming: you're on the Maplepack mailing list.",
    code: (percent) => `Your code for ${percent}% off your first pack: `,
    enterCode: 'Enter the code in your cart at checkout.',
  },
  fr: {
    hello: 'Bonjour,',
    confirmSubject: 'Confirmez votre abonnement à la liste d’envoi de Maplepack',
    confirmWhy:
      'Vous recevez ce courriel parce que quelqu’un a demandé d’ajouter cette adresse à la liste d’envoi de Maplepack.',
    asked: 'Quelqu’un, probablement vous, a demandé d’ajouter cette adresse à la liste d’envoi de Maplepack.',
    useButton: 'Pour confirmer, utilisez ce bouton :',
    openLink: 'Pour confirmer, ouvrez ce lien et appuyez sur « Confirmer mon abonnement » :',
    button: 'Confirmer mon abonnement',
    works: (hours) =>
      `Le lien fonctionne pendant ${hours} heures. Si vous n’avez rien demandé, ne tenez pas compte de ce courriel : rien ne vous sera envoyé sans votre confirmation.`,
    welcomeSubject: 'Bienvenue dans la liste d’envoi de Maplepack',
    welcomeWhy: 'Vous recevez ce courriel parce que vous êtes inscrit à la liste d’envoi de Maplepack.',
    thanks: 'Merci de votre confirmation : vous êtes inscrit à la liste d’envoi de Maplepack.',
    code: (percent) => `Votre code pour ${percent} % de rabais sur votre première boîte : `,
    enterCode: 'Entrez le code dans votre panier au moment de payer.',
  },
};

/**
 * The double opt-in e-mail. It holds nothing the requester typed but the address it goes to (a
 * name field is where form spammers put their advertising), so it cannot carry someone else's text.
 * It asks for consent, so it is not marketing mail itself. `language`: the request's.
 */
export function confirmSubscriptionEmail(options: {
  to: string;
  confirmLink: string;
  unsubscribeLink: string;
  validHours: number;
  publicUrl: string;
  language?: Language | undefined;
}): Promise<OutgoingMail> {
  const { to, confirmLink, unsubscribeLink, validHours, publicUrl } = options;
  const f = mailFormat(options.language);
  const t = MAILING_TEXTS[f.language];
  return renderMail(
    { to, subject: t.confirmSubject, headers: unsubscribeHeaders(unsubscribeLink) },
    <MailLayout
      publicUrl={publicUrl}
      why={t.confirmWhy}
      unsubscribeLink={unsubscribeLink}
      language={f.language}
    >
      <P>{t.hello}</P>
      <Only part="html">
        <P>{f.text(`${t.asked} ${t.useButton}`)}</P>
        <ActionButton href={confirmLink} label={t.button} language={f.language} />
        <CopyLink href={confirmLink} language={f.language} />
      </Only>
      <Only part="text">
        <P>{f.text(`${t.asked} ${t.openLink}`)}</P>
        <P>{confirmLink}</P>
      </Only>
      <P>{f.text(t.works(validHours))}</P>
    </MailLayout>,
  );
}

/**
 * Sent once a subscription from the newsletter form is confirmed: the 10% code the form offered.
 * Marketing mail: it goes only to a confirmed subscriber (CASL consent).
 */
export function welcomeEmail(options: {
  to: string;
  coupon: { code: string; percent: number } | null;
  unsubscribeLink: string;
  publicUrl: string;
  language?: Language | undefined;
}): Promise<OutgoingMail> {
  const { to, coupon, unsubscribeLink, publicUrl } = options;
  const f = mailFormat(options.language);
  const t = MAILING_TEXTS[f.language];
  return renderMail(
    { to, subject: t.welcomeSubject, headers: unsubscribeHeaders(unsubscribeLink), marketing: true },
    <MailLayout
      publicUrl={publicUrl}
      why={t.welcomeWhy}
      unsubscribeLink={unsubscribeLink}
      language={f.language}
    >
      <P>{t.hello}</P>
      <P>{f.text(t.thanks)}</P>
      {coupon === null ? null : (
        <P>
          <Lines
            lines={[
              <>
                {f.text(t.code(coupon.percent)).replace(/ (%)/, '\u00a0$1')}
                <Only part="html">
                  <strong>{coupon.code}</strong>
                </Only>
                <Only part="text">{coupon.code}</Only>
              </>,
              t.enterCode,
            ]}
          />
        </P>
      )}
    </MailLayout>,
  );
}
