import { z } from 'zod';
import { dbId, dbInt } from './db-integers';
import { META_DATA_LIMITS, metaKeySchema } from './meta-data';
import { moneyString } from './money';
import { emailSchema } from './query-values';
import { safeLine, safeString } from './safe-text';

/**
 * Pieces shared by orders and subscriptions: address blocks, meta entries, dose meta and the
 * price fields a client may send but the server never reads (it recomputes every amount).
 */

const text = safeLine;

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

/** A meta entry of an order or a plan: a string, number, boolean or null value, stored as sent. */
export const metaEntrySchema = z.strictObject({
  id: dbInt.optional(),
  key: metaKeySchema,
  value: z.union([safeString(META_DATA_LIMITS.orderValueChars), z.number(), z.boolean(), z.null()]),
});
/** An order's or a plan's meta_data: replaced as a whole by each request. */
export const orderMetaDataSchema = z.array(metaEntrySchema).max(META_DATA_LIMITS.orderEntries);
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
  id: dbInt.optional(),
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
    id: dbId.optional(),
    product_id: dbId,
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
  id: dbId.optional(),
  method_id: text(50),
  method_title: text(100),
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
  customer_id: text(255).min(1),
  card_id: text(255).min(1),
});
export type PaymentDetailsInput = z.output<typeof paymentDetailsSchema>;
