import {
  productListQuerySchema,
  productParamsSchema,
  productQuerySchema,
  type ProductResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../http/api-error';
import { sendCachedBody } from '../../../../http/cached-body';
import { setPaginationHeaders } from '../../../../http/pagination-headers';
import { parseRequest } from '../../../../http/parse-request';

const products: FastifyPluginAsync = async (app) => {
  // Serialized and compressed once per catalogue change, with an ETag: 304 to a current copy.
  app.get('/products', async (request, reply) => {
    const query = parseRequest(productListQuerySchema, request.query, 'query');
    const page = await app.services.catalogue.listProductsBody(query);
    setPaginationHeaders(reply, page.total, query.per_page);
    return sendCachedBody(request, reply, page.body);
  });

  app.get('/products/:id', async (request): Promise<ProductResponse> => {
    const { id } = parseRequest(productParamsSchema, request.params, 'params');
    const { lang } = parseRequest(productQuerySchema, request.query, 'query');
    const product = await app.services.catalogue.getProduct(id, lang);
    if (product === undefined) throw notFound('product.not-found', 'Product not found');
    return product;
  });
};

export default products;
