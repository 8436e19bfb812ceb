import { type Db } from '../../db/client';
import { NewsletterRepository } from '../../db/repositories/newsletter-repository';
import { type MailingList } from './interface';
import { LocalMailingList } from './local';
import { MailchimpMailingList, type MailchimpOptions } from './mailchimp';

/** Which list the API uses: Mailchimp when MAILCHIMP_* are set (config.ts), else the local tables. */
export type MailingListConfig = { kind: 'local' } | ({ kind: 'mailchimp' } & MailchimpOptions);

export function createMailingList(config: MailingListConfig, db: Db, now: () => Date): MailingList {
  if (config.kind === 'mailchimp') {
    const { kind: _kind, ...options } = config;
    return new MailchimpMailingList(options);
  }
  return new LocalMailingList(new NewsletterRepository(db), now);
}
