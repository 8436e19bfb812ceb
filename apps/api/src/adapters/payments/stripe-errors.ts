import { PaymentError } from './interface';
import { UNKNOWN_TOKEN_MESSAGE } from './test-cards';

export const UNAVAILABLE_MESSAGE =
  'Card payments are unavailable right now. Please try again in a few minutes.';

interface StripeErrorLike {
  type: string;
  message: string;
  code?: string;
}

const isStripeError = (error: unknown): error is StripeErrorLike => {
  const type = error instanceof Error ? (error as Partial<StripeErrorLike>).type : undefined;
  return typeof type === 'string' && type.startsWith('Stripe');
};

/**
 * Turns a Stripe error a person can act on into a PaymentError: a card error keeps Stripe's
 * message ('Your card was declined.'), an unknown token or card asks to enter it again, an outage
 * says to retry. Anything else (a bad request we built, a wrong key) is our bug and stays thrown,
 * to be logged and answered as a 500.
 */
export function paymentErrorOf(error: unknown): PaymentError | null {
  if (!isStripeError(error)) return null;
  switch (error.type) {
    case 'StripeCardError':
      return new PaymentError('payment.declined', error.message);
    case 'StripeInvalidRequestError':
      return error.code === 'resource_missing' ||
        error.code === 'token_already_used' ||
        error.code === 'payment_method_not_available'
        ? new PaymentError('payment.card-invalid', UNKNOWN_TOKEN_MESSAGE)
        : null;
    case 'StripeAPIError':
    case 'StripeConnectionError':
    case 'StripeRateLimitError':
      return new PaymentError('payment.unavailable', UNAVAILABLE_MESSAGE);
    default:
      return null;
  }
}

/** Runs a Stripe call, rethrowing a refusal a person can act on as a PaymentError. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw paymentErrorOf(error) ?? error;
  }
}
