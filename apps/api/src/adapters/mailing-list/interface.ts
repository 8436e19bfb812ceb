/**
 * The mailing list: the local subscribers table (default) or Mailchimp (MAILCHIMP_* set).
 * Implementations arrive with the mailing-list issue. Consent is recorded as CASL asks: when,
 * how and the exact text the person agreed to.
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
  update(id: string, changes: { status?: Subscriber['status'] }): Promise<Subscriber | null>;
  setTags(id: string, tags: Subscriber['tags']): Promise<void>;
  setFields(id: string, fields: Record<string, string>): Promise<void>;
}
