import {
  type CheckoutPayment,
  type CheckoutPlaceRequest,
  type CheckoutQuoteRequest,
} from '@maplepack/api-contract';
import { destinationOf, validateAddress } from './address-rules';
import { type CheckoutContext } from './checkout-context';
import { validateContact, validEmail } from './contact-rules';
import { type FieldErrors, prefixed } from './field-errors';

type Ctx = Pick<
  CheckoutContext,
  | 'lines'
  | 'coupons'
  | 'campaign'
  | 'account'
  | 'contact'
  | 'shipping'
  | 'billingSame'
  | 'billing'
  | 'planChange'
  | 'quote'
>;

/**
 * The quote the forms ask for: the cart, the coupons and the shipping destination; for a guest the
 * e-mail too once it is valid (per-customer coupon limits, the trial). null until the postal code and
 * city make a destination.
 */
export function quoteRequestOf(context: Ctx): CheckoutQuoteRequest | null {
  const destination = destinationOf(context.shipping);
  if (destination === null || context.lines.length === 0) return null;
  const email = context.account === null ? validEmail(context.contact.email) : null;
  return {
    lines: [...context.lines],
    coupons: [...context.coupons],
    destination,
    ...(email === null ? {} : { email }),
    campaign: context.campaign,
    // The signed-in totals differ for a replaced plan (no old pack) and an added-to one.
    ...(context.planChange === null ? {} : { plan_change: context.planChange }),
  };
}

/** A quote request as a string: two requests with the same key get the same quote. */
export function quoteKeyOf(request: CheckoutQuoteRequest | null): string | null {
  return request === null ? null : JSON.stringify(request);
}

/** The contact as the API takes it: a guest's with the new account's password, a signed-in person's without. */
export function contactCheck(
  context: Pick<Ctx, 'account' | 'contact'> & Pick<CheckoutContext, 'consentText'>,
) {
  return validateContact(context.contact, {
    needsPassword: context.account === null,
    ...(context.consentText === undefined ? {} : { consentText: context.consentText }),
  });
}

/** Every field error of the shipping step (billing only when it is not the shipping address). */
export function addressErrors(
  context: Pick<Ctx, 'contact' | 'shipping' | 'billingSame' | 'billing'>,
): FieldErrors {
  const names = context.contact;
  const shipping = validateAddress(context.shipping, names);
  const billing = context.billingSame ? null : validateAddress(context.billing, names);
  return {
    ...(shipping.ok ? {} : prefixed('shipping', shipping.errors)),
    ...(billing === null || billing.ok ? {} : prefixed('billing', billing.errors)),
  };
}

/** The contact step's field errors. */
export function contactErrors(
  context: Pick<Ctx, 'account' | 'contact'> & Pick<CheckoutContext, 'consentText'>,
): FieldErrors {
  const checked = contactCheck(context);
  return checked.ok ? {} : prefixed('contact', checked.errors);
}

/**
 * POST /checkout's body, or null while a form is incomplete or there is no quote: every amount is the
 * server's, `expected_total` is the quote's total the person is looking at.
 */
export function placeRequestOf(
  context: Ctx & Pick<CheckoutContext, 'consentText'>,
  payment: CheckoutPayment,
): CheckoutPlaceRequest | null {
  const contact = contactCheck(context);
  const shipping = validateAddress(context.shipping, context.contact);
  const billing = context.billingSame ? null : validateAddress(context.billing, context.contact);
  if (!contact.ok || !shipping.ok || (billing !== null && !billing.ok) || context.quote === null) return null;
  if (context.lines.length === 0) return null;
  return {
    contact: contact.value,
    shipping: shipping.value,
    billing: billing === null ? null : billing.value,
    lines: [...context.lines],
    coupons: [...context.coupons],
    campaign: context.campaign,
    payment,
    expected_total: context.quote.total,
    ...(context.planChange === null ? {} : { plan_change: context.planChange }),
  };
}

/**
 * What identifies an attempt's request: everything but the card and the password, which may change
 * between two sends of one attempt (another card after a decline; a password typed again after a reload).
 */
export function requestFingerprint(request: CheckoutPlaceRequest): string {
  const { payment: _payment, contact, ...rest } = request;
  const { password: _password, ...person } = contact;
  return JSON.stringify({ ...rest, contact: person });
}
