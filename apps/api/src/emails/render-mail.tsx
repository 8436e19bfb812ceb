import { render } from '@react-email/components';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { type OutgoingMail } from '../adapters/mail/interface';

/** Which part of the e-mail a template is rendering: the HTML or the plain text. */
export type MailPart = 'html' | 'text';

const PartContext = createContext<MailPart>('html');

/** The part being rendered, so a button can become "label: link" in the plain text. */
export const useMailPart = (): MailPart => useContext(PartContext);

/** Children only in one part of the e-mail (the HTML says "use this button", the text "open this link"). */
export function Only({ part, children }: { part: MailPart; children: ReactNode }) {
  return useMailPart() === part ? children : null;
}

/** html-to-text as the old hand-written plain text read: "- " items, headings as written, no wrapping. */
const TEXT_OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
};

/**
 * Renders one template twice, as HTML and as plain text (React escapes every value, so a name or
 * product typed by anyone never becomes markup), into the mail adapter's shape.
 */
export async function renderMail(
  head: { to: string; subject: string; headers?: Record<string, string>; marketing?: boolean },
  body: ReactElement,
  extra: { replyTo?: string } = {},
): Promise<OutgoingMail> {
  const [html, text] = await Promise.all([
    render(<PartContext.Provider value="html">{body}</PartContext.Provider>),
    render(<PartContext.Provider value="text">{body}</PartContext.Provider>, {
      plainText: true,
      htmlToTextOptions: TEXT_OPTIONS,
    }),
  ]);
  return {
    to: head.to,
    subject: head.subject,
    text: text.trim(),
    html,
    ...(head.headers === undefined ? {} : { headers: head.headers }),
    ...(head.marketing === true ? { marketing: true } : {}),
    ...(extra.replyTo === undefined ? {} : { replyTo: extra.replyTo }),
  };
}
