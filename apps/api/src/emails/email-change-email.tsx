import { type OutgoingMail } from '../adapters/mail/interface';
import { MailLayout, P, ActionButton } from './layout';
import { mailFormat, type Language, type MailTexts } from './mail-language';
import { CopyLink } from './password-emails';
import { Only, renderMail } from './render-mail';
import { TRANSACTIONAL_WHY_TEXTS } from './shop';

/**
 * The new address as the notice shows it: the first character of the name and the whole domain
 * (`j•••@example.ca`), enough for the owner to recognise their own change, not a full address
 * for whoever reads an old mailbox.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${[...email.slice(0, at)][0] ?? ''}•••${email.slice(at)}`;
}

/** The e-mail-change notice's words in each language. */
export const EMAIL_CHANGE_TEXTS: MailTexts<{
  subject: string;
  hi: (name: string) => string;
  changed: (from: string, to: string) => string;
  madeIt: string;
  useButton: string;
  openLink: string;
  button: string;
  works: (days: number) => string;
}> = {
  en: {
    subject: 'The email address of your Maplepack account was changed',
    hi: (name) => `Hi ${name},`,
    changed: (from, to) =>
      `The email address of your Maplepack account was changed from ${from} to ${to}, and every other device was signed out.`,
    madeIt: 'If you made this change, there is nothing to do.',
    useButton:
      'If you did not, someone else may be using your account. Use this button to put your email address back, choose a new password and sign everyone out:',
    openLink:
      'If you did not, someone else may be using your account. Open this link to put your email address back, choose a new password and sign everyone out:',
    button: "This wasn't me",
    works: (days) => `The link works once and for ${days} days.`,
  },
  fr: {
    subject: 'L’adresse courriel de votre compte Maplepack a été changée',
    hi: (name) => `Bonjour ${name},`,
    changed: (from, to) =>
      `L’adresse courriel de votre compte Maplepack a été changée de ${from} à ${to}, et tous vos autres appareils ont été déconnectés.`,
    madeIt: 'Si vous avez fait ce changement, vous n’avez rien à faire.',
    useButton:
      'Sinon, quelqu’un d’autre utilise peut-être votre compte. Utilisez ce bouton pour rétablir votre adresse courriel, choisir un nouveau mot de passe et déconnecter tout le monde :',
    openLink:
      'Sinon, quelqu’un d’autre utilise peut-être votre compte. Ouvrez ce lien pour rétablir votre adresse courriel, choisir un nouveau mot de passe et déconnecter tout le monde :',
    button: 'Ce n’était pas moi',
    works: (days) => `Le lien ne fonctionne qu’une fois, pendant ${days} jours.`,
  },
};

/**
 * The notice sent to the OLD address when the account e-mail changes, with the link that undoes
 * it (the web app's /undo-email-change page, which asks for a new password).
 */
export function emailChangedEmail(options: {
  to: string;
  firstName: string;
  newEmail: string;
  link: string;
  validDays: number;
  publicUrl: string;
  language?: Language;
}): Promise<OutgoingMail> {
  const { to, firstName, link, validDays, publicUrl } = options;
  const f = mailFormat(options.language);
  const t = EMAIL_CHANGE_TEXTS[f.language];
  const newEmail = maskEmail(options.newEmail);
  return renderMail(
    { to, subject: t.subject },
    <MailLayout publicUrl={publicUrl} why={TRANSACTIONAL_WHY_TEXTS[f.language]} language={f.language}>
      <P>{t.hi(firstName)}</P>
      <P>{t.changed(to, newEmail)}</P>
      <P>{t.madeIt}</P>
      <Only part="html">
        <P>{f.text(t.useButton)}</P>
        <ActionButton href={link} label={t.button} language={f.language} />
        <CopyLink href={link} language={f.language} />
      </Only>
      <Only part="text">
        <P>{f.text(t.openLink)}</P>
        <P>{link}</P>
      </Only>
      <P>{t.works(validDays)}</P>
    </MailLayout>,
  );
}
