import { type FastifyPluginAsync } from 'fastify';
import categories from './api/v1/categories';
import coupons from './api/v1/coupons';
import health from './api/v1/health';
import pages from './api/v1/pages';
import products from './api/v1/products';
import shipping from './api/v1/shipping';
import taxes from './api/v1/taxes';
import trialProgram from './api/v1/trial-program';

/** Every /api/v1 resource. A new resource adds one line here (apps/api/README.md). */
const API_V1: readonly FastifyPluginAsync[] = [health, products, categories, taxes, shipping, coupons, trialProgram, pages];

export const registerRoutes: FastifyPluginAsync = async (app) => {
  for (const resource of API_V1) await app.register(resource, { prefix: '/api/v1' });
};
