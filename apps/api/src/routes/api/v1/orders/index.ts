import {
  GUEST_SURVEYS_COOKIE_NAME,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderCreateRequestSchema,
  orderListQuerySchema,
  orderParamsSchema,
  orderUpdateRequestSchema,
  type OrderResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { setPaginationHeaders } from '../../../../http/pagination-headers';
import { parseRequest } from '../../../../http/parse-request';
import { requireCustomer } from '../../../../plugins/app/auth';

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success)
    throw new ApiError(
      400,
      'request.invalid',
      parsed.error.issues[0]?.message ?? 'Idempotency-Key is invalid.',
      'Idempotency-Key',
    );
  return parsed.data;
}

/**
 * /orders: the signed-in caller's orders (another customer's answer 403, as everywhere in the
 * API), checkout for guests and customers, and changes while an order is modifiable.
 */
const orders: FastifyPluginAsync = async (app) => {
  app.get('/orders', async (request, reply): Promise<OrderResponse[]> => {
    const customer = requireCustomer(request);
    const query = parseRequest(orderListQuerySchema, request.query, 'query');
    // The spec's "customer param": accepted when it names the caller, refused for anyone else.
    if (query.customer !== undefined && query.customer !== customer.id)
      throw new ApiError(403, 'auth.forbidden', 'Access denied.');
    const page = await app.ordering.orders.list(customer.id, query);
    setPaginationHeaders(reply, page.total, query.per_page);
    return page.items;
  });

  app.get('/orders/:id', async (request) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(orderParamsSchema, request.params, 'params');
    const order = await app.ordering.orders.get(id);
    if (order === undefined) throw new ApiError(404, 'order.not-found', 'Order not found.');
    if (order.customer_id !== customer.id) throw new ApiError(403, 'auth.forbidden', 'Access denied.');
    return order;
  });

  app.post('/orders', async (request, reply) => {
    // A token that came and failed is not silently a guest's: the person is told to sign in again.
    const caller = request.authFailure === null ? request.customer : requireCustomer(request);
    const body = parseRequest(orderCreateRequestSchema, request.body, 'body');
    const answer = await app.ordering.orders.create({
      caller: caller === null ? null : { id: caller.id, email: caller.email },
      request: body,
      idempotencyKey: idempotencyKeyOf(request),
      clientIp: request.ip,
      guestSurveys: app.surveys.submissions.madeBy(request.cookies[GUEST_SURVEYS_COOKIE_NAME]),
      now: app.now(),
    });
    const retryAfter = (answer.body as { error?: { retryAfterSeconds?: unknown } }).error?.retryAfterSeconds;
    if (answer.status === 429 && typeof retryAfter === 'number')
      reply.header('retry-after', String(retryAfter));
    return reply.status(answer.status).send(answer.body);
  });

  // What a change would do (lines, totals, the difference charged or refunded); nothing is saved.
  app.post('/orders/:id/preview', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(orderParamsSchema, request.params, 'params');
    const body = parseRequest(orderUpdateRequestSchema, request.body, 'body');
    const answer = await app.ordering.orderUpdates.preview({
      customer: { id: customer.id, email: customer.email },
      orderId: id,
      request: body,
      now: app.now(),
    });
    return reply.status(answer.status).send(answer.body);
  });

  app.put('/orders/:id', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(orderParamsSchema, request.params, 'params');
    const body = parseRequest(orderUpdateRequestSchema, request.body, 'body');
    const answer = await app.ordering.orderUpdates.update({
      customer: { id: customer.id, email: customer.email },
      orderId: id,
      request: body,
      now: app.now(),
    });
    return reply.status(answer.status).send(answer.body);
  });
};

export default orders;
