import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  mailingFieldsRequestSchema,
  mailingLinkRequestSchema,
  mailingSearchQuerySchema,
  mailingSubscribeRequestSchema,
  mailingTagsRequestSchema,
  mailingUpdateRequestSchema,
  subscriberParamsSchema,
  type MailingConfirmResponse,
  type MailingSearchResponse,
  type MailingSubscriberResponse,
  type MailingUnsubscribeResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { mailingError, originOf, requireOwnMember, setSurveyTicket } from '../../../../http/mailing-http';
import { parseRequest } from '../../../../http/parse-request';
import { PUBLIC_RATE_RULES, limitPerIp } from '../../../../http/public-rate-limit';
import { requireCustomer } from '../../../../plugins/app/auth';

const forbidden = () => new ApiError(403, AUTH_ERROR_CODES.forbidden, AUTH_MESSAGES.forbidden);

/**
 * The mailing list (spec §7 /mailchimp). Nobody changes someone else's membership:
 * - a guest may only ask to subscribe (POST): double opt-in, nothing is stored on the list until
 *   the e-mailed link is followed (POST /confirm), and leave through the signed link in every
 *   mailing e-mail (POST /unsubscribe);
 * - a signed-in customer reads and changes only the member of their account's e-mail (another
 *   address or id is a 403).
 * Every request counts against a per-address limit.
 */
const mailchimp: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', limitPerIp(app, PUBLIC_RATE_RULES.mailingPerIp));

  // Guests get nothing: whether an address is on the list is its owner's business alone.
  app.get('/mailchimp', async (request, reply): Promise<MailingSearchResponse> => {
    const customer = requireCustomer(request);
    const { email } = parseRequest(mailingSearchQuerySchema, request.query, 'query');
    if (email !== customer.email) throw forbidden();
    const result = await app.mailing.list.search(email);
    if (!result.ok) throw mailingError(reply, result);
    return { exact_matches: { members: result.members } };
  });

  app.post('/mailchimp', async (request, reply): Promise<MailingSubscriberResponse> => {
    const body = parseRequest(mailingSubscribeRequestSchema, request.body, 'body');
    const origin = originOf(request, app.now());
    if (request.customer === null) {
      const { NAME, ...mergeFields } = body.merge_fields;
      const asked = await app.mailing.confirmations.request(
        {
          email: body.email,
          ...(NAME === undefined ? {} : { name: NAME }),
          mergeFields: Object.fromEntries(
            Object.entries(mergeFields).filter((entry): entry is [string, string] => entry[1] !== undefined),
          ),
          tags: body.tags.filter((tag) => tag.status === 'active').map((tag) => tag.name),
          consent: body.consent,
        },
        origin,
      );
      if (!asked.ok) throw mailingError(reply, asked);
      setSurveyTicket(request, reply, asked.ticket);
      return reply.status(202).send(asked.subscriber);
    }
    if (body.email !== request.customer.email) throw forbidden();
    const result = await app.mailing.list.subscribe(body, origin);
    if (!result.ok) throw mailingError(reply, result);
    return result.subscriber;
  });

  app.post('/mailchimp/confirm', async (request, reply): Promise<MailingConfirmResponse> => {
    const { token } = parseRequest(mailingLinkRequestSchema, request.body, 'body');
    const result = await app.mailing.confirmations.confirm(token, originOf(request, app.now()));
    if (!result.ok) throw mailingError(reply, result);
    return { email_address: result.email, status: 'subscribed' };
  });

  app.post('/mailchimp/unsubscribe', async (request, reply): Promise<MailingUnsubscribeResponse> => {
    const { token } = parseRequest(mailingLinkRequestSchema, request.body, 'body');
    const result = await app.mailing.confirmations.unsubscribe(token, originOf(request, app.now()));
    if (!result.ok) throw mailingError(reply, result);
    return { status: 'unsubscribed' };
  });

  app.put('/mailchimp/:id', async (request, reply): Promise<MailingSubscriberResponse> => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(subscriberParamsSchema, request.params, 'params');
    requireOwnMember(customer, id);
    const body = parseRequest(mailingUpdateRequestSchema, request.body, 'body');
    const result = await app.mailing.list.update(id, body, originOf(request, app.now()));
    if (!result.ok) throw mailingError(reply, result);
    return result.subscriber;
  });

  app.post('/mailchimp/tags/:id', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(subscriberParamsSchema, request.params, 'params');
    requireOwnMember(customer, id);
    const body = parseRequest(mailingTagsRequestSchema, request.body, 'body');
    const result = await app.mailing.list.setTags(id, body);
    if (!result.ok) throw mailingError(reply, result);
    return reply.status(204).send();
  });

  app.put('/mailchimp/fields/:id', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = parseRequest(subscriberParamsSchema, request.params, 'params');
    requireOwnMember(customer, id);
    const body = parseRequest(mailingFieldsRequestSchema, request.body, 'body');
    const result = await app.mailing.list.setFields(id, body);
    if (!result.ok) throw mailingError(reply, result);
    return reply.status(204).send();
  });
};

export default mailchimp;
