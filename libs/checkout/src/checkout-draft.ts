import { z } from 'zod';
import { type AddressFields } from './address-rules';
import { type CheckoutAttempt } from './attempt-key';

/** The browser-storage key of the draft (session storage: it ends with the tab). */
export const CHECKOUT_DRAFT_KEY = 'maplepack.checkout';
export const CHECKOUT_DRAFT_VERSION = 1;

const text = z.string().max(300);
/** An Idempotency-Key as the contract takes it (8 to 200 printable ASCII characters). */
const attemptKey = z.string().regex(/^[\x21-\x7e]{8,200}$/);
const addressFieldsSchema = z.object({
  address1: text,
  address2: text,
  city: text,
  province: text,
  postcode: text,
  phone: text,
}) satisfies z.ZodType<AddressFields>;

const draftSchema = z.object({
  version: z.literal(CHECKOUT_DRAFT_VERSION),
  contact: z.object({ firstName: text, lastName: text, email: text }),
  shipping: addressFieldsSchema,
  billingSame: z.boolean(),
  billing: addressFieldsSchema,
  attempt: z
    .object({ key: attemptKey, fingerprint: z.string().max(100_000), settled: z.boolean() })
    .nullable(),
});

/**
 * What a reload keeps of a checkout: the names and e-mail, the addresses, and the attempt with its
 * Idempotency-Key, so an order sent just before the reload is answered, not placed a second time.
 * Never the password, the card or the ticked boxes (consent is given again, on purpose).
 */
export type CheckoutDraft = z.infer<typeof draftSchema>;

export interface DraftSource {
  contact: { firstName: string; lastName: string; email: string };
  shipping: AddressFields;
  billingSame: boolean;
  billing: AddressFields;
  attempt: CheckoutAttempt | null;
}

export function checkoutDraftOf(source: DraftSource): CheckoutDraft {
  const { firstName, lastName, email } = source.contact;
  return {
    version: CHECKOUT_DRAFT_VERSION,
    contact: { firstName, lastName, email },
    shipping: { ...source.shipping },
    billingSame: source.billingSame,
    billing: { ...source.billing },
    attempt: source.attempt === null ? null : { ...source.attempt },
  };
}

export function serializeCheckoutDraft(draft: CheckoutDraft): string {
  return JSON.stringify(draft);
}

/** The stored draft, or null when there is none or it is corrupt or of another version. */
export function parseCheckoutDraft(stored: string | null): CheckoutDraft | null {
  if (stored === null) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
