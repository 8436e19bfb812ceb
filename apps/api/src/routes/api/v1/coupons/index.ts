import { couponValidateRequestSchema, type CouponValidateResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { parseRequest } from '../../../../http/parse-request';

const coupons: FastifyPluginAsync = async (app) => {
  // A refused coupon is a normal answer (200, status 'invalid'); only a malformed request is a 400.
  app.post('/coupons/validate', async (request): Promise<CouponValidateResponse> => {
    const body = parseRequest(couponValidateRequestSchema, request.body, 'body');
    return app.services.coupons.validate(body, app.now());
  });
};

export default coupons;
