import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  accountAddressesRequestSchema,
  addressPreviewRequestSchema,
  passwordChangeRequestSchema,
  type PasswordChangeResponse,
  COMMON_ERROR_CODES,
  CUSTOMER_ERROR_CODES,
  CUSTOMER_MESSAGES,
  EMAIL_CHANGE_ERROR_CODES,
  EMAIL_CHANGE_MESSAGES,
  customerCreateRequestSchema,
  customerParamsSchema,
  customerUpdateRequestSchema,
  emailChangeUndoRequestSchema,
  type CustomerResponse,
  type EmailChangeUndoResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { rateLimited } from '../../../../http/rate-limited';
import { requestLanguage } from '../../../../http/request-language';
import { clearAuthCookie, renewSession, requireOwner } from '../../../../plugins/app/auth';
import { AccountPageService } from '../../../../services/accounts/account-page-service';
import { type CustomerResult } from '../../../../services/accounts/customer-service';
import { pricerOn } from '../../../../services/orders/order-services';
import { type EmailChangeUndoResult } from '../../../../services/accounts/email-change-service';

const EMAIL_CHANGE_FAILURES = {
  'customer.password-required': [
    EMAIL_CHANGE_ERROR_CODES.passwordRequired,
    EMAIL_CHANGE_MESSAGES.passwordRequired,
    'current_password',
  ],
  'customer.wrong-password': [
    EMAIL_CHANGE_ERROR_CODES.wrongPassword,
    EMAIL_CHANGE_MESSAGES.wrongPassword,
    'current_password',
  ],
  'email-change.invalid-key': [EMAIL_CHANGE_ERROR_CODES.invalidKey, EMAIL_CHANGE_MESSAGES.invalidKey, 'key'],
  'email-change.expired-key': [EMAIL_CHANGE_ERROR_CODES.expiredKey, EMAIL_CHANGE_MESSAGES.expiredKey, 'key'],
  'email-change.used-key': [EMAIL_CHANGE_ERROR_CODES.usedKey, EMAIL_CHANGE_MESSAGES.usedKey, 'key'],
} as const;

const emailTaken = () =>
  new ApiError(409, CUSTOMER_ERROR_CODES.emailTaken, CUSTOMER_MESSAGES.emailTaken, 'email');
const notFound = () => new ApiError(404, CUSTOMER_ERROR_CODES.notFound, CUSTOMER_MESSAGES.notFound);

/**
 * POST /customers (sign-up), GET and PUT /customers/{id} (the owner only: others get 403), and
 * POST /customers/email-change/undo (the link sent to the old address after an e-mail change).
 */
