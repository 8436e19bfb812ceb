import { COMMON_ERROR_CODES, type HealthResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';

const health: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request): Promise<HealthResponse> => {
    try {
      await app.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health: the database does not answer');
      throw new ApiError(503, COMMON_ERROR_CODES.unavailable, 'The database is not answering.');
    }
    return { status: 'ok', database: 'ok' };
  });
};

export default health;
