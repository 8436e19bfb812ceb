import { type OutgoingMail } from '../adapters/mail/interface';
import { ActionButton, MailLayout, P } from './layout';
import { mailFormat, type MailTexts } from './mail-language';
import { type MailRecipient } from './account-emails';
import { renderMail } from './render-mail';
import { TRANSACTIONAL_WHY_TEXTS } from './shop';

/** The words of the deletion-request e-mails, in each language (issue 18). */
export const PRIVACY_TEXTS: MailTexts<{
  hi: (name: string) => string;
  requestedSubject: string;
  requested: (date: string) => string;
  whatHappens: string;
  kept: string;
  withdraw: string;
  withdrawnSubject: string;
  withdrawn: string;
  notYou: string;
  button: string;
}> = {
  en: {
    hi: (name) => `Hi ${name},`,
    requestedSubject: 'We received your request to delete your Maplepack account',
    requested: (date) => `On ${date}, you asked us to delete your Maplepack account.`,
    whatHappens:
      'Our team will erase your profile, addresses, health assessment answers, saved cards and mailing-list membership, usually within 30 days. You will then no longer be able to sign in.',
    kept: 'The law requires us to keep your orders and their tax records (order numbers, dates, products, amounts, taxes and the province) for six years for the Canada Revenue Agency and Revenu Québec. Your name and street address are removed from them.',
    withdraw: 'Changed your mind? You can withdraw the request from your account details until it is done.',
    withdrawnSubject: 'Your account deletion request was withdrawn',
    withdrawn: 'Your request to delete your Maplepack account was withdrawn. Your account stays as it is.',
    notYou: 'If you did not do this, please sign in and change your password, or write to us.',
    button: 'See my account details',
  },
  fr: {
    hi: (name) => `Bonjour ${name},`,
    requestedSubject: 'Nous avons reçu votre demande de suppression de votre compte Maplepack',
    requested: (date) => `Le ${date}, vous nous avez demandé de supprimer votre compte Maplepack.`,
    whatHappens:
      'Notre équipe effacera votre profil, vos adresses, vos réponses au questionnaire santé, vos cartes enregistrées et votre inscription à l’infolettre, habituellement dans un délai de 30 jours. Vous ne pourrez alors plus vous connecter.',
    kept: 'La loi nous oblige à conserver vos commandes et leurs registres fiscaux (numéros de commande, dates, produits, montants, taxes et province) pendant six ans pour l’Agence du revenu du Canada et Revenu Québec. Votre nom et votre adresse en sont retirés.',
    withdraw:
      'Vous avez changé d’avis? Vous pouvez retirer la demande depuis les détails de votre compte tant qu’elle n’est pas traitée.',
    withdrawnSubject: 'Votre demande de suppression de compte a été retirée',
    withdrawn:
      'Votre demande de suppression de votre compte Maplepack a été retirée. Votre compte reste tel quel.',
    notYou:
      'Si vous n’êtes pas à l’origine de ce changement, connectez-vous et changez votre mot de passe, ou écrivez-nous.',
    button: 'Voir les détails de mon compte',
  },
};

function privacyEmail(
  to: MailRecipient,
  publicUrl: string,
  subject: string,
  paragraphs: string[],
): Promise<OutgoingMail> {
  const f = mailFormat(to.language);
  const t = PRIVACY_TEXTS[f.language];
  const texts = paragraphs.map(f.text);
  return renderMail(
    { to: to.email, subject: f.text(subject) },
    <MailLayout
      publicUrl={publicUrl}
      preview={texts[0]}
      why={TRANSACTIONAL_WHY_TEXTS[f.language]}
      language={f.language}
    >
      <P>{t.hi(to.firstName)}</P>
      {texts.map((paragraph, index) => (
        <P key={index}>{paragraph}</P>
      ))}
      <ActionButton href={`${publicUrl}/account-details`} label={t.button} language={f.language} />
    </MailLayout>,
  );
}

/** The confirmation of a deletion request: what will be erased, what the law keeps, how to withdraw. */
export function deletionRequestedEmail(
  to: MailRecipient,
  requestedOn: string,
  publicUrl: string,
): Promise<OutgoingMail> {
  const f = mailFormat(to.language);
  const t = PRIVACY_TEXTS[f.language];
  return privacyEmail(to, publicUrl, t.requestedSubject, [
    t.requested(f.date(requestedOn)),
    t.whatHappens,
    t.kept,
    t.withdraw,
    t.notYou,
  ]);
}

/** The confirmation that a pending deletion request was withdrawn. */
export function deletionWithdrawnEmail(to: MailRecipient, publicUrl: string): Promise<OutgoingMail> {
  const t = PRIVACY_TEXTS[mailFormat(to.language).language];
  return privacyEmail(to, publicUrl, t.withdrawnSubject, [t.withdrawn, t.notYou]);
}
