import { Link } from '@react-email/components';
import { type OutgoingMail } from '../adapters/mail/interface';
import { ActionButton, MailLayout, P } from './layout';
import { mailFormat, type Language, type MailTexts } from './mail-language';
import { Only, renderMail } from './render-mail';
import { TRANSACTIONAL_WHY_TEXTS } from './shop';

/** "Or copy this link into your browser:" in each language. */
export const COPY_LINK_TEXTS: MailTexts<string> = {
  en: 'Or copy this link into your browser:',
  fr: 'Ou copiez ce lien dans votre navigateur\u00a0:',
};

/** "Or copy this link into your browser:" under a button, in the HTML part. */
export function CopyLink({ href, language = 'en' }: { href: string; language?: Language }) {
  return (
    <Only part="html">
      <P>
        {COPY_LINK_TEXTS[language]}
        <br />
        <Link href={href}>{href}</Link>
      </P>
    </Only>
  );
}

/** The password-reset e-mail's words in each language. */
export const RESET_TEXTS: MailTexts<{
  subject: string;
  hi: (name: string) => string;
  asked: string;
  useButton: string;
  openLink: string;
  button: string;
  works: (minutes: number) => string;
  ignore: string;
}> = {
  en: {
    subject: 'Reset your Maplepack password',
    hi: (name) => `Hi ${name},`,
    asked: 'Someone asked to reset the password of your Maplepack account.',
    useButton: 'To choose a new password, use this button:',
    openLink: 'To choose a new password, open this link:',
    button: 'Reset my password',
    works: (minutes) => `The link works once and for ${minutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Maplepack',
    hi: (name) => `Bonjour ${name},`,
    asked: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Maplepack.',
    useButton: 'Pour choisir un nouveau mot de passe, utilisez ce bouton :',
    openLink: 'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    button: 'Réinitialiser mon mot de passe',
    works: (minutes) => `Le lien ne fonctionne qu’une fois, pendant ${minutes} minutes.`,
    ignore:
      'Si vous n’avez rien demandé, ne tenez pas compte de ce courriel : votre mot de passe reste le même.',
  },
};

/** The password-reset e-mail, linking to the web app's /reset-password. */
export function resetPasswordEmail(options: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
  publicUrl: string;
  language?: Language;
}): Promise<OutgoingMail> {
  const { to, firstName, link, validMinutes, publicUrl } = options;
  const f = mailFormat(options.language);
  const t = RESET_TEXTS[f.language];
  return renderMail(
    { to, subject: t.subject },
    <MailLayout publicUrl={publicUrl} why={TRANSACTIONAL_WHY_TEXTS[f.language]} language={f.language}>
      <P>{t.hi(firstName)}</P>
      <Only part="html">
        <P>{f.text(`${t.asked} ${t.useButton}`)}</P>
        <ActionButton href={link} label={t.button} language={f.language} />
        <CopyLink href={link} language={f.language} />
        <P>{f.text(`${t.works(validMinutes)} ${t.ignore}`)}</P>
      </Only>
      <Only part="text">
        <P>{f.text(`${t.asked} ${t.openLink}`)}</P>
        <P>{link}</P>
        <P>
          {t.works(validMinutes)}
          <br />
          {f.text(t.ignore)}
        </P>
      </Only>
    </MailLayout>,
  );
}
