import { type CategoryResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';

const categories: FastifyPluginAsync = async (app) => {
  app.get('/categories', async (): Promise<CategoryResponse[]> => app.services.catalogue.listCategories());
};

export default categories;
