import {
  adminEndRequestSchema,
  adminIdParamsSchema,
  adminShippingMethodParamsSchema,
  adminShippingMethodVersionRequestSchema,
  adminShippingSurchargeRequestSchema,
  adminTaxRuleListQuerySchema,
  adminTaxRuleRequestSchema,
  totalPages,
  type AdminShippingResponse,
  type AdminTaxRuleListResponse,
} from '@maplepack/api-contract';
import { shopDay } from '@maplepack/calendar';
import { type FastifyPluginAsync } from 'fastify';
import { parseRequest } from '../../../../http/parse-request';
import { requireStaff } from '../../../../plugins/app/admin';

/**
 * /admin/tax-rules and /admin/shipping: tax rules and shipping settings with effective dates (issue 18,
 * the catalogue role and the owner); every change checked on the shop's day and audited.
 */
const adminSchedules: FastifyPluginAsync = async (app) => {
  const today = () => shopDay(app.now());

  app.get('/admin/tax-rules', async (request): Promise<AdminTaxRuleListResponse> => {
    requireStaff(request, 'taxes.write');
    const query = parseRequest(adminTaxRuleListQuerySchema, request.query, 'query');
    const day = today();
    const page = await app.adminSchedules.listTaxRules(query, day);
    return { ...page, total_pages: totalPages(page.total, query.per_page), today: day };
  });

  app.post('/admin/tax-rules', async (request, reply) => {
    const staff = requireStaff(request, 'taxes.write');
    const body = parseRequest(adminTaxRuleRequestSchema, request.body, 'body');
    const answer = await app.adminSchedules.changeTaxRule(
      { kind: 'add', body },
      staff,
      request.ip,
      app.now(),
      today(),
    );
    return reply.status(answer.status).send(answer.body);
  });

  app.put('/admin/tax-rules/:id', async (request, reply) => {
    const staff = requireStaff(request, 'taxes.write');
    const { id } = parseRequest(adminIdParamsSchema, request.params, 'params');
    const body = parseRequest(adminTaxRuleRequestSchema, request.body, 'body');
    const answer = await app.adminSchedules.changeTaxRule(
      { kind: 'edit', id, body },
      staff,
      request.ip,
      app.now(),
      today(),
    );
    return reply.status(answer.status).send(answer.body);
  });

  app.post('/admin/tax-rules/:id/end', async (request, reply) => {
    const staff = requireStaff(request, 'taxes.write');
    const { id } = parseRequest(adminIdParamsSchema, request.params, 'params');
    const body = parseRequest(adminEndRequestSchema, request.body, 'body');
    const answer = await app.adminSchedules.changeTaxRule(
      { kind: 'end', id, effectiveTo: body.effective_to },
      staff,
      request.ip,
      app.now(),
      today(),
    );
    return reply.status(answer.status).send(answer.body);
  });

  app.get('/admin/shipping', async (request): Promise<AdminShippingResponse> => {
    requireStaff(request, 'shipping.write');
    return app.adminSchedules.shipping(today());
  });

  app.post('/admin/shipping/methods/:instanceId/versions', async (request, reply) => {
    const staff = requireStaff(request, 'shipping.write');
    const { instanceId } = parseRequest(adminShippingMethodParamsSchema, request.params, 'params');
    const body = parseRequest(adminShippingMethodVersionRequestSchema, request.body, 'body');
    const answer = await app.adminSchedules.changeShipping(
      { kind: 'add-method', instanceId, amountCents: body.amount, effectiveFrom: body.effective_from },
      staff,
      request.ip,
      app.now(),
      today(),
    );
    return reply.status(answer.status).send(answer.body);
  });

  app.post('/admin/shipping/method-versions/:id/end', async (request, reply) => {
    const staff = requireStaff(request, 'shipping.write');
    const { id } = parseRequest(adminIdParamsSchema, request.params, 'params');
    const body = parseRequest(adminEndRequestSchema, request.body, 'body');
    const answer = await app.adminSchedules.changeShipping(
      { kind: 'end-method', id, effectiveTo: body.effective_to },
      staff,
      request.ip,
      app.now(),
      today(),
    );
    return reply.status(answer.status).send(answer.body);
  });

  app.post('/admin/shipping/surcharges', async (request, reply) => {
    const staff = requireStaff(request, 'shipping.write');
    const body = parseRequest(adminShippingSurchargeRequestSchema, request.body, 'body');
    const answer = await app.adminSchedules.changeShipping(
      {
        kind: 'add-surcharge',
        prefix: body.prefix,
        amountCents: body.amount,
        effectiveFrom: body.effective_from,
      },
      staff,
      request.ip,
      app.now(),
      today(),
    );
    return reply.status(answer.status).send(answer.body);
  });

  app.post('/admin/shipping/surcharge-versions/:id/end', async (request, reply) => {
    const staff = requireStaff(request, 'shipping.write');
    const { id } = parseRequest(adminIdParamsSchema, request.params, 'params');
    const body = parseRequest(adminEndRequestSchema, request.body, 'body');
    const answer = await app.adminSchedules.changeShipping(
      { kind: 'end-surcharge', id, effectiveTo: body.effective_to },
      staff,
      request.ip,
      app.now(),
      today(),
    );
    return reply.status(answer.status).send(answer.body);
  });
};

export default adminSchedules;
