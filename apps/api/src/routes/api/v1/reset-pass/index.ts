import {
  COMMON_ERROR_CODES,
  isResetPassConfirm,
  RESET_PASS_ERROR_CODES,
  RESET_PASS_MESSAGES,
  resetPassConfirmSchema,
  resetPassRequestSchema,
  type ResetPassResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { rateLimited } from '../../../../http/rate-limited';

const KEY_FAILURES = {
  'reset.invalid-key': [RESET_PASS_ERROR_CODES.invalidKey, RESET_PASS_MESSAGES.invalidKey],
  'reset.expired-key': [RESET_PASS_ERROR_CODES.expiredKey, RESET_PASS_MESSAGES.expiredKey],
  'reset.used-key': [RESET_PASS_ERROR_CODES.usedKey, RESET_PASS_MESSAGES.usedKey],
} as const;

/**
 * POST /reset-pass (spec §7): `{ email }` asks for a link (always the same 200), `{ key, id,
 * password }` sets the new password (400 for a bad, expired or used key).
 */
const resetPass: FastifyPluginAsync = async (app) => {
  app.post('/reset-pass', async (request, reply): Promise<ResetPassResponse> => {
    if (isResetPassConfirm(request.body)) {
      const body = parseRequest(resetPassConfirmSchema, request.body, 'body');
      const result = await app.accounts.passwordReset.reset(body.key, body.id, body.password, app.now());
      if (!result.ok) {
        if (result.code === 'customer.weak-password')
          throw new ApiError(400, COMMON_ERROR_CODES.invalidRequest, result.message, 'password');
        const [code, message] = KEY_FAILURES[result.code];
        throw new ApiError(400, code, message);
      }
      return { status: 200, message: RESET_PASS_MESSAGES.done };
    }
    const body = parseRequest(resetPassRequestSchema, request.body, 'body');
    const result = await app.accounts.passwordReset.request(body.email, request.ip, app.now());
    if (!result.ok) throw rateLimited(reply, result.retryAfterSeconds);
    return { status: 200, message: RESET_PASS_MESSAGES.requested };
  });
};

export default resetPass;
