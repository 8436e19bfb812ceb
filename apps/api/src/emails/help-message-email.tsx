import { type OutgoingMail } from '../adapters/mail/interface';
import { H2, Items, MailLayout, P } from './layout';
import { renderMail } from './render-mail';

/** One attached cart product as the shop's catalogue names it (never the browser's words). */
export interface HelpCartItem {
  name: string;
  amDose: number;
  pmDose: number;
}

/** Why the shop's inbox gets it: it is the help widget's message, answered by replying. */
const HELP_WHY = 'Sent by the help widget on the shop. Reply to this e-mail to answer the customer.';

/** A subject line of one line: a name or message cannot add headers or break the line. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

function doses(item: HelpCartItem): string {
  return `${item.name}: morning ${item.amDose}, evening ${item.pmDose}`;
}

/**
 * The help widget's message to the shop's inbox, with Reply-To set to the person who wrote it: the
 * page they were on, their cart if they attached it, and whether they were signed in.
 */
export function helpMessageEmail(options: {
  inbox: string;
  name: string;
  email: string;
  message: string;
  pageUrl: string;
  cart: readonly HelpCartItem[] | null;
  customerId: number | null;
  publicUrl: string;
}): Promise<OutgoingMail> {
  const { name, email, message, pageUrl, cart, customerId } = options;
  return renderMail(
    { to: options.inbox, subject: oneLine(`Help request from ${name}: ${message}`, 90) },
    <MailLayout publicUrl={options.publicUrl} why={HELP_WHY}>
      <P>{`From: ${name} <${email}>`}</P>
      <P>{customerId === null ? 'Not signed in.' : `Signed in as customer #${customerId}.`}</P>
      <P>{`Page: ${pageUrl}`}</P>
      <H2>Message</H2>
      {message.split(/\n{2,}/).map((paragraph, index) => (
        <P key={index}>{paragraph}</P>
      ))}
      <H2>Cart</H2>
      {cart === null ? (
        <P>Not attached.</P>
      ) : cart.length === 0 ? (
        <P>Empty.</P>
      ) : (
        <Items items={cart.map(doses)} />
      )}
    </MailLayout>,
    { replyTo: email },
  );
}
