import { couponValidateRequestSchema, type CouponValidateResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { parseRequest } from '../../../../http/parse-request';

const coupons: FastifyPluginAsync = async (app) => {
  // A refused coupon is a normal answer (200, status 'invalid'); only a malformed request is a 400.
  app.post('/coupons/validate', async (request): Promise<CouponValidateResponse> => {
    const body = parseRequest(couponValidateRequestSchema, request.body, 'body');
    const customer = request.customer;
    const caller =
      customer !== null
        ? { accountEmail: customer.email, user: { customerId: customer.id, email: customer.email } }
        : {
            accountEmail: null,
            user:
              body.email === undefined || body.email === '' ? null : { customerId: null, email: body.email },
          };
    return app.services.coupons.validate(body, caller, app.now());
  });
};

export default coupons;
