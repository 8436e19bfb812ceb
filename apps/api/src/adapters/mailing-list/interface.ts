/**
 * The mailing list: the local subscribers table (default) or Mailchimp (MAILCHIMP_* set). Consent
 * is recorded as CASL asks: when, how and the exact text the person agreed to.
 */
export interface Consent {
  givenAt: Date;
  method: string;
  consentText: string;
  /** The endpoint that collected it (`method` says how: 'form' or 'survey'). */
  source?: string;
  /** The request's client address, kept as evidence; null when unknown. */
  ip?: string | null;
}

export interface Subscriber {
  id: string;
  email: string;
  status: 'subscribed' | 'unsubscribed' | 'pending' | 'cleaned';
  mergeFields: Record<string, string>;
  tags: { name: string; status: 'active' | 'inactive' }[];
}

/** Where a withdrawal came from (the unsubscribe link, or a signed-in customer), kept as evidence. */
export interface Withdrawal {
  at: Date;
  source: string;
  ip: string | null;
}

/**
 * Thrown by a provider that refuses a value it was given (an address Mailchimp calls fake, text the
 * database cannot store): the caller's input was at fault, so it is a 4xx, never 'unavailable'.
 */
export class MailingInputRejected extends Error {
  override readonly name = 'MailingInputRejected';
}

export interface MailingList {
  findByEmail(email: string): Promise<Subscriber | null>;
  subscribe(input: {
    email: string;
    name?: string;
    consent: Consent;
    status?: 'subscribed' | 'pending';
  }): Promise<Subscriber>;
  /** The subscriber with this id (the MD5 of the lower-cased e-mail, as Mailchimp's subscriber hash). */
  findById(id: string): Promise<Subscriber | null>;
  /** An unsubscribe records `withdrawal` (when, where from, the address) beside the consents. */
  update(
    id: string,
    changes: { status?: Subscriber['status'] },
    withdrawal?: Withdrawal,
  ): Promise<Subscriber | null>;
  setTags(id: string, tags: Subscriber['tags']): Promise<void>;
  setFields(id: string, fields: Record<string, string>): Promise<void>;
  /**
   * Erases the member and everything the list holds about it (fields, tags, consent records): the
   * erasure of an account (issue 18). Answers whether there was one. Unlike an unsubscribe, nothing
   * of the address is kept; someone may subscribe it again later with a new consent.
   */
  remove(id: string): Promise<boolean>;
}
