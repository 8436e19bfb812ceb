import {
  CHECKOUT_ERROR_CODES,
  CHECKOUT_MESSAGES,
  ORDER_MESSAGES,
  TRIAL_PROGRAM_MESSAGES,
  checkoutReceiptSchema,
  type CheckoutReceipt,
} from '@maplepack/api-contract';
import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { type Db } from '../../db/client';
import {
  CheckoutAttemptRepository,
  type CheckoutAttemptRow,
} from '../../db/repositories/checkout-attempt-repository';
import { CustomerRepository } from '../../db/repositories/customer-repository';
import { passwordMatches } from '../../security/password-hash';
import { errorAnswer } from '../http-answer';
import { type OrderCaller } from '../orders/order-records';
import { RESTART, type CheckoutCharges } from './checkout-charges';
import { type CheckoutPlanChange } from './checkout-plan-change';
import { type CheckoutPurchase } from './checkout-purchase';
import { type CheckoutQuoter } from './checkout-quote';
import { ATTEMPT_LOCK_MS, refused, type PlaceInput, type PlaceOutcome } from './checkout-types';
import { cardTokenOf, checkPlaceRequest, placeRequestHash } from './place-request';

export const ATTEMPT_COMPLETED_MESSAGE =
  'This order has already been placed. Please start a new checkout for another order.';

/**
 * POST /checkout: one attempt per Idempotency-Key (checkout_attempts). The request takes the
 * attempt's lock (a second one meanwhile is told it is busy), then carries the attempt on from
 * where it stands: a completed one answers its receipt again; a paid one is finished; one that
 * crashed mid-charge asks the provider; one waiting for 3-D Secure resumes it; an open one is
 * priced again (409 with the new quote when the total the person accepted differs) and becomes a
 * purchase or, for a customer with a plan, a plan change. After the first charge the key is bound
 * to its request: another card may follow a decline, anything else different is refused.
 */
export class CheckoutService {
  private readonly attempts: CheckoutAttemptRepository;

  constructor(
    private readonly db: Db,
    private readonly quoter: CheckoutQuoter,
    private readonly purchase: CheckoutPurchase,
    private readonly planChange: CheckoutPlanChange,
    private readonly charges: CheckoutCharges,
  ) {
    this.attempts = new CheckoutAttemptRepository(db);
  }

  async place(input: PlaceInput): Promise<PlaceOutcome> {
    const invalid = checkPlaceRequest(input);
    if (invalid !== null) return refused(invalid);
    const { caller, request, key, now } = input;
    const hash = placeRequestHash(input);
    const claimed = await this.attempts.claim(
      {
        key,
        requestHash: hash,
        callerId: caller?.id ?? null,
        email: caller?.email ?? request.contact.email,
        // A signed-in person buys as their account (the form's names are for the address).
        firstName: caller?.firstName ?? request.contact.first_name,
        lastName: caller?.lastName ?? request.contact.last_name,
      },
      now,
      new Date(now.getTime() + ATTEMPT_LOCK_MS),
    );
    if (claimed === null) {
      const held = await this.attempts.byKey(key);
      if (held !== undefined && held.requestHash !== hash && bound(held)) return differs(held);
      return refused(errorAnswer(409, CHECKOUT_ERROR_CODES.attemptBusy, CHECKOUT_MESSAGES.attemptBusy));
    }
    try {
      return await this.carryOn(claimed, input, hash);
    } finally {
      await this.attempts.release(claimed.id);
    }
  }

  private async carryOn(claimed: CheckoutAttemptRow, input: PlaceInput, hash: string): Promise<PlaceOutcome> {
    const { caller, request, now } = input;
    let attempt = claimed;
    if (attempt.requestHash !== hash && isOwnGuestPurchase(attempt, input))
      return {
        kind: 'completed',
        attemptId: attempt.id,
        receipt: checkoutReceiptSchema.parse(attempt.receipt),
        signIn: null,
      };
    if (attempt.requestHash !== hash) {
      if (bound(attempt)) return differs(attempt);
      // Nothing was charged yet: the person corrected the form after a refusal.
      attempt = await this.attempts.update(attempt.id, {
        requestHash: hash,
        callerId: caller?.id ?? null,
        email: caller?.email ?? request.contact.email,
        // A signed-in person buys as their account (the form's names are for the address).
        firstName: caller?.firstName ?? request.contact.first_name,
        lastName: caller?.lastName ?? request.contact.last_name,
        updatedAt: now,
      });
    }
    const origin = { ip: input.ip, email: attempt.email };
    switch (attempt.status) {
      case 'completed':
        return this.replay(attempt, input);
      case 'paid':
        return this.charges.paid(attempt, attempt.chargeId ?? '', now);
      case 'charging': {
        const outcome = await this.charges.afterCrash(attempt, now);
        if (outcome !== RESTART) return outcome;
        break;
      }
      case 'requires_action': {
        const outcome = await this.charges.afterAuthentication(attempt, now, cardTokenOf(input), origin);
        if (outcome !== RESTART) return outcome;
        break;
      }
      default:
        break;
    }
    const open = await this.attempts.byId(attempt.id);
    if (open === undefined) throw new Error(`checkout attempt ${attempt.id} vanished`);
    return this.fresh(open, input);
  }

