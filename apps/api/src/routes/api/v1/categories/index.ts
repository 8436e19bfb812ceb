import { categoryListQuerySchema, type CategoryResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { parseRequest } from '../../../../http/parse-request';

const categories: FastifyPluginAsync = async (app) => {
  app.get('/categories', async (request): Promise<CategoryResponse[]> => {
    const { lang } = parseRequest(categoryListQuerySchema, request.query, 'query');
    return app.services.catalogue.listCategories(lang);
  });
};

export default categories;
