import { z } from 'zod';
import { moneyString } from './money';
import { emailSchema } from './query-values';

/**
 * Pieces shared by orders and subscriptions: address blocks, meta entries, dose meta and the
 * price fields a client may send but the server never reads (it recomputes every amount).
 */

const text = (max: number) => z.string().trim().max(max);

const addressFields = {
  first_name: text(100),
  last_name: text(100),
  company: text(100),
  address_1: text(200),
  address_2: text(200),
  city: text(100),
  state: text(2).toUpperCase(),
  postcode: text(10),
  country: z.literal('CA'),
  email: z.union([emailSchema, z.literal('')]),
  phone: text(30),
};

/** A billing or shipping block as WooCommerce writes it (spec §3 Address; country fixed CA). */
export const addressBlockSchema = z.strictObject({
  first_name: addressFields.first_name.default(''),
  last_name: addressFields.last_name.default(''),
  company: addressFields.company.optional(),
  address_1: addressFields.address_1.default(''),
  address_2: addressFields.address_2.default(''),
  city: addressFields.city.default(''),
  state: addressFields.state.default(''),
  postcode: addressFields.postcode.default(''),
  country: addressFields.country.default('CA'),
  email: addressFields.email.default(''),
  phone: addressFields.phone.default(''),
});
/** A change to a stored block (PUT): only the fields sent replace the stored ones. */
export const addressPatchSchema = z.strictObject(addressFields).partial();
export type AddressBlock = z.output<typeof addressBlockSchema>;

/** What the API answers for an address block: every field present. */
export const addressBlockResponseSchema = z.record(z.string(), z.string());

/** A meta entry; values are what JSON carries, the server stores them as sent. */
export const metaEntrySchema = z.strictObject({
  id: z.number().int().optional(),
  key: z.string().trim().min(1).max(100),
  value: z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]),
});
export type MetaEntry = z.output<typeof metaEntrySchema>;
export const metaEntryResponseSchema = z.object({ key: z.string(), value: z.unknown() });

/** The practitioner field of an order's meta_data (spec §3, §9). */
export const PRACTITIONER_META_KEY = '_wc_acof_4';

/** A whole number of pills; WooCommerce meta values arrive as text, so "2" is read as 2. */
const pillCount = z.union([
  z.number().int().min(0).max(1000),
  z
    .string()
    .regex(/^\d{1,4}$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().max(1000)),
]);

/** am_dose / pm_dose meta of a line (spec §3 Line item). */
export const doseMetaEntrySchema = z.strictObject({
  id: z.number().int().optional(),
  key: z.enum(['am_dose', 'pm_dose']),
  value: pillCount,
});

/** Any money a client sends: accepted so old clients keep working, and ignored. */
const ignoredMoney = z.union([z.string().max(20), z.number()]).optional();

/**
 * A line a client sends: product, daily pills (quantity = am_dose + pm_dose) and the doses as
 * meta. Prices sent along (`price`, `subtotal`, `total`) are ignored: the server prices the line.
 */
export const lineItemInputSchema = z
  .strictObject({
    id: z.number().int().positive().optional(),
    product_id: z.number().int().positive(),
    quantity: z.number().int().min(0).max(2000).optional(),
    meta_data: z.array(doseMetaEntrySchema).max(2),
    price: ignoredMoney,
    subtotal: ignoredMoney,
    total: ignoredMoney,
  })
  .transform((line, ctx) => {
    const am = line.meta_data.find((meta) => meta.key === 'am_dose')?.value ?? 0;
    const pm = line.meta_data.find((meta) => meta.key === 'pm_dose')?.value ?? 0;
    if (line.quantity !== undefined && line.quantity !== am + pm) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: 'The quantity must be the morning plus the evening dose.',
      });
      return z.NEVER;
    }
    return { id: line.id, productId: line.product_id, amDose: am, pmDose: pm };
  });
export type LineItemInput = z.output<typeof lineItemInputSchema>;

/** A shipping line a client sends; its `total` is ignored (the server recomputes it). */
export const shippingLineInputSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  method_id: z.string().trim().max(50),
  method_title: z.string().trim().max(100),
  total: ignoredMoney,
});

export { ignoredMoney };

/** A line as the API writes it: quantity, two-decimal amounts and the dose meta. */
export const lineItemResponseSchema = z.object({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  name: z.string(),
  quantity: z.number().int().nonnegative(),
  price: moneyString,
  subtotal: moneyString,
  total: moneyString,
  meta_data: z.array(
    z.object({ key: z.enum(['am_dose', 'pm_dose']), value: z.number().int().nonnegative() }),
  ),
});
export type LineItemResponse = z.infer<typeof lineItemResponseSchema>;

export const shippingLineResponseSchema = z.object({
  id: z.number().int().positive(),
  method_id: z.string(),
  method_title: z.string(),
  total: moneyString,
});
export type ShippingLineResponse = z.infer<typeof shippingLineResponseSchema>;

/** Card provider ids (spec §3 "payment details"): the customer and the saved card. */
export const paymentDetailsSchema = z.strictObject({
  customer_id: z.string().trim().min(1).max(255),
  card_id: z.string().trim().min(1).max(255),
});
export type PaymentDetailsInput = z.output<typeof paymentDetailsSchema>;
