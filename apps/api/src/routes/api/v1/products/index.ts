import {
  productListQuerySchema,
  productParamsSchema,
  productQuerySchema,
  type ProductResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../http/api-error';
import { setPaginationHeaders } from '../../../../http/pagination-headers';
import { parseRequest } from '../../../../http/parse-request';

const products: FastifyPluginAsync = async (app) => {
  app.get('/products', async (request, reply): Promise<ProductResponse[]> => {
    const query = parseRequest(productListQuerySchema, request.query, 'query');
    const page = await app.services.catalogue.listProducts(query);
    setPaginationHeaders(reply, page.total, query.per_page);
    return page.items;
  });

  app.get('/products/:id', async (request): Promise<ProductResponse> => {
    const { id } = parseRequest(productParamsSchema, request.params, 'params');
    parseRequest(productQuerySchema, request.query, 'query');
    const product = await app.services.catalogue.getProduct(id);
    if (product === undefined) throw notFound('product.not-found', 'Product not found');
    return product;
  });
};

export default products;
