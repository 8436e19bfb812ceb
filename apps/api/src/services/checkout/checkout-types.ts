import { type CheckoutPlaceRequest, type CheckoutReceipt } from '@maplepack/api-contract';
import { type CustomerRow } from '../../db/repositories/customer-repository';
import { type AuthCustomer } from '../accounts/auth-service';
import { type HttpAnswer } from '../http-answer';
import { type PaymentService } from '../payments/payment-service';

/** One POST /checkout: who asks, what they send, under which Idempotency-Key, from where, when. */
export interface PlaceInput {
  caller: AuthCustomer | null;
  request: CheckoutPlaceRequest;
  key: string;
  ip: string;
  /** The guest surveys this browser made (signed cookie): a guest's pack is checked against the newest. */
  guestSurveys?: readonly string[];
  now: Date;
}

/**
 * How a POST /checkout ends: done (the route sets the receipt cookie and, for a new account, signs
 * the person in), waiting for the bank's authentication, or refused with an error answer.
 */
export type PlaceOutcome =
  | { kind: 'completed'; attemptId: number; receipt: CheckoutReceipt; signIn: CustomerRow | null }
  | { kind: 'requires_action'; attemptId: number; paymentIntentId: string; clientSecret: string }
  | { kind: 'refused'; answer: HttpAnswer };

export const refused = (answer: HttpAnswer): PlaceOutcome => ({ kind: 'refused', answer });

export type CheckoutPayments = Pick<
  PaymentService,
  'create' | 'get' | 'chargeOnSession' | 'resumeCharge' | 'cancelCharge' | 'findCharge'
>;

/** A request (or the reconciliation) holds an attempt this long before another may take it over. */
export const ATTEMPT_LOCK_MS = 120_000;
/** How long a charge may wait for the person's authentication before the reconciliation gives it up. */
export const AUTHENTICATION_WINDOW_MS = 60 * 60_000;
