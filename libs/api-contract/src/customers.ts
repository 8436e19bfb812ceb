import { z } from 'zod';
import { provinceCodeSchema } from '@maplepack/pricing';
import { META_DATA_LIMITS, metaDataSchema } from './meta-data';
import { EMAIL_CHANGE_MESSAGES } from './email-change';
import { languageSchema } from './language';
import { PASSWORD_MESSAGES, passwordIsEmail, passwordSchema } from './password';
import { postalCodeSchema } from './postal-code';
import { emailSchema } from './query-values';
import { safeLine, safeString } from './safe-text';

export const CUSTOMER_MESSAGES = {
  invalidName: 'Please enter a valid name: letters, spaces and hyphens only.',
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordIsEmail: PASSWORD_MESSAGES.isEmail,
  emailTaken: 'An account is already registered with this email address. Please log in.',
  notFound: 'Customer not found.',
  countryCanada: 'We ship within Canada only.',
  nothingToUpdate: 'Nothing to update.',
  metaDataFull: `An account holds at most ${META_DATA_LIMITS.customerEntries} meta_data keys.`,
} as const;

export const CUSTOMER_ERROR_CODES = {
  emailTaken: 'customer.email-taken',
  notFound: 'customer.not-found',
  metaDataFull: 'customer.meta-data-full',
} as const;

/** Name check (account), spec §5: only letters (including accented), spaces and hyphens. */
export const accountNameSchema = z
  .string()
  .trim()
  .min(1, CUSTOMER_MESSAGES.invalidName)
  .max(100, CUSTOMER_MESSAGES.invalidName)
  .regex(/^[\p{L}\p{M}]+(?:[ -]+[\p{L}\p{M}]+)*$/u, CUSTOMER_MESSAGES.invalidName);

export { metaDataSchema };

const line = safeLine;

/** A billing or shipping block (spec §3 Address); every field optional, country always CA. */
export const addressInputSchema = z.strictObject({
  first_name: z.union([accountNameSchema, z.literal('')]).optional(),
  last_name: z.union([accountNameSchema, z.literal('')]).optional(),
  address_1: line(200).optional(),
  address_2: line(200).optional(),
  city: line(100).optional(),
  state: z.string().max(10).pipe(provinceCodeSchema).optional(),
  postcode: postalCodeSchema.optional(),
  country: z
    .string()
    .max(10, CUSTOMER_MESSAGES.countryCanada)
    .trim()
    .toUpperCase()
    .pipe(z.literal('CA', { error: CUSTOMER_MESSAGES.countryCanada }))
    .optional(),
  email: z.union([emailSchema, z.literal('')]).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+().\- ]{0,30}$/, 'Please enter a valid phone number.')
    .optional(),
});
export type AddressInput = z.output<typeof addressInputSchema>;

/** POST /api/v1/customers (spec §7). A `username` sent is ignored: the server generates it. */
export const customerCreateRequestSchema = z
  .strictObject({
    first_name: accountNameSchema,
    last_name: accountNameSchema,
    email: emailSchema,
    password: passwordSchema,
    username: safeString(100).optional(),
    meta_data: metaDataSchema.optional(),
    /** The language of the account's e-mails; without it, the request's Accept-Language decides. */
    language: languageSchema.optional(),
  })
  .refine((body) => !passwordIsEmail(body.password, body.email), {
    message: CUSTOMER_MESSAGES.passwordIsEmail,
    path: ['password'],
  });
export type CustomerCreateRequest = z.output<typeof customerCreateRequestSchema>;

/**
 * PUT /api/v1/customers/{id}: shipping and billing, or first_name, last_name, email, meta_data.
 * A new `email` needs `current_password` (the server answers 400 'customer.password-required'
 * without it: it alone knows whether the e-mail changes).
 */
export const customerUpdateRequestSchema = z
  .strictObject({
    first_name: accountNameSchema.optional(),
    last_name: accountNameSchema.optional(),
    email: emailSchema.optional(),
    // Not trimmed: spaces may be part of a password (as at sign-in).
    current_password: z.string().min(1, EMAIL_CHANGE_MESSAGES.passwordRequired).max(256).optional(),
    meta_data: metaDataSchema.optional(),
    language: languageSchema.optional(),
    billing: addressInputSchema.optional(),
    shipping: addressInputSchema.optional(),
  })
  .refine(
    ({ current_password: _password, ...changes }) =>
      Object.values(changes).some((value) => value !== undefined),
    { message: CUSTOMER_MESSAGES.nothingToUpdate },
  );
export type CustomerUpdateRequest = z.output<typeof customerUpdateRequestSchema>;

export const customerParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id: expected a customer id')
    .transform(Number),
});

export const addressResponseSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.literal('CA'),
  email: z.string(),
  phone: z.string(),
});
export type AddressResponse = z.infer<typeof addressResponseSchema>;

/** A customer as WooCommerce writes one (never the password or its hash). */
export const customerResponseSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  survey_id: z.string().nullable(),
  date_created: z.string(),
  meta_data: z.array(z.object({ key: z.string(), value: z.unknown() })),
  billing: addressResponseSchema,
  shipping: addressResponseSchema,
  /** The language of the account's e-mails (issue 16); optional so older answers still parse. */
  language: languageSchema.optional(),
});
export type CustomerResponse = z.infer<typeof customerResponseSchema>;
