import {
  mailingFieldsRequestSchema,
  mailingSearchQuerySchema,
  mailingSubscribeRequestSchema,
  mailingTagsRequestSchema,
  mailingUpdateRequestSchema,
  subscriberParamsSchema,
  type MailingSearchResponse,
  type MailingSubscriberResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { PUBLIC_RATE_RULES, limitPerIp } from '../../../../http/public-rate-limit';
import { type MailingFailure, type RequestOrigin } from '../../../../services/mailing-list-service';

const failure = (result: MailingFailure): ApiError =>
  new ApiError(result.code === 'mailing.not-found' ? 404 : 503, result.code, result.message);

const originOf = (request: FastifyRequest, now: Date): RequestOrigin => ({
  ip: request.ip,
  endpoint: `${request.method} ${request.routeOptions.url ?? ''}`,
  now,
});

/**
 * The mailing list (spec §7 /mailchimp). Public: the survey and the modal call it as guests, so
 * every request counts against a per-address limit, and nothing is answered beyond the search's
 * id, status and allowed tags.
 */
const mailchimp: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', limitPerIp(app, PUBLIC_RATE_RULES.mailingPerIp));

  app.get('/mailchimp', async (request): Promise<MailingSearchResponse> => {
    const { email } = parseRequest(mailingSearchQuerySchema, request.query, 'query');
    const result = await app.mailing.list.search(email);
    if (!result.ok) throw failure(result);
    return { exact_matches: { members: result.members } };
  });

  app.post('/mailchimp', async (request): Promise<MailingSubscriberResponse> => {
    const body = parseRequest(mailingSubscribeRequestSchema, request.body, 'body');
    const result = await app.mailing.list.subscribe(body, originOf(request, app.now()));
    if (!result.ok) throw failure(result);
    return result.subscriber;
  });

  app.put('/mailchimp/:id', async (request): Promise<MailingSubscriberResponse> => {
    const { id } = parseRequest(subscriberParamsSchema, request.params, 'params');
    const body = parseRequest(mailingUpdateRequestSchema, request.body, 'body');
    const result = await app.mailing.list.update(id, body, originOf(request, app.now()));
    if (!result.ok) throw failure(result);
    return result.subscriber;
  });

  app.post('/mailchimp/tags/:id', async (request, reply) => {
    const { id } = parseRequest(subscriberParamsSchema, request.params, 'params');
    const body = parseRequest(mailingTagsRequestSchema, request.body, 'body');
    const result = await app.mailing.list.setTags(id, body);
    if (!result.ok) throw failure(result);
    return reply.status(204).send();
  });

  app.put('/mailchimp/fields/:id', async (request, reply) => {
    const { id } = parseRequest(subscriberParamsSchema, request.params, 'params');
    const body = parseRequest(mailingFieldsRequestSchema, request.body, 'body');
    const result = await app.mailing.list.setFields(id, body);
    if (!result.ok) throw failure(result);
    return reply.status(204).send();
  });
};

export default mailchimp;
