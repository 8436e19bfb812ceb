/**
 * Spec §5 mailing-list form: name required; email required and of email type. The English keys the
 * modal reads its messages by (mailing-list-modal.tsx, TEXTS).
 */
/* eslint-disable lingui/no-unlocalized-strings */
export const MAILING_LIST_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email.',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** CASL express consent: who is asking, for what, and that it can be withdrawn. */
export const MAILING_LIST_CONSENT_TEXT =
  'Yes, I want to receive emails from Maplepack with offers, product news and health tips. I can unsubscribe at any time.';

export interface MailingListFields {
  name: string;
  email: string;
}

export type MailingListErrors = Partial<Record<keyof MailingListFields, string>>;

// The browser's type="email" pattern (WHATWG), with a dot required in the domain as the server's check does.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The field errors of the form; an empty object when it may be sent. */
export function mailingListErrors(fields: MailingListFields): MailingListErrors {
  const errors: MailingListErrors = {};
  if (fields.name.trim() === '') errors.name = MAILING_LIST_MESSAGES.nameRequired;
  if (!EMAIL.test(fields.email.trim())) errors.email = MAILING_LIST_MESSAGES.emailInvalid;
  return errors;
}
