import { newsletterRequestSchema, type NewsletterResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { mailingError } from '../../../../http/mailing-http';
import { parseRequest } from '../../../../http/parse-request';
import { PUBLIC_RATE_RULES, limitPerIp } from '../../../../http/public-rate-limit';

/**
 * POST /api/v3/newsletter: the footer and modal form (spec §7). A double opt-in request: 202 and
 * the spec's thank-you; the address is subscribed, and the 10% code e-mailed, once the link in the
 * confirmation e-mail is followed.
 */
const newsletter: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', limitPerIp(app, PUBLIC_RATE_RULES.newsletterPerIp));

  app.post('/newsletter', async (request, reply): Promise<NewsletterResponse> => {
    const body = parseRequest(newsletterRequestSchema, request.body, 'body');
    const result = await app.mailing.newsletter.signUp(body, { ip: request.ip, now: app.now() });
    if (!result.ok) throw mailingError(reply, result);
    return reply.status(202).send({ message: result.message, status: result.status });
  });
};

export default newsletter;
