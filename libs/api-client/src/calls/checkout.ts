import {
  CHECKOUT_ERROR_CODES,
  checkoutPlaceRequestSchema,
  checkoutPlaceResponseSchema,
  checkoutQuoteRequestSchema,
  checkoutQuoteSchema,
  checkoutReceiptResponseSchema,
  checkoutTotalChangedErrorSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  testAuthenticationRequestSchema,
  testAuthenticationResponseSchema,
  type CheckoutPlaceResponse,
  type CheckoutQuote,
  type CheckoutReceipt,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES, GENERIC_ERROR_MESSAGE, isApiError } from '../api-error';
import { type CallOptions, type Http } from '../http';
import { checkRequestPart } from '../request-check';

export type CheckoutQuoteBody = z.input<typeof checkoutQuoteRequestSchema>;
export type CheckoutPlaceBody = z.input<typeof checkoutPlaceRequestSchema>;
export type TestAuthenticationBody = z.input<typeof testAuthenticationRequestSchema>;

export interface CheckoutPlaceOptions extends CallOptions {
  /**
   * Names the checkout attempt (sent as Idempotency-Key): a double click, a reload or a network retry
   * sends the same key, so one attempt is at most one order and one charge. The caller makes it.
   */
  readonly idempotencyKey: string;
}

/**
 * The test gateway's authentication answer. The contract gives no response schema for it, so any
 * JSON body (or none) is accepted: what matters is the status, and the checkout is sent again after.
 */

/**
 * The new quote of a 409 `checkout.total-changed`, parsed with the contract; undefined for any other
 * error. The place call puts it on the ApiError it throws (`details.quote`).
 */
export function totalChangedQuote(error: unknown): CheckoutQuote | undefined {
  if (!isApiError(error) || error.code !== CHECKOUT_ERROR_CODES.totalChanged) return undefined;
  const details: unknown = error.details;
  if (typeof details !== 'object' || details === null || !('quote' in details)) return undefined;
  const parsed = checkoutQuoteSchema.safeParse(details.quote);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A 409 total-changed keeps its new quote, checked against the contract: a body without a valid quote
 * is 'response.invalid' (never used), since the page must show the person the total it will charge.
 */
function withTotalChangedQuote(error: unknown): unknown {
  if (!isApiError(error) || error.code !== CHECKOUT_ERROR_CODES.totalChanged) return error;
  const body: unknown =
    typeof error.details === 'object' && error.details !== null && 'body' in error.details
      ? error.details.body
      : undefined;
  const parsed = checkoutTotalChangedErrorSchema.safeParse(body);
  if (!parsed.success) {
    return new ApiError(error.status, CLIENT_ERROR_CODES.responseInvalid, GENERIC_ERROR_MESSAGE, {
      body,
      issues: parsed.error.issues,
    });
  }
  return new ApiError(error.status, error.code, error.message, { body, quote: parsed.data.error.quote });
}

/** The checkout (issue 12): quote, place, receipt, and the test gateway's authentication step. */
export function checkoutCalls(http: Http) {
  return {
    /** POST /checkout/quote: the server's prices for the cart and the address; charges nothing. */
    async quote(body: CheckoutQuoteBody, options?: CallOptions): Promise<CheckoutQuote> {
      const received = await http(
        {
          method: 'POST',
          path: 'checkout/quote',
          response: checkoutQuoteSchema,
          body: { schema: checkoutQuoteRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /**
     * POST /checkout with the attempt's Idempotency-Key: completed (the server set the session
     * cookie) or requires_action (3-D Secure). Failures are ApiErrors; a 409 total-changed carries the
     * new quote (see totalChangedQuote).
     */
    async place(body: CheckoutPlaceBody, options: CheckoutPlaceOptions): Promise<CheckoutPlaceResponse> {
      const { idempotencyKey, ...callOptions } = options;
      checkRequestPart({ schema: idempotencyKeySchema, value: idempotencyKey, part: 'headers' });
      try {
        const received = await http(
          {
            method: 'POST',
            path: 'checkout',
            response: checkoutPlaceResponseSchema,
            body: { schema: checkoutPlaceRequestSchema, value: body },
            headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          },
          callOptions,
        );
        return received.data;
      } catch (error) {
        throw withTotalChangedQuote(error);
      }
    },

    /** GET /checkout/receipt: this browser's latest purchase, or the signed-in owner's (404/401 otherwise). */
    async receipt(options?: CallOptions): Promise<CheckoutReceipt> {
      const received = await http(
        { method: 'GET', path: 'checkout/receipt', response: checkoutReceiptResponseSchema },
        options,
      );
      return received.data.receipt;
    },

    /** POST /payments/test/authenticate (test gateway): the test card's 3-D Secure step, passed or failed. */
    async testAuthenticate(body: TestAuthenticationBody, options?: CallOptions): Promise<void> {
      await http(
        {
          method: 'POST',
          path: 'payments/test/authenticate',
          response: testAuthenticationResponseSchema,
          body: { schema: testAuthenticationRequestSchema, value: body },
        },
        options,
      );
    },
  };
}
