import {
  COMMON_ERROR_CODES,
  CUSTOMER_ERROR_CODES,
  CUSTOMER_MESSAGES,
  customerCreateRequestSchema,
  customerParamsSchema,
  customerUpdateRequestSchema,
  type CustomerResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { rateLimited } from '../../../../http/rate-limited';
import { requireOwner } from '../../../../plugins/app/auth';
import { type CustomerResult } from '../../../../services/customer-service';

const emailTaken = () =>
  new ApiError(409, CUSTOMER_ERROR_CODES.emailTaken, CUSTOMER_MESSAGES.emailTaken, 'email');
const notFound = () => new ApiError(404, CUSTOMER_ERROR_CODES.notFound, CUSTOMER_MESSAGES.notFound);

/** POST /customers (sign-up), GET and PUT /customers/{id} (the owner only: others get 403). */
const customers: FastifyPluginAsync = async (app) => {
  const unwrap = (result: CustomerResult, reply: Parameters<typeof rateLimited>[0]): CustomerResponse => {
    if (result.ok) return result.customer;
    if (result.code === 'auth.rate-limited') throw rateLimited(reply, result.retryAfterSeconds);
    if (result.code === 'customer.weak-password')
      throw new ApiError(400, COMMON_ERROR_CODES.invalidRequest, result.message, 'password');
    throw result.code === 'customer.email-taken' ? emailTaken() : notFound();
  };

  app.post('/customers', async (request, reply): Promise<CustomerResponse> => {
    const body = parseRequest(customerCreateRequestSchema, request.body, 'body');
    const customer = unwrap(await app.accounts.customers.create(body, request.ip, app.now()), reply);
    reply.status(201);
    return customer;
  });

  app.get('/customers/:id', async (request): Promise<CustomerResponse> => {
    const { id } = parseRequest(customerParamsSchema, request.params, 'params');
    requireOwner(request, id);
    const customer = await app.accounts.customers.get(id);
    if (customer === undefined) throw notFound();
    return customer;
  });

  app.put('/customers/:id', async (request, reply): Promise<CustomerResponse> => {
    const { id } = parseRequest(customerParamsSchema, request.params, 'params');
    requireOwner(request, id);
    const body = parseRequest(customerUpdateRequestSchema, request.body, 'body');
    return unwrap(await app.accounts.customers.update(id, body, app.now()), reply);
  });
};

export default customers;
