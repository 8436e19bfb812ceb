import { shopDay } from '@maplepack/calendar';
import {
  ADMIN_ERROR_CODES,
  ADMIN_MESSAGES,
  ADMIN_ORDER_MESSAGES,
  COMMON_ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  adminAuditQuerySchema,
  adminCustomerListQuerySchema,
  adminCustomerParamsSchema,
  adminPaymentRetryRequestSchema,
  adminSubscriptionActionRequestSchema,
  adminSubscriptionListQuerySchema,
  adminSubscriptionParamsSchema,
  ADMIN_CUSTOMER_MESSAGES,
  ADMIN_SUBSCRIPTION_MESSAGES,
  type AdminCustomerListResponse,
  type AdminCustomerResponse,
  type AdminSubscriptionListResponse,
  type AdminSubscriptionResponse,
  adminFulfilmentQuerySchema,
  adminFulfilmentPdfQuerySchema,
  adminOrderListQuerySchema,
  adminOrderParamsSchema,
  adminRefundRequestSchema,
  adminShipmentRequestSchema,
  adminSignInRequestSchema,
  adminTwoFactorRequestSchema,
  idempotencyKeySchema,
  totalPages,
  type AdminAuditResponse,
  type AdminChallengeResponse,
  type AdminFulfilmentResponse,
  type AdminOrderListResponse,
  type AdminOrderResponse,
  type AdminSessionResponse,
  type AdminSignedInResponse,
  type AdminSignOutResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { clearAdminCookie, requireStaff, setAdminCookie } from '../../../../plugins/app/admin';
import { sessionAnswer } from '../../../../services/admin/admin-auth-service';
import { searchAudit } from '../../../../services/admin/audit-log';
import { packingList, packingListCsv } from '../../../../services/admin/fulfilment';
import { packingListPdf } from '../../../../services/admin/packing-list-pdf';
import { type HttpAnswer } from '../../../../services/http-answer';

function rateLimited(reply: FastifyReply, retryAfterSeconds: number): ApiError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new ApiError(429, ADMIN_ERROR_CODES.rateLimited, ADMIN_MESSAGES.rateLimited);
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER] ?? '');
  if (!parsed.success)
    throw new ApiError(
      400,
      COMMON_ERROR_CODES.invalidRequest,
      'A refund needs an Idempotency-Key header of 8 to 200 printable characters.',
      'Idempotency-Key',
    );
  return parsed.data;
}

const send = (reply: FastifyReply, answer: HttpAnswer & { retryAfterSeconds?: number }) => {
  if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
  return reply.status(answer.status).send(answer.body);
};

/**
 * /admin: the back office's API (issue 18). Every route but the sign-in checks the caller's staff
 * session and its role's permission (plugins/app/admin.ts); every change writes its audit entry.
 */
