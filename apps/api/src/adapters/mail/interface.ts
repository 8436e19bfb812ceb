/**
 * Outgoing e-mail (password reset, receipts): written to an outbox folder and the log by default,
 * sent through SMTP_URL (nodemailer) in production. Implementations arrive with the auth issue.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on mailing-list e-mails (RFC 2369). */
  headers?: Record<string, string>;
  /** Where a reply goes (the help widget's messages: the person who wrote). */
  replyTo?: string;
  /** Marketing mail (the mailing list's welcome): sent only with CASL consent; the rest is transactional. */
  marketing?: boolean;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ id: string }>;
}
