import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { z } from 'zod';
import { addCalendarDays, isoDateSchema } from '@maplepack/calendar';
import { type BillingPeriod, type PaymentDetails, type SubscriptionStatus } from './subscription';

/** Spec §4: the first renewal is 26 days after the start. */
export const NEXT_PAYMENT_OFFSET_DAYS = 26;
export const SUBSCRIPTION_BILLING_PERIOD: BillingPeriod = 'month';
export const SUBSCRIPTION_BILLING_INTERVAL = 1;
/**
 * A trial takes no card: its subscription waits on-hold with these placeholders in place of card
 * provider ids, which no provider issues (theirs start 'cus_' and 'card_'/'pm_' followed by base62).
 */
export const TRIAL_PLACEHOLDER_PAYMENT: PaymentDetails = {
  customerId: 'trialprogram-no-customer',
  cardId: 'trialprogram-no-card',
};
export const PAYMENT_METHOD = 'stripe';

const count = z.number().int().nonnegative();
const id = z.number().int().positive();

export const subscriptionItemSchema = z.object({ productId: id, amQty: count, pmQty: count });

/** Spec §3 "Subscription-creation input"; shipping data's shape is ours (the spec does not show it). */
export const subscriptionCreationInputSchema = z.object({
  items: z.array(subscriptionItemSchema),
  /** Card provider card id; may be null only for a trial. */
  stripeToken: z.string().min(1).nullable(),
  /** Card provider customer id; may be null only for a trial. */
  stripeCustomer: z.string().min(1).nullable(),
  wooCommerceUserId: id,
  shippingData: z.object({
    address1: z.string(),
    address2: z.string().default(''),
    city: z.string(),
    province: z.string(),
    postcode: z.string(),
    methodId: z.string(),
    methodTitle: z.string(),
    totalCents: count,
  }),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The first order, which becomes the subscription's parent. */
  orderResponseId: id,
});
export type SubscriptionCreationInput = z.infer<typeof subscriptionCreationInputSchema>;

export interface SubscriptionDraft {
  customerId: number;
  parentId: number;
  status: SubscriptionStatus;
  billingPeriod: BillingPeriod;
  billingInterval: number;
  startDate: string;
  nextPaymentDate: string;
  paymentMethod: string;
  paymentDetails: PaymentDetails;
  lineItems: { productId: number; quantity: number; amDose: number; pmDose: number }[];
  shippingLines: { methodId: string; methodTitle: string; totalCents: number }[];
  billing: { firstName: string; lastName: string; email: string };
  shipping: {
    address1: string;
    address2: string;
    city: string;
    state: string;
    postcode: string;
    country: 'CA';
  };
}

export type SubscriptionDraftResult =
  | { ok: true; draft: SubscriptionDraft }
  | { ok: false; code: 'subscription.invalid-start-date'; message: string }
  | { ok: false; code: 'subscription.no-items'; message: string }
  | { ok: false; code: 'subscription.payment-required'; message: string };

/**
 * The subscription to create after the first order (spec §4): active and charged to the card, or for
 * the trial campaign on-hold with placeholder payment ids. Monthly, interval 1, next payment
 * `startDate` + 26 UTC calendar days. Items with no daily pills are left out.
 */
export function buildSubscriptionDraft(args: {
  input: SubscriptionCreationInput;
  /** YYYY-MM-DD, the day the first order was paid. */
  startDate: string;
  campaign: string | null;
}): SubscriptionDraftResult {
  const { input, startDate } = args;
  if (!isoDateSchema.safeParse(startDate).success) {
    return {
      ok: false,
      code: 'subscription.invalid-start-date',
      message: 'Expected a real date as YYYY-MM-DD.',
    };
  }
  const lineItems = input.items
    .filter((item) => item.amQty + item.pmQty > 0)
    .map((item) => ({
      productId: item.productId,
      quantity: item.amQty + item.pmQty,
      amDose: item.amQty,
      pmDose: item.pmQty,
    }));
  if (lineItems.length === 0) {
    return {
      ok: false,
      code: 'subscription.no-items',
      message: 'A subscription needs at least one product.',
    };
  }
  const trial = args.campaign === TRIAL_CAMPAIGN;
  let paymentDetails = TRIAL_PLACEHOLDER_PAYMENT;
  if (!trial) {
    if (input.stripeCustomer === null || input.stripeToken === null) {
      return { ok: false, code: 'subscription.payment-required', message: 'A card is required.' };
    }
    paymentDetails = { customerId: input.stripeCustomer, cardId: input.stripeToken };
  }
  const shipping = input.shippingData;
  return {
    ok: true,
    draft: {
      customerId: input.wooCommerceUserId,
      parentId: input.orderResponseId,
      status: trial ? 'on-hold' : 'active',
      billingPeriod: SUBSCRIPTION_BILLING_PERIOD,
      billingInterval: SUBSCRIPTION_BILLING_INTERVAL,
      startDate,
      nextPaymentDate: addCalendarDays(startDate, NEXT_PAYMENT_OFFSET_DAYS),
      paymentMethod: PAYMENT_METHOD,
      paymentDetails,
      lineItems,
      shippingLines: [
        { methodId: shipping.methodId, methodTitle: shipping.methodTitle, totalCents: shipping.totalCents },
      ],
      billing: { firstName: input.first_name, lastName: input.last_name, email: input.email },
      shipping: {
        address1: shipping.address1,
        address2: shipping.address2,
        city: shipping.city,
        state: shipping.province,
        postcode: shipping.postcode,
        country: 'CA',
      },
    },
  };
}
