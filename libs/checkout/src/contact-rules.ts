import { CUSTOMER_MESSAGES, checkoutContactSchema, type CheckoutContact } from '@maplepack/api-contract';
import { type FormResult } from './field-errors';
import { MARKETING_CONSENT_TEXT } from './marketing-consent';

/** The contact form as typed. */
export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  /** The new account's password (guests); empty and unused for a signed-in person. */
  password: string;
  /** The CASL box: unticked until the person ticks it. */
  marketing: boolean;
  terms: boolean;
}

export type ContactField = keyof ContactFields;

export const EMPTY_CONTACT: ContactFields = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  marketing: false,
  terms: false,
};

export interface ContactRules {
  /** A guest creates the account here and must choose a password; a signed-in person sends none. */
  needsPassword: boolean;
  /**
   * The CASL box's words as the person read them (a French page shows them in French); recorded with the
   * consent. Default MARKETING_CONSENT_TEXT, the English.
   */
  consentText?: string;
}

const FIELD_OF: Readonly<Record<string, ContactField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  password: 'password',
  terms_accepted: 'terms',
};

/**
 * Checks the contact form with the contract's own schema, so the browser refuses exactly what the
 * server refuses, with the same messages: names by spec §5's account rule, the e-mail, the password
 * (10 to 256 characters, not only spaces, not the e-mail; whether it is a common one only the server
 * knows), and the terms ticked. The marketing box is never required; its text goes with it.
 */
export function validateContact(
  fields: ContactFields,
  rules: ContactRules,
): FormResult<CheckoutContact, ContactField> {
  const parsed = checkoutContactSchema.safeParse({
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: fields.email,
    ...(rules.needsPassword ? { password: fields.password } : {}),
    marketing: { given: fields.marketing, text: rules.consentText ?? MARKETING_CONSENT_TEXT },
    terms_accepted: fields.terms,
  });
  const errors: Partial<Record<ContactField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  if (
    rules.needsPassword &&
    errors.password === undefined &&
    fields.password.trim().toLowerCase() === fields.email.trim().toLowerCase()
  ) {
    errors.password = CUSTOMER_MESSAGES.passwordIsEmail;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

/** The e-mail as the API will store it (trimmed, lower case), or null when it is not valid. */
export function validEmail(text: string): string | null {
  const parsed = checkoutContactSchema.shape.email.safeParse(text);
  return parsed.success ? parsed.data : null;
}
