import { newsletterRequestSchema, type NewsletterResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { PUBLIC_RATE_RULES, limitPerIp } from '../../../../http/public-rate-limit';

/** POST /api/v3/newsletter: the footer and modal form (spec §7); the welcome code only after opt-in. */
const newsletter: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', limitPerIp(app, PUBLIC_RATE_RULES.newsletterPerIp));

  app.post('/newsletter', async (request): Promise<NewsletterResponse> => {
    const body = parseRequest(newsletterRequestSchema, request.body, 'body');
    const result = await app.mailing.newsletter.signUp(body, {
      ip: request.ip,
      endpoint: 'POST /api/v3/newsletter',
      now: app.now(),
    });
    if (!result.ok) throw new ApiError(503, result.code, result.message);
    return { message: result.message, coupon: result.coupon };
  });
};

export default newsletter;
