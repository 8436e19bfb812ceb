import {
  ADMIN_CATALOGUE_MESSAGES,
  ADMIN_COUPON_MESSAGES,
  adminCouponListQuerySchema,
  adminCouponParamsSchema,
  adminCouponRequestSchema,
  ADMIN_ERROR_CODES,
  adminProductListQuerySchema,
  adminProductParamsSchema,
  adminProductUpdateSchema,
  totalPages,
  type AdminCoupon,
  type AdminCouponListResponse,
  type AdminProduct,
  type AdminProductListResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { requireStaff } from '../../../../plugins/app/admin';

/** /admin/products and /admin/coupons: the catalogue role's (issue 18); every change audited. */
const adminCatalogue: FastifyPluginAsync = async (app) => {
  app.get('/admin/products', async (request): Promise<AdminProductListResponse> => {
    requireStaff(request, 'catalogue.write');
    const query = parseRequest(adminProductListQuerySchema, request.query, 'query');
    const page = await app.adminCatalogue.products.list(query);
    return { ...page, total_pages: totalPages(page.total, query.per_page) };
  });

  app.get('/admin/products/:id', async (request): Promise<AdminProduct> => {
    requireStaff(request, 'catalogue.write');
    const { id } = parseRequest(adminProductParamsSchema, request.params, 'params');
    const product = await app.adminCatalogue.products.get(id);
    if (product === undefined)
      throw new ApiError(404, ADMIN_ERROR_CODES.notFound, ADMIN_CATALOGUE_MESSAGES.productNotFound);
    return product;
  });

  app.put('/admin/products/:id', async (request, reply) => {
    const staff = requireStaff(request, 'catalogue.write');
    const { id } = parseRequest(adminProductParamsSchema, request.params, 'params');
    const body = parseRequest(adminProductUpdateSchema, request.body, 'body');
    const answer = await app.adminCatalogue.products.update(id, staff, body, request.ip, app.now());
    return reply.status(answer.status).send(answer.body);
  });

  app.get('/admin/coupons', async (request): Promise<AdminCouponListResponse> => {
    requireStaff(request, 'coupons.write');
    const query = parseRequest(adminCouponListQuerySchema, request.query, 'query');
    const page = await app.adminCatalogue.coupons.list(query);
    return { ...page, total_pages: totalPages(page.total, query.per_page) };
  });

  app.get('/admin/coupons/:id', async (request): Promise<AdminCoupon> => {
    requireStaff(request, 'coupons.write');
    const { id } = parseRequest(adminCouponParamsSchema, request.params, 'params');
    const coupon = await app.adminCatalogue.coupons.get(id);
    if (coupon === undefined)
      throw new ApiError(404, ADMIN_ERROR_CODES.notFound, ADMIN_COUPON_MESSAGES.notFound);
    return coupon;
  });

  app.post('/admin/coupons', async (request, reply) => {
    const staff = requireStaff(request, 'coupons.write');
    const body = parseRequest(adminCouponRequestSchema, request.body, 'body');
    const answer = await app.adminCatalogue.coupons.save(undefined, staff, body, request.ip, app.now());
    return reply.status(answer.status).send(answer.body);
  });

  app.put('/admin/coupons/:id', async (request, reply) => {
    const staff = requireStaff(request, 'coupons.write');
    const { id } = parseRequest(adminCouponParamsSchema, request.params, 'params');
    const body = parseRequest(adminCouponRequestSchema, request.body, 'body');
    const answer = await app.adminCatalogue.coupons.save(id, staff, body, request.ip, app.now());
    return reply.status(answer.status).send(answer.body);
  });
};

export default adminCatalogue;
