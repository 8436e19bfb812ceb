import {
  cardUpdateRequestSchema,
  subscriptionActionRequestSchema,
  subscriptionCreateRequestSchema,
  subscriptionEventListQuerySchema,
  subscriptionPlanPreviewRequestSchema,
  subscriptionParamsSchema,
  subscriptionUpdateRequestSchema,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { setPaginationHeaders } from '../../../../http/pagination-headers';
import { parseRequest } from '../../../../http/parse-request';
import { requestLanguage } from '../../../../http/request-language';
import { requireCustomer } from '../../../../plugins/app/auth';
import { type HttpAnswer } from '../../../../services/http-answer';

function send(reply: FastifyReply, answer: HttpAnswer & { version?: string; retryAfterSeconds?: number }) {
  if (answer.version !== undefined) reply.header('etag', answer.version);
  if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
  return reply.status(answer.status).send(answer.body);
}

function ifMatchOf(request: FastifyRequest): string | null {
  const header = request.headers['if-match'];
  return typeof header === 'string' ? header.trim() : null;
}

/**
 * /subscriptions: customers only (guests 401); another customer's subscription answers 403 with
 * the spec's 'Invalid subscription. Please contact administrator.'. GET one and PUT answer an ETag;
 * PUT honours If-Match (412 when the plan changed since it was read).
 */
const subscriptions: FastifyPluginAsync = async (app) => {
  app.get('/subscriptions', async (request): Promise<SubscriptionResponse[]> => {
    const customer = requireCustomer(request);
    return app.ordering.subscriptions.list(customer.id, app.now());
  });

  app.get('/subscriptions/:id', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(subscriptionParamsSchema, request.params, 'params');
    return send(reply, await app.ordering.subscriptionUpdates.read(customer.id, id, app.now()));
  });

  app.post('/subscriptions', async (request, reply) => {
    const customer = requireCustomer(request);
    const body = parseRequest(subscriptionCreateRequestSchema, request.body, 'body');
    return send(
      reply,
      await app.ordering.subscriptions.create({ id: customer.id, email: customer.email }, body, app.now()),
    );
  });

  app.put('/subscriptions/:id', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(subscriptionParamsSchema, request.params, 'params');
    const body = parseRequest(subscriptionUpdateRequestSchema, request.body, 'body');
    const answer = await app.ordering.subscriptionUpdates.update({
      customerId: customer.id,
      id,
      request: body,
      ifMatch: ifMatchOf(request),
      now: app.now(),
      notify: true,
    });
    return send(reply, answer);
  });

  // The plan editor's check before saving: priced and checked for safety, nothing saved.
  app.post('/subscriptions/:id/preview', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(subscriptionParamsSchema, request.params, 'params');
    const body = parseRequest(subscriptionPlanPreviewRequestSchema, request.body, 'body');
    const answer = await app.ordering.subscriptionUpdates.preview({
      customerId: customer.id,
      id,
      lines: body.line_items,
      now: app.now(),
    });
    return send(reply, answer);
  });

  // Self-service: skip, pause, resume, move the date, cancel, reactivate (the lifecycle's rules).
  app.post('/subscriptions/:id/actions', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(subscriptionParamsSchema, request.params, 'params');
    const action = parseRequest(subscriptionActionRequestSchema, request.body, 'body');
    const answer = await app.ordering.subscriptionActions.act({
      customerId: customer.id,
      id,
      action,
      ifMatch: ifMatchOf(request),
      now: app.now(),
      language: requestLanguage(request),
    });
    // The history line is in the request's language (an error answer gets its Vary from the error handler).
    if (answer.status === 200) reply.header('vary', 'Accept-Language');
    return send(reply, answer);
  });

  // The card renewals charge: a SetupIntent for Stripe Elements, then the confirmed intent or a test token.
  app.post('/subscriptions/:id/card/setup-intent', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(subscriptionParamsSchema, request.params, 'params');
    const caller = { ...customer, ip: request.ip };
    return send(reply, await app.ordering.subscriptionCards.setupIntent(caller, id, app.now()));
  });

  app.put('/subscriptions/:id/card', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(subscriptionParamsSchema, request.params, 'params');
    const body = parseRequest(cardUpdateRequestSchema, request.body, 'body');
    const caller = { ...customer, ip: request.ip };
    return send(reply, await app.ordering.subscriptionCards.update(caller, id, body, app.now()));
  });

  app.get('/subscriptions/:id/events', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(subscriptionParamsSchema, request.params, 'params');
    const query = parseRequest(subscriptionEventListQuerySchema, request.query, 'query');
    const answer = await app.ordering.subscriptionHistory.page(
      customer.id,
      id,
      query,
      requestLanguage(request),
    );
    if (answer.status === 200) reply.header('vary', 'Accept-Language');
    if (answer.total !== undefined) setPaginationHeaders(reply, answer.total, query.per_page);
    return send(reply, answer);
  });
};

export default subscriptions;
