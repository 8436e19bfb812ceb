import {
  trialProgramQuerySchema,
  trialProgramRequestSchema,
  type TrialProgramResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { parseRequest } from '../../../../http/parse-request';
import { PUBLIC_RATE_RULES, limitPerIp } from '../../../../http/public-rate-limit';

/**
 * GET and POST /trial-program (spec §7): whether an e-mail may still take the trial, and nothing
 * else. Neither call uses the trial up (the trial order does, when it is stored), and both count
 * against a per-address limit, so the calls cannot be used to probe many e-mails.
 */
const trialProgram: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', limitPerIp(app, PUBLIC_RATE_RULES.trialProgramPerIp));

  app.get('/trial-program', async (request): Promise<TrialProgramResponse> => {
    const { email } = parseRequest(trialProgramQuerySchema, request.query, 'query');
    return app.services.trialProgram.status(email);
  });

  app.post('/trial-program', async (request): Promise<TrialProgramResponse> => {
    const { email } = parseRequest(trialProgramRequestSchema, request.body, 'body');
    return app.services.trialProgram.status(email);
  });
};

export default trialProgram;
