import { Link } from '@react-email/components';
import { type OutgoingMail } from '../adapters/mail/interface';
import { ActionButton, MailLayout, P } from './layout';
import { Only, renderMail } from './render-mail';
import { TRANSACTIONAL_WHY } from './shop';

/** "Or copy this link into your browser:" under a button, in the HTML part. */
export function CopyLink({ href }: { href: string }) {
  return (
    <Only part="html">
      <P>
        Or copy this link into your browser:
        <br />
        <Link href={href}>{href}</Link>
      </P>
    </Only>
  );
}

/** The password-reset e-mail, linking to the web app's /reset-password. */
export function resetPasswordEmail(options: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
  publicUrl: string;
}): Promise<OutgoingMail> {
  const { to, firstName, link, validMinutes, publicUrl } = options;
  return renderMail(
    { to, subject: 'Reset your Maplepack password' },
    <MailLayout publicUrl={publicUrl} why={TRANSACTIONAL_WHY}>
      <P>{`Hi ${firstName},`}</P>
      <Only part="html">
        <P>
          Someone asked to reset the password of your Maplepack account. To choose a new password, use this
          button:
        </P>
        <ActionButton href={link} label="Reset my password" />
        <CopyLink href={link} />
        <P>{`The link works once and for ${validMinutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.`}</P>
      </Only>
      <Only part="text">
        <P>
          Someone asked to reset the password of your Maplepack account. To choose a new password, open this
          link:
        </P>
        <P>{link}</P>
        <P>
          {`The link works once and for ${validMinutes} minutes.`}
          <br />
          If you did not ask for this, ignore this e-mail: your password stays as it is.
        </P>
      </Only>
    </MailLayout>,
  );
}
