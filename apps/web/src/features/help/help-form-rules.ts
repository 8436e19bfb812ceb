import { msg } from '@lingui/core/macro';
import { type MessageDescriptor } from '@lingui/core';
import { HELP_MESSAGES, helpMessageRequestSchema, MAILING_MESSAGES } from '@maplepack/api-contract';
import { i18n } from '../../lib/i18n/i18n';

export interface HelpFormFields {
  name: string;
  email: string;
  message: string;
}

export type HelpFormErrors = Partial<Record<keyof HelpFormFields, string>>;

// The schema's messages are the API's English; the page's language has its own words for them.
const TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  [HELP_MESSAGES.nameRequired]: msg`Name is required`,
  [HELP_MESSAGES.messageRequired]: msg`Please write your question`,
  [HELP_MESSAGES.messageTooLong]: msg`Please keep your message under 4,000 characters`,
  [MAILING_MESSAGES.plainText]: msg`Please use letters, digits and punctuation only.`,
  'Please enter a valid email.': msg`Please enter a valid email.`,
};

function inPageLanguage(message: string): string {
  const descriptor = TEXTS[message];
  return descriptor === undefined ? message : i18n._(descriptor);
}

/**
 * The form's field errors, from the API's own request schema (the same messages the API answers),
 * so the browser and the server can never disagree on what is valid; empty when it may be sent.
 */
export function helpFormErrors(fields: HelpFormFields): HelpFormErrors {
  const parsed = helpMessageRequestSchema.safeParse({ ...fields, page: '/' });
  if (parsed.success) return {};
  const errors: HelpFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'email' || field === 'message') && errors[field] === undefined)
      errors[field] = inPageLanguage(issue.message);
  }
  return errors;
}
