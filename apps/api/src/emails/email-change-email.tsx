import { type OutgoingMail } from '../adapters/mail/interface';
import { MailLayout, P, ActionButton } from './layout';
import { CopyLink } from './password-emails';
import { Only, renderMail } from './render-mail';
import { TRANSACTIONAL_WHY } from './shop';

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
}): Promise<OutgoingMail> {
  const { to, firstName, link, validDays, publicUrl } = options;
  const newEmail = maskEmail(options.newEmail);
  return renderMail(
    { to, subject: 'The email address of your Maplepack account was changed' },
    <MailLayout publicUrl={publicUrl} why={TRANSACTIONAL_WHY}>
      <P>{`Hi ${firstName},`}</P>
      <P>{`The email address of your Maplepack account was changed from ${to} to ${newEmail}, and every other device was signed out.`}</P>
      <P>If you made this change, there is nothing to do.</P>
      <Only part="html">
        <P>
          If you did not, someone else may be using your account. Use this button to put your email address
          back, choose a new password and sign everyone out:
        </P>
        <ActionButton href={link} label="This wasn't me" />
        <CopyLink href={link} />
      </Only>
      <Only part="text">
        <P>
          If you did not, someone else may be using your account. Open this link to put your email address
          back, choose a new password and sign everyone out:
        </P>
        <P>{link}</P>
      </Only>
      <P>{`The link works once and for ${validDays} days.`}</P>
    </MailLayout>,
  );
}
