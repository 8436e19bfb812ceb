import { z } from 'zod';
import { consentSchema } from './mailing-list';
import { emailSchema } from './query-values';

/** The modal's success text (spec §2). */
export const NEWSLETTER_THANK_YOU = "Thank you, we'll be in touch soon!";
/** The seeded coupon the newsletter offer gives (10% off, spec §9). */
export const NEWSLETTER_WELCOME_COUPON = 'welcome10';

/** POST /api/v3/newsletter: the footer and modal form (name and email required, spec §5). */
export const newsletterRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100),
  email: emailSchema,
  consent: consentSchema,
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/**
 * The welcome code is given only with the opt-in; `coupon` is null when the offer is not
 * available (the coupon was removed or has expired).
 */
export const newsletterResponseSchema = z.object({
  message: z.literal(NEWSLETTER_THANK_YOU),
  coupon: z.object({ code: z.string(), percent: z.number().int().positive() }).nullable(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
