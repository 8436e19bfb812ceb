import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  PRIVACY_ERROR_CODES,
  PRIVACY_MESSAGES,
  dataExportFileName,
  deletionRequestBodySchema,
  type DataExport,
  type DeletionRequestState,
} from '@maplepack/api-contract';
import { shopDay } from '@maplepack/calendar';
import { type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { rateLimited } from '../../../../http/rate-limited';
import { requireCustomer } from '../../../../plugins/app/auth';

// The session's account is gone (erased between the token check and the request): sign in again.
const accountGone = () => new ApiError(401, AUTH_ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidToken);
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * The signed-in customer's privacy rights (issue 18), on their own account only (no id in the
 * path): GET /account/data-export (the download), GET, POST and DELETE /account/deletion-request.
 * Every answer is `no-store`: it is personal data a shared cache must never keep.
 */
const account: FastifyPluginAsync = async (app) => {
  app.get('/account/data-export', async (request, reply): Promise<DataExport> => {
    const customer = requireCustomer(request);
    noStore(reply);
    const now = app.now();
    const result = await app.privacy.export(customer.id, now);
    if (!result.ok) {
      if (result.code === 'privacy.rate-limited') {
        void reply.header('retry-after', String(result.retryAfterSeconds));
        throw new ApiError(429, PRIVACY_ERROR_CODES.rateLimited, PRIVACY_MESSAGES.rateLimited);
      }
      throw accountGone();
    }
    reply.header('content-disposition', `attachment; filename="${dataExportFileName(shopDay(now))}"`);
    return result.export;
  });

  app.get('/account/deletion-request', async (request, reply): Promise<DeletionRequestState> => {
    const customer = requireCustomer(request);
    noStore(reply);
    return { request: await app.privacy.deletionState(customer.id) };
  });

  app.post('/account/deletion-request', async (request, reply): Promise<DeletionRequestState> => {
    const customer = requireCustomer(request);
    noStore(reply);
    const body = parseRequest(deletionRequestBodySchema, request.body, 'body');
    const result = await app.privacy.requestDeletion(customer.id, body.password, request.ip, app.now());
    if (!result.ok) {
      switch (result.code) {
        case 'auth.rate-limited':
          throw rateLimited(reply, result.retryAfterSeconds);
        case 'customer.wrong-password':
          throw new ApiError(
            400,
            PRIVACY_ERROR_CODES.wrongPassword,
            PRIVACY_MESSAGES.wrongPassword,
            'password',
          );
        case 'privacy.active-subscription':
          throw new ApiError(
            409,
            PRIVACY_ERROR_CODES.activeSubscription,
            PRIVACY_MESSAGES.activeSubscription,
          );
        case 'privacy.deletion-pending':
          throw new ApiError(409, PRIVACY_ERROR_CODES.deletionPending, PRIVACY_MESSAGES.deletionPending);
        default:
          throw accountGone();
      }
    }
    reply.status(201);
    return { request: result.request, message: PRIVACY_MESSAGES.requested };
  });

  app.delete('/account/deletion-request', async (request, reply): Promise<DeletionRequestState> => {
    const customer = requireCustomer(request);
    noStore(reply);
    if (!(await app.privacy.withdrawDeletion(customer.id, app.now())))
      throw new ApiError(404, PRIVACY_ERROR_CODES.noPendingRequest, PRIVACY_MESSAGES.noPendingRequest);
    return { request: await app.privacy.deletionState(customer.id), message: PRIVACY_MESSAGES.withdrawn };
  });
};

export default account;
