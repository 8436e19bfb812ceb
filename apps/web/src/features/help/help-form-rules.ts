import { helpMessageRequestSchema } from '@maplepack/api-contract';

export interface HelpFormFields {
  name: string;
  email: string;
  message: string;
}

export type HelpFormErrors = Partial<Record<keyof HelpFormFields, string>>;

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
      errors[field] = issue.message;
  }
  return errors;
}