  /** An open attempt: priced again, then a purchase or a plan change. */
  private async fresh(attempt: CheckoutAttemptRow, input: PlaceInput): Promise<PlaceOutcome> {
    const { caller, request, now } = input;
    const quoted = await this.quoter.quote({
      caller: caller === null ? null : { id: caller.id, email: caller.email },
      lines: request.lines,
      couponCodes: request.coupons,
      postcode: request.shipping.postcode,
      city: request.shipping.city,
      email: request.contact.email,
      campaign: request.campaign,
      planChange: request.plan_change ?? null,
      guestSurveys: input.guestSurveys ?? [],
      now,
    });
    if (!quoted.ok)
      return refused(
        errorAnswer(
          quoted.status,
          quoted.code,
          quoted.message,
          quoted.field === undefined ? {} : { field: quoted.field },
        ),
      );
    const { result } = quoted;
    if (request.plan_change !== undefined && result.plan === null)
      return refused(
        errorAnswer(409, CHECKOUT_ERROR_CODES.noPlan, NO_PLAN_MESSAGE, { field: 'plan_change' }),
      );
    // Before the total: without the trial it would differ, and the person must hear why.
    if (request.campaign === TRIAL_CAMPAIGN && result.campaign === null)
      return refused(
        errorAnswer(409, 'trial-program.not-eligible', TRIAL_PROGRAM_MESSAGES.notEligible, {
          field: 'campaign',
        }),
      );
    if (result.quote.total !== request.expected_total)
      return refused(
        errorAnswer(409, CHECKOUT_ERROR_CODES.totalChanged, CHECKOUT_MESSAGES.totalChanged, {
          quote: result.quote,
        }),
      );
    return result.plan === null
      ? this.purchase.run(attempt, input, result)
      : this.planChange.run(attempt, input, result);
  }

  /**
   * The same key again after the purchase: the same receipt. A guest's retry signs the new account
   * in only with the password it was created with (the key alone is not a credential).
   */
  private async replay(attempt: CheckoutAttemptRow, input: PlaceInput): Promise<PlaceOutcome> {
    const receipt = checkoutReceiptSchema.parse(attempt.receipt);
    if (attempt.callerId !== null || attempt.customerId === null)
      return { kind: 'completed', attemptId: attempt.id, receipt, signIn: null };
    const customer = await new CustomerRepository(this.db).byId(attempt.customerId);
    const password = input.request.contact.password ?? '';
    if (customer === undefined || !(await passwordMatches(customer.passwordHash, password)))
      return differs(attempt);
    return { kind: 'completed', attemptId: attempt.id, receipt, signIn: customer };
  }

  /**
   * GET /checkout/receipt: the purchase named by this browser's receipt cookie, or the signed-in
   * customer's latest; never one of another person (a signed-in customer's cookie must be theirs).
   */
  async receiptFor(
    cookieAttemptId: number | null,
    caller: OrderCaller | null,
  ): Promise<CheckoutReceipt | null> {
    if (cookieAttemptId !== null) {
      const attempt = await this.attempts.byId(cookieAttemptId);
      if (
        attempt?.status === 'completed' &&
        (caller === null || attempt.customerId === caller.id || attempt.callerId === caller.id)
      )
        return checkoutReceiptSchema.parse(attempt.receipt);
    }
    if (caller === null) return null;
    const latest = await this.attempts.latestCompletedOf(caller.id);
    return latest === undefined ? null : checkoutReceiptSchema.parse(latest.receipt);
  }
}

export const NO_PLAN_MESSAGE = 'You have no plan to change. Please check out your cart as a new order.';

/**
 * The guest purchase that created the caller's account, sent again now that they are signed in
 * (a double click whose second request came back after the first had signed them in).
 */
function isOwnGuestPurchase(attempt: CheckoutAttemptRow, input: PlaceInput): boolean {
  return (
    attempt.status === 'completed' &&
    attempt.callerId === null &&
    input.caller !== null &&
    attempt.customerId === input.caller.id &&
    attempt.requestHash === placeRequestHash({ ...input, caller: null })
  );
}

/** After its first charge an attempt is bound to its request (another card aside). */
const bound = (attempt: CheckoutAttemptRow): boolean => attempt.status !== 'open' || attempt.chargeTries > 0;

const differs = (attempt: CheckoutAttemptRow): PlaceOutcome =>
  attempt.status === 'completed'
    ? refused(errorAnswer(409, CHECKOUT_ERROR_CODES.attemptCompleted, ATTEMPT_COMPLETED_MESSAGE))
    : refused(errorAnswer(422, 'idempotency.key-reused', ORDER_MESSAGES.idempotencyMismatch));
