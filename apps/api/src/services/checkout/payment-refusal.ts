import { ORDER_MESSAGES, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@maplepack/api-contract';
import { type PaymentFailureCode } from '../../adapters/payments/interface';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type PaymentFailure } from '../payments/payment-service';

/** A refused card as the payments routes answer it: 402 declined, 400 unreadable, 503 provider down. */
const STATUS_OF: Readonly<Record<PaymentFailureCode, number>> = {
  'payment.declined': 402,
  'payment.card-invalid': 400,
  'payment.unavailable': 503,
};

/**
 * The answer to a refused card or charge. A guest sees one message for every decline (the bank's
 * reason would help card testers); a signed-in customer sees the provider's.
 */
export function cardRefusal(
  failure: { code: PaymentFailureCode; message: string },
  guest: boolean,
): HttpAnswer {
  const message =
    guest && failure.code === 'payment.declined' ? PAYMENT_MESSAGES.genericDecline : failure.message;
  return errorAnswer(STATUS_OF[failure.code], failure.code, message, { field: 'payment' });
}

/** The answer to a failed card save or saved-card lookup (PaymentService.create / get). */
export function paymentFailureAnswer(failure: PaymentFailure, guest: boolean): HttpAnswer {
  switch (failure.code) {
    case 'payment.rate-limited':
      return errorAnswer(429, failure.code, PAYMENT_MESSAGES.tooManyAttempts, {
        retryAfterSeconds: failure.retryAfterSeconds,
      });
    case 'payment.customer-not-found':
    case 'payment.email-required':
    case 'payment.forbidden':
      return errorAnswer(422, PAYMENT_ERROR_CODES.customerNotFound, PAYMENT_MESSAGES.customerNotFound, {
        field: 'payment',
      });
    default:
      return cardRefusal(failure, guest);
  }
}

export const paymentRequired = (): HttpAnswer =>
  errorAnswer(422, 'payment.required', ORDER_MESSAGES.paymentRequired, { field: 'payment' });
