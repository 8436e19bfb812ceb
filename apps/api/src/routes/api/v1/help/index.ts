import { HELP_MESSAGES, helpMessageRequestSchema, type HelpMessageResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { PUBLIC_RATE_RULES, limitPerIp } from '../../../../http/public-rate-limit';

/**
 * POST /api/v1/help/messages: the help widget's message form. Anyone may write (guests need help
 * most); the per-address limit keeps it from becoming a way to flood the shop's inbox, and the
 * message only ever goes to the shop, never to the address typed in the form.
 */
const help: FastifyPluginAsync = async (app) => {
  app.post(
    '/help/messages',
    { onRequest: limitPerIp(app, PUBLIC_RATE_RULES.helpPerIp) },
    async (request, reply): Promise<HelpMessageResponse> => {
      const body = parseRequest(helpMessageRequestSchema, request.body, 'body');
      const result = await app.help.send(body, { customerId: request.customer?.id ?? null });
      if (!result.ok) {
        void reply.header('retry-after', '60');
        throw new ApiError(503, 'help.unavailable', HELP_MESSAGES.unavailable);
      }
      return reply.status(202).send({ status: 'sent', message: HELP_MESSAGES.sent });
    },
  );
};

export default help;