const customers: FastifyPluginAsync = async (app) => {
  const fail = (
    result: Exclude<CustomerResult | EmailChangeUndoResult, { ok: true }>,
    reply: FastifyReply,
  ): ApiError => {
    switch (result.code) {
      case 'auth.rate-limited':
        return rateLimited(reply, result.retryAfterSeconds);
      case 'customer.weak-password':
        return new ApiError(400, COMMON_ERROR_CODES.invalidRequest, result.message, 'password');
      case 'customer.email-taken':
        return emailTaken();
      case 'customer.not-found':
        return notFound();
      case 'customer.meta-data-full':
        return new ApiError(
          422,
          CUSTOMER_ERROR_CODES.metaDataFull,
          CUSTOMER_MESSAGES.metaDataFull,
          'meta_data',
        );
      default: {
        const [code, message, field] = EMAIL_CHANGE_FAILURES[result.code];
        return new ApiError(400, code, message, field);
      }
    }
  };
  const unwrap = (result: CustomerResult, reply: FastifyReply): CustomerResponse => {
    if (result.ok) return result.customer;
    throw fail(result, reply);
  };

  app.post('/customers', async (request, reply): Promise<CustomerResponse> => {
    const body = parseRequest(customerCreateRequestSchema, request.body, 'body');
    const customer = unwrap(
      await app.accounts.customers.create(body, request.ip, app.now(), requestLanguage(request)),
      reply,
    );
    reply.status(201);
    return customer;
  });

  app.get('/customers/:id', async (request): Promise<CustomerResponse> => {
    const { id } = parseRequest(customerParamsSchema, request.params, 'params');
    requireOwner(request, id);
    const customer = await app.accounts.customers.get(id);
    if (customer === undefined) throw notFound();
    return customer;
  });

  app.put('/customers/:id', async (request, reply): Promise<CustomerResponse> => {
    const { id } = parseRequest(customerParamsSchema, request.params, 'params');
    requireOwner(request, id);
    const body = parseRequest(customerUpdateRequestSchema, request.body, 'body');
    const result = await app.accounts.customers.update(id, body, request.ip, app.now());
    if (result.ok && result.renewSession !== undefined) {
      renewSession(request, reply, app.accounts.auth.issue(result.renewSession, app.now()).token);
    }
    return unwrap(result, reply);
  });

  // The link in the notice to the old address opens a web page that posts here (a POST, since
  // mail scanners open links); every session ends, this browser's cookie included.
  const account = new AccountPageService(
    app.database.db,
    app.accounts.auth,
    app.accounts.customers,
    app.ordering.quoter,
    (tx) => pricerOn(tx),
    app.ordering.accountMail,
  );

  // /account-details: the current password and a new one; other sessions end, this one continues.
  app.post('/customers/:id/password', async (request, reply): Promise<PasswordChangeResponse> => {
    const { id } = parseRequest(customerParamsSchema, request.params, 'params');
    requireOwner(request, id);
    const body = parseRequest(passwordChangeRequestSchema, request.body, 'body');
    const result = await account.changePassword(id, body, request.ip, app.now());
    if (!result.ok) {
      switch (result.code) {
        case 'auth.rate-limited':
          throw rateLimited(reply, result.retryAfterSeconds);
        case 'customer.wrong-password':
          throw new ApiError(
            400,
            ACCOUNT_ERROR_CODES.wrongPassword,
            ACCOUNT_MESSAGES.wrongPassword,
            'current_password',
          );
        case 'customer.same-password':
          throw new ApiError(
            400,
            ACCOUNT_ERROR_CODES.samePassword,
            ACCOUNT_MESSAGES.samePassword,
            'password',
          );
        case 'customer.weak-password':
          throw new ApiError(400, COMMON_ERROR_CODES.invalidRequest, result.message, 'password');
        default:
          throw notFound();
      }
    }
    renewSession(request, reply, app.accounts.auth.issue(result.customer, app.now()).token);
    return { status: 200, message: ACCOUNT_MESSAGES.passwordChanged };
  });

  // /addresses: what a new shipping destination does to each renewing plan, then the save.
  app.post('/customers/:id/addresses/preview', async (request, reply) => {
    const { id } = parseRequest(customerParamsSchema, request.params, 'params');
    requireOwner(request, id);
    const body = parseRequest(addressPreviewRequestSchema, request.body, 'body');
    const answer = await account.previewAddresses(id, body, app.now());
    return reply.status(answer.status).send(answer.body);
  });

  app.put('/customers/:id/addresses', async (request, reply) => {
    const { id } = parseRequest(customerParamsSchema, request.params, 'params');
    requireOwner(request, id);
    const body = parseRequest(accountAddressesRequestSchema, request.body, 'body');
    const answer = await account.saveAddresses(id, body, app.now());
    return reply.status(answer.status).send(answer.body);
  });

  app.post('/customers/email-change/undo', async (request, reply): Promise<EmailChangeUndoResponse> => {
    const body = parseRequest(emailChangeUndoRequestSchema, request.body, 'body');
    const result = await app.accounts.emailChange.undo(body.key, body.id, body.password, app.now());
    if (!result.ok) throw fail(result, reply);
    clearAuthCookie(request, reply);
    return { status: 200, message: EMAIL_CHANGE_MESSAGES.undone, email: result.email };
  });
};

export default customers;
