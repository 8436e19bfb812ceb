import {
  subscriptionCreateRequestSchema,
  subscriptionParamsSchema,
  subscriptionUpdateRequestSchema,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { parseRequest } from '../../../../http/parse-request';
import { requireCustomer } from '../../../../plugins/app/auth';
import { type HttpAnswer } from '../../../../services/http-answer';

function send(reply: FastifyReply, answer: HttpAnswer & { version?: string }) {
  if (answer.version !== undefined) reply.header('etag', answer.version);
  return reply.status(answer.status).send(answer.body);
}

/**
 * /subscriptions: customers only (guests 401); another customer's subscription answers 403 with
 * the spec's 'Invalid subscription. Please contact administrator.'. GET one and PUT answer an ETag;
 * PUT honours If-Match (412 when the plan changed since it was read).
 */
const subscriptions: FastifyPluginAsync = async (app) => {
  app.get('/subscriptions', async (request): Promise<SubscriptionResponse[]> => {
    const customer = requireCustomer(request);
    return app.ordering.subscriptions.list(customer.id);
  });

  app.get('/subscriptions/:id', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(subscriptionParamsSchema, request.params, 'params');
    return send(reply, await app.ordering.subscriptionUpdates.read(customer.id, id));
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
    const ifMatch = request.headers['if-match'];
    const answer = await app.ordering.subscriptionUpdates.update({
      customerId: customer.id,
      id,
      request: body,
      ifMatch: typeof ifMatch === 'string' ? ifMatch.trim() : null,
      now: app.now(),
    });
    return send(reply, answer);
  });
};

export default subscriptions;