const admin: FastifyPluginAsync = async (app) => {
  app.post('/admin/session', async (request, reply): Promise<AdminChallengeResponse> => {
    const body = parseRequest(adminSignInRequestSchema, request.body, 'body');
    const result = await app.admin.auth.signIn(body.email, body.password, request.ip, app.now());
    if (result.ok)
      return { step: 'two-factor', challenge: result.challenge, expires_at: result.expiresAt.toISOString() };
    if (result.reason === 'rate-limited') throw rateLimited(reply, result.retryAfterSeconds);
    throw new ApiError(401, ADMIN_ERROR_CODES.badCredentials, ADMIN_MESSAGES.badCredentials);
  });

  app.post('/admin/session/two-factor', async (request, reply): Promise<AdminSignedInResponse> => {
    const body = parseRequest(adminTwoFactorRequestSchema, request.body, 'body');
    const result = await app.admin.auth.twoFactor(body.challenge, body.code, request.ip, app.now());
    if (!result.ok) {
      if (result.reason === 'rate-limited') throw rateLimited(reply, result.retryAfterSeconds);
      if (result.reason === 'expired')
        throw new ApiError(401, ADMIN_ERROR_CODES.challengeExpired, ADMIN_MESSAGES.challengeExpired);
      throw new ApiError(401, ADMIN_ERROR_CODES.badCode, ADMIN_MESSAGES.badCode);
    }
    setAdminCookie(request, reply, result.token);
    return { ...sessionAnswer(result.session), recovery_codes_left: result.recoveryCodesLeft };
  });

  app.get(
    '/admin/session',
    async (request): Promise<AdminSessionResponse> => sessionAnswer(requireStaff(request)),
  );

  app.delete('/admin/session', async (request, reply): Promise<AdminSignOutResponse> => {
    const staff = requireStaff(request);
    await app.admin.auth.signOut(staff, request.ip, app.now());
    clearAdminCookie(request, reply);
    return { status: 200, message: ADMIN_MESSAGES.signedOut };
  });

  app.get('/admin/orders', async (request): Promise<AdminOrderListResponse> => {
    requireStaff(request, 'orders.read');
    const query = parseRequest(adminOrderListQuerySchema, request.query, 'query');
    const page = await app.admin.orders.list(query);
    return { orders: page.orders, total: page.total, total_pages: totalPages(page.total, query.per_page) };
  });

  app.get('/admin/orders/:id', async (request): Promise<AdminOrderResponse> => {
    requireStaff(request, 'orders.read');
    const { id } = parseRequest(adminOrderParamsSchema, request.params, 'params');
    const order = await app.admin.orders.get(id);
    if (order === undefined)
      throw new ApiError(404, ADMIN_ERROR_CODES.notFound, ADMIN_ORDER_MESSAGES.notFound);
    return order;
  });

  app.post('/admin/orders/:id/shipment', async (request, reply) => {
    const staff = requireStaff(request, 'orders.ship');
    const { id } = parseRequest(adminOrderParamsSchema, request.params, 'params');
    const body = parseRequest(adminShipmentRequestSchema, request.body, 'body');
    return send(reply, await app.admin.orders.ship(id, staff, body, request.ip, app.now()));
  });

  app.post('/admin/orders/:id/refunds', async (request, reply) => {
    const staff = requireStaff(request, 'orders.refund');
    const { id } = parseRequest(adminOrderParamsSchema, request.params, 'params');
    const body = parseRequest(adminRefundRequestSchema, request.body, 'body');
    const idempotencyKey = idempotencyKeyOf(request);
    const answer = await app.admin.orders.refund(
      id,
      staff,
      { amountCents: body.amount, reason: body.reason, idempotencyKey },
      request.ip,
      app.now(),
    );
    return send(reply, answer);
  });

  app.post('/admin/orders/:id/confirmation', async (request, reply) => {
    const staff = requireStaff(request, 'orders.resend');
    const { id } = parseRequest(adminOrderParamsSchema, request.params, 'params');
    return send(reply, await app.admin.orders.resendConfirmation(id, staff, request.ip, app.now()));
  });

  app.get('/admin/fulfilment', async (request): Promise<AdminFulfilmentResponse> => {
    requireStaff(request, 'fulfilment.read');
    const query = parseRequest(adminFulfilmentQuerySchema, request.query, 'query');
    return packingList(app.database.db, query.date ?? shopDay(app.now()));
  });

  app.get('/admin/fulfilment.csv', async (request, reply) => {
    requireStaff(request, 'fulfilment.read');
    const query = parseRequest(adminFulfilmentQuerySchema, request.query, 'query');
    const date = query.date ?? shopDay(app.now());
    const csv = packingListCsv(await packingList(app.database.db, date));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="packing-list-${date}.csv"`)
      .send(csv);
  });

  app.get('/admin/fulfilment.pdf', async (request, reply) => {
    requireStaff(request, 'fulfilment.read');
    const query = parseRequest(adminFulfilmentPdfQuerySchema, request.query, 'query');
    const now = app.now();
    const date = query.date ?? shopDay(now);
    const list = await packingList(app.database.db, date);
    const pdf = await packingListPdf(list, { madeAt: now, paper: query.paper ?? 'letter' });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="packing-list-${date}.pdf"`)
      .send(pdf);
  });

  app.get('/admin/subscriptions', async (request): Promise<AdminSubscriptionListResponse> => {
    requireStaff(request, 'subscriptions.read');
    const query = parseRequest(adminSubscriptionListQuerySchema, request.query, 'query');
    const page = await app.admin.subscriptions.list(query);
    return {
      subscriptions: page.subscriptions,
      total: page.total,
      total_pages: totalPages(page.total, query.per_page),
    };
  });

  app.get('/admin/subscriptions/:id', async (request): Promise<AdminSubscriptionResponse> => {
    requireStaff(request, 'subscriptions.read');
    const { id } = parseRequest(adminSubscriptionParamsSchema, request.params, 'params');
    const plan = await app.admin.subscriptions.get(id, app.now());
    if (plan === undefined)
      throw new ApiError(404, ADMIN_ERROR_CODES.notFound, ADMIN_SUBSCRIPTION_MESSAGES.notFound);
    return plan;
  });

  // The customer's own actions (skip, pause, resume, move the date, cancel, reactivate), with a reason.
  app.post('/admin/subscriptions/:id/actions', async (request, reply) => {
    const staff = requireStaff(request, 'subscriptions.act');
    const { id } = parseRequest(adminSubscriptionParamsSchema, request.params, 'params');
    const body = parseRequest(adminSubscriptionActionRequestSchema, request.body, 'body');
    return send(
      reply,
      await app.admin.subscriptions.act(id, staff, body.action, body.reason, request.ip, app.now()),
    );
  });

  app.post('/admin/subscriptions/:id/payment-retry', async (request, reply) => {
    const staff = requireStaff(request, 'subscriptions.act');
    const { id } = parseRequest(adminSubscriptionParamsSchema, request.params, 'params');
    const body = parseRequest(adminPaymentRetryRequestSchema, request.body, 'body');
    return send(
      reply,
      await app.admin.subscriptions.retryPayment(id, staff, body.reason, request.ip, app.now()),
    );
  });

  app.get('/admin/customers', async (request): Promise<AdminCustomerListResponse> => {
    requireStaff(request, 'customers.read');
    const query = parseRequest(adminCustomerListQuerySchema, request.query, 'query');
    const page = await app.admin.customers.list(query);
    return {
      customers: page.customers,
      total: page.total,
      total_pages: totalPages(page.total, query.per_page),
    };
  });

  app.get('/admin/customers/:id', async (request): Promise<AdminCustomerResponse> => {
    requireStaff(request, 'customers.read');
    const { id } = parseRequest(adminCustomerParamsSchema, request.params, 'params');
    const customer = await app.admin.customers.get(id);
    if (customer === undefined)
      throw new ApiError(404, ADMIN_ERROR_CODES.notFound, ADMIN_CUSTOMER_MESSAGES.notFound);
    return customer;
  });

  app.post('/admin/customers/:id/password-reset', async (request, reply) => {
    const staff = requireStaff(request, 'customers.reset-password');
    const { id } = parseRequest(adminCustomerParamsSchema, request.params, 'params');
    return send(reply, await app.admin.customers.sendPasswordReset(id, staff, request.ip, app.now()));
  });

  app.get('/admin/audit', async (request): Promise<AdminAuditResponse> => {
    requireStaff(request, 'audit.read');
    const query = parseRequest(adminAuditQuerySchema, request.query, 'query');
    const page = await searchAudit(app.database.db, query);
    return { entries: page.entries, total: page.total, total_pages: totalPages(page.total, query.per_page) };
  });
};

export default admin;
