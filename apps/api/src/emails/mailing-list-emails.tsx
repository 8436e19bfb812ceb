import { type OutgoingMail } from '../adapters/mail/interface';
import { ActionButton, Lines, MailLayout, P } from './layout';
import { CopyLink } from './password-emails';
import { Only, renderMail } from './render-mail';

/**
 * Every mailing-list e-mail ends with how to stop them (the footer's unsubscribe line) and carries
 * List-Unsubscribe, so mail clients show their own button too.
 */
const unsubscribeHeaders = (unsubscribeLink: string) => ({ 'List-Unsubscribe': `<${unsubscribeLink}>` });

/**
 * The double opt-in e-mail. It holds nothing the requester typed but the address it goes to (a
 * name field is where form spammers put their advertising), so it cannot carry someone else's text.
 * It asks for consent, so it is not marketing mail itself.
 */
export function confirmSubscriptionEmail(options: {
  to: string;
  confirmLink: string;
  unsubscribeLink: string;
  validHours: number;
  publicUrl: string;
}): Promise<OutgoingMail> {
  const { to, confirmLink, unsubscribeLink, validHours, publicUrl } = options;
  return renderMail(
    {
      to,
      subject: 'Confirm your subscription to the Maplepack mailing list',
      headers: unsubscribeHeaders(unsubscribeLink),
    },
    <MailLayout
      publicUrl={publicUrl}
      why="You get this e-mail because someone asked to add this address to the Maplepack mailing list."
      unsubscribeLink={unsubscribeLink}
    >
      <P>Hello,</P>
      <Only part="html">
        <P>
          Someone, probably you, asked to add this address to the Maplepack mailing list. To confirm, use this
          button:
        </P>
        <ActionButton href={confirmLink} label="Confirm my subscription" />
        <CopyLink href={confirmLink} />
      </Only>
      <Only part="text">
        <P>
          Someone, probably you, asked to add this address to the Maplepack mailing list. To confirm, open
          this link and press &quot;Confirm my subscription&quot;:
        </P>
        <P>{confirmLink}</P>
      </Only>
      <P>{`The link works for ${validHours} hours. If you did not ask for this, ignore this e-mail: nothing is sent to you unless you confirm.`}</P>
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
}): Promise<OutgoingMail> {
  const { to, coupon, unsubscribeLink, publicUrl } = options;
  return renderMail(
    {
      to,
      subject: 'Welcome to the Maplepack mailing list',
      headers: unsubscribeHeaders(unsubscribeLink),
      marketing: true,
    },
    <MailLayout
      publicUrl={publicUrl}
      why="You get this e-mail because you joined the Maplepack mailing list."
      unsubscribeLink={unsubscribeLink}
    >
      <P>Hello,</P>
      <P>Thank you for confirming: you&apos;re on the Maplepack mailing list.</P>
      {coupon === null ? null : (
        <P>
          <Lines
            lines={[
              <>
                {`Your code for ${coupon.percent}% off your first pack: `}
                <Only part="html">
                  <strong>{coupon.code}</strong>
                </Only>
                <Only part="text">{coupon.code}</Only>
              </>,
              'Enter the code in your cart at checkout.',
            ]}
          />
        </P>
      )}
    </MailLayout>,
  );
}
