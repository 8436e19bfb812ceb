import { requestLanguage } from '../../../../http/request-language';
import {
  CHECKOUT_ERROR_CODES,
  CHECKOUT_MESSAGES,
  COMMON_ERROR_CODES,
  GUEST_SURVEYS_COOKIE_NAME,
  IDEMPOTENCY_KEY_HEADER,
  checkoutPlaceRequestSchema,
  checkoutQuoteRequestSchema,
  idempotencyKeySchema,
  type CheckoutPlaceRequest,
  type CheckoutPlaceResponse,
  type CheckoutQuote,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { requireCustomer, setAuthCookie } from '../../../../plugins/app/auth';
import {
  deriveReceiptKey,
  readReceiptCookie,
  RECEIPT_COOKIE_NAME,
  RECEIPT_COOKIE_PATH,
  RECEIPT_LIFETIME_SECONDS,
  signReceiptCookie,
} from '../../../../security/receipt-cookie';
import { type AuthCustomer } from '../../../../services/accounts/auth-service';

export const RECEIPT_NOT_FOUND = {
  code: 'checkout.receipt-not-found',
  message: 'No recent order was found.',
};

/** The caller: a token that came and failed is not silently a guest's, the person signs in again. */
const callerOf = (request: FastifyRequest): AuthCustomer | null =>
  request.authFailure === null ? request.customer : requireCustomer(request);

function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (parsed.success) return parsed.data;
  const message =
    request.headers[IDEMPOTENCY_KEY_HEADER] === undefined
      ? 'An Idempotency-Key header is required.'
      : (parsed.error.issues[0]?.message ?? 'Idempotency-Key is invalid.');
  throw new ApiError(400, COMMON_ERROR_CODES.invalidRequest, message, 'Idempotency-Key');
}

/** The body, with its own code for the terms box (the page shows it beside the box). */
function placeRequestOf(body: unknown): CheckoutPlaceRequest {
  try {
    return parseRequest(checkoutPlaceRequestSchema, body, 'body');
  } catch (error) {
    if (error instanceof ApiError && error.field === 'contact.terms_accepted')
      throw new ApiError(
        400,
        CHECKOUT_ERROR_CODES.termsRequired,
        CHECKOUT_MESSAGES.termsRequired,
        error.field,
      );
    throw error;
  }
}

/**
 * The checkout (issue 12): POST /checkout/quote prices the cart for an address; POST /checkout
 * places the purchase under an Idempotency-Key (200 completed with the receipt, the receipt cookie
 * and, for a new account, the session cookie; 202 requires_action for 3-D Secure; errors as
 * `{ error }`); GET /checkout/receipt answers this browser's or the signed-in owner's latest one.
 */
const checkout: FastifyPluginAsync = async (app) => {
  const receiptKey = deriveReceiptKey(app.dataKey);

  app.post('/checkout/quote', async (request): Promise<CheckoutQuote> => {
    const caller = callerOf(request);
    const body = parseRequest(checkoutQuoteRequestSchema, request.body, 'body');
    const quoted = await app.checkout.quoter.quote({
      caller: caller === null ? null : { id: caller.id, email: caller.email },
      lines: body.lines,
      couponCodes: body.coupons,
      postcode: body.destination.postcode,
      city: body.destination.city,
      email: body.email ?? null,
      campaign: body.campaign,
      planChange: body.plan_change ?? null,
      guestSurveys: app.surveys.submissions.madeBy(request.cookies[GUEST_SURVEYS_COOKIE_NAME]),
      now: app.now(),
    });
    if (!quoted.ok) throw new ApiError(quoted.status, quoted.code, quoted.message, quoted.field);
    const { quote } = quoted.result;
    const language = requestLanguage(request);
    if (language === 'en') return quote;
    // The lines as the page's language names the products (a French label's name).
    const names = await app.services.catalogue.namesIn(language);
    return {
      ...quote,
      lines: quote.lines.map((line) => ({ ...line, name: names.get(line.product_id) ?? line.name })),
    };
  });

  app.post('/checkout', async (request, reply: FastifyReply) => {
    const caller = callerOf(request);
    const key = idempotencyKeyOf(request);
    const body = placeRequestOf(request.body);
    const now = app.now();
    const guestSurveys = app.surveys.submissions.madeBy(request.cookies[GUEST_SURVEYS_COOKIE_NAME]);
    const outcome = await app.checkout.service.place({
      caller,
      request: body,
      key,
      ip: request.ip,
      guestSurveys,
      now,
    });
    if (outcome.kind === 'refused') {
      const error = (outcome.answer.body as { error?: { retryAfterSeconds?: unknown } }).error;
      if (outcome.answer.status === 429 && typeof error?.retryAfterSeconds === 'number')
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(outcome.answer.status).send(outcome.answer.body);
    }
    if (outcome.kind === 'requires_action') {
      const answer: CheckoutPlaceResponse = {
        status: 'requires_action',
        client_secret: outcome.clientSecret,
        payment_intent_id: outcome.paymentIntentId,
      };
      return reply.status(202).send(answer);
    }
    reply.setCookie(RECEIPT_COOKIE_NAME, signReceiptCookie(receiptKey, outcome.attemptId, now), {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: RECEIPT_COOKIE_PATH,
      maxAge: RECEIPT_LIFETIME_SECONDS,
    });
    if (outcome.signIn !== null)
      setAuthCookie(request, reply, app.accounts.auth.issue(outcome.signIn, now).token);
    const answer: CheckoutPlaceResponse = { status: 'completed', receipt: outcome.receipt };
    return reply.status(200).send(answer);
  });

  app.get('/checkout/receipt', async (request) => {
    const caller = request.customer;
    const cookieAttempt = readReceiptCookie(receiptKey, request.cookies[RECEIPT_COOKIE_NAME], app.now());
    const receipt = await app.checkout.service.receiptFor(
      cookieAttempt,
      caller === null ? null : { id: caller.id, email: caller.email },
    );
    if (receipt === null) throw new ApiError(404, RECEIPT_NOT_FOUND.code, RECEIPT_NOT_FOUND.message);
    return { receipt };
  });
};

export default checkout;
