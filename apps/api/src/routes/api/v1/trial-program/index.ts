import {
  trialProgramQuerySchema,
  trialProgramRequestSchema,
  type TrialProgramResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';

const trialProgram: FastifyPluginAsync = async (app) => {
  app.get('/trial-program', async (request): Promise<TrialProgramResponse> => {
    const { email } = parseRequest(trialProgramQuerySchema, request.query, 'query');
    return app.services.trialProgram.status(email);
  });

  app.post('/trial-program', async (request): Promise<TrialProgramResponse> => {
    const { email } = parseRequest(trialProgramRequestSchema, request.body, 'body');
    const result = await app.services.trialProgram.markOrdered(email, app.now());
    if (!result.ok) throw new ApiError(409, result.code, result.message, 'email');
    return result.status;
  });
};

export default trialProgram;
