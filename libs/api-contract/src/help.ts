import { z } from 'zod';
import { dbId, dbInt } from './db-integers';
import { isPlainText, MAILING_MESSAGES } from './mailing-list';
import { emailSchema } from './query-values';
import { safeLine, safeString } from './safe-text';

/** What the help widget's message form and the API say (one place for both, like the spec's strings). */
export const HELP_MESSAGES = {
  nameRequired: 'Name is required',
  messageRequired: 'Please write your question',
  messageTooLong: 'Please keep your message under 4,000 characters',
  page: 'must be a path on the shop, like /products',
  sent: 'Thank you, your message is on its way. We answer within one business day.',
  unavailable:
    'We could not send your message just now. Please try again in a few minutes, or write to hello@maplepack.ca.',
} as const;

export const HELP_MESSAGE_MAX = 4000;
/** A pack holds far fewer products; more is not a cart. */
export const HELP_CART_MAX = 50;

/** One product of the cart the person chose to attach: the API names it from the catalogue itself. */
export const helpCartLineSchema = z.strictObject({
  product_id: dbId,
  am_dose: dbInt.max(99).default(0),
  pm_dose: dbInt.max(99).default(0),
});
export type HelpCartLine = z.infer<typeof helpCartLineSchema>;

/** POST /api/v1/help/messages: the help widget's message form. */
export const helpMessageRequestSchema = z.strictObject({
  name: safeLine(100).min(1, HELP_MESSAGES.nameRequired).refine(isPlainText, MAILING_MESSAGES.plainText),
  email: emailSchema,
  message: safeString(HELP_MESSAGE_MAX + 1000)
    .trim()
    .min(1, HELP_MESSAGES.messageRequired)
    .max(HELP_MESSAGE_MAX, HELP_MESSAGES.messageTooLong),
  /** The shop page the widget was opened on: a path of this shop, never a URL elsewhere. */
  page: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, HELP_MESSAGES.page),
  /** The cart, when the person leaves "attach my cart" ticked; absent when they untick it. */
  cart: z.array(helpCartLineSchema).max(HELP_CART_MAX).optional(),
});
export type HelpMessageRequest = z.infer<typeof helpMessageRequestSchema>;

export const helpMessageResponseSchema = z.object({
  status: z.literal('sent'),
  /** HELP_MESSAGES.sent in English; in French when the request prefers French (Accept-Language). */
  message: z.string().min(1),
});
export type HelpMessageResponse = z.infer<typeof helpMessageResponseSchema>;
