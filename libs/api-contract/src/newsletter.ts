import { z } from 'zod';
import { consentSchema, isPlainText, MAILING_MESSAGES } from './mailing-list';
import { emailSchema } from './query-values';

/** The modal's success text (spec §2). */
export const NEWSLETTER_THANK_YOU = "Thank you, we'll be in touch soon!";
/** The seeded coupon the newsletter offer gives (10% off, spec §9). */
export const NEWSLETTER_WELCOME_COUPON = 'welcome10';

/** POST /api/v3/newsletter: the footer and modal form (name and email required, spec §5). */
export const newsletterRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100).refine(isPlainText, MAILING_MESSAGES.plainText),
  email: emailSchema,
  consent: consentSchema,
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/**
 * The form only asks: the address is subscribed once the link e-mailed to it is followed, and the
 * welcome code comes in the welcome e-mail sent then (double opt-in), never in this answer.
 */
export const newsletterResponseSchema = z.object({
  message: z.literal(NEWSLETTER_THANK_YOU),
  status: z.literal('pending'),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
