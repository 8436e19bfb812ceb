import { type AuthUser } from '@maplepack/access';
import { type ApiClient, isApiError } from '@maplepack/api-client';
import { type PaymentsConfigResponse } from '@maplepack/api-contract';
import { type CheckoutAccount, hasLivePlan, savedAddressFields } from '@maplepack/checkout';

/** How the card is taken: Stripe Elements with the publishable key, or the test gateway's own form. */
export type PaymentSetup = { provider: 'stripe'; publishableKey: string } | { provider: 'test' };

export interface CheckoutSetup {
  payment: PaymentSetup;
  /** The signed-in person's saved data; null for a guest. */
  account: CheckoutAccount | null;
}

export type SetupApi = Pick<ApiClient, 'payments' | 'customers' | 'subscriptions'>;

export function paymentSetupOf(config: PaymentsConfigResponse): PaymentSetup {
  return config.mode === 'stripe' && config.publishableKey !== undefined && config.publishableKey !== ''
    ? { provider: 'stripe', publishableKey: config.publishableKey }
    : { provider: 'test' };
}

/** The saved card, or none: a customer without a payment customer yet simply has no card. */
async function savedCard(api: SetupApi): Promise<CheckoutAccount['card']> {
  try {
    const customer = await api.payments.getCustomer({}, { background: true });
    return customer.card === null ? null : { brand: customer.card.brand, last4: customer.card.last4 };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

/**
 * What the checkout must know before it starts: the payment provider, and for a signed-in person
 * their saved addresses and card and whether they have a plan. A failure is thrown: guessing "no plan"
 * would start a second subscription beside the first.
 */
export async function loadCheckoutSetup(api: SetupApi, user: AuthUser | null): Promise<CheckoutSetup> {
  const configPromise = api.payments.config({ background: true });
  if (user === null) return { payment: paymentSetupOf(await configPromise), account: null };
  const [config, customer, plans, card] = await Promise.all([
    configPromise,
    api.customers.get(user.id, { background: true }),
    api.subscriptions.list({ background: true }),
    savedCard(api),
  ]);
  return {
    payment: paymentSetupOf(config),
    account: {
      firstName: customer.first_name,
      lastName: customer.last_name,
      email: customer.email,
      shipping: savedAddressFields(customer.shipping),
      billing: savedAddressFields(customer.billing),
      card,
      hasPlan: hasLivePlan(plans, user.id),
    },
  };
}
