import { z } from 'zod';
import { languageSchema } from './language';
import { orderStatusSchema } from './orders';
import { paginationQuery } from './pagination';
import { queryInteger } from './query-values';
import { safeLine } from './safe-text';
import { subscriptionStatusSchema } from './subscription-parts';

export const ADMIN_CUSTOMER_MESSAGES = {
  notFound: 'Customer not found.',
  resetSent: 'A password-reset e-mail was sent to the customer.',
} as const;

/** GET /api/v1/admin/customers: `search` matches the e-mail, the first or last name (part of them), or #id. */
export const adminCustomerListQuerySchema = z.strictObject({
  search: safeLine(200).optional(),
  ...paginationQuery(20),
});
export type AdminCustomerListQuery = z.output<typeof adminCustomerListQuerySchema>;

export const adminCustomerSummarySchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  language: languageSchema,
  date_created: z.string(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;

export const adminCustomerListResponseSchema = z.object({
  customers: z.array(adminCustomerSummarySchema),
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});
export type AdminCustomerListResponse = z.infer<typeof adminCustomerListResponseSchema>;

export const adminCustomerParamsSchema = z.object({
  id: queryInteger.pipe(z.number().int().positive()),
});

export const adminAddressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** One CASL consent record of the customer's e-mail on the mailing list (appended, never edited). */
export const adminConsentSchema = z.object({
  kind: z.enum(['express', 'implied', 'withdrawn']),
  given_at: z.string(),
  method: z.string(),
  text: z.string(),
  source: z.string(),
});

/**
 * GET /api/v1/admin/customers/{id}: the profile, addresses, orders, subscriptions, the mailing-list
 * consent records and the privacy requests (list only). Never the password, never health answers.
 */
export const adminCustomerResponseSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: languageSchema,
  date_created: z.string(),
  billing: adminAddressSchema.nullable(),
  shipping: adminAddressSchema.nullable(),
  orders: z.array(
    z.object({
      id: z.number().int().positive(),
      status: orderStatusSchema,
      total: z.string(),
      date_created: z.string(),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.number().int().positive(),
      status: subscriptionStatusSchema,
      next_payment_date: z.string().nullable(),
      total: z.string(),
    }),
  ),
  mailing_list: z.object({
    /** The e-mail's state on the mailing list; null when it was never on it. */
    status: z.enum(['subscribed', 'unsubscribed', 'pending', 'cleaned']).nullable(),
    consents: z.array(adminConsentSchema),
  }),
  privacy_requests: z.array(
    z.object({
      id: z.number().int().positive(),
      kind: z.enum(['export', 'deletion']),
      state: z.enum(['pending', 'withdrawn', 'completed']),
      created_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
});
export type AdminCustomerResponse = z.infer<typeof adminCustomerResponseSchema>;
