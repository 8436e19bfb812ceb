import {
  AUTH_COOKIE_NAME,
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  tokenRequestSchema,
  type LogoutResponse,
  type TokenResponse,
  type TokenValidateResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { rateLimited } from '../../../../http/rate-limited';
import { clearAuthCookie, requireCustomer, setAuthCookie } from '../../../../plugins/app/auth';

/** POST /token, /token/validate and /logout (spec §7: the content backend's JWT endpoints). */
const auth: FastifyPluginAsync = async (app) => {
  app.post('/token', async (request, reply): Promise<TokenResponse> => {
    const body = parseRequest(tokenRequestSchema, request.body, 'body');
    const result = await app.accounts.auth.login(body.email, body.password, request.ip, app.now());
    if (!result.ok) {
      if (result.code === 'auth.rate-limited') throw rateLimited(reply, result.retryAfterSeconds);
      throw new ApiError(401, AUTH_ERROR_CODES.badCredentials, AUTH_MESSAGES.badCredentials);
    }
    setAuthCookie(request, reply, result.token);
    return {
      token: result.token,
      token_type: 'Bearer',
      expires_at: result.expiresAt.toISOString(),
      user: result.user,
    };
  });

  app.post('/token/validate', async (request, reply): Promise<TokenValidateResponse> => {
    try {
      if (request.customer === null && request.authFailure === 'invalid') {
        throw new ApiError(401, AUTH_ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidToken);
      }
      const customer = requireCustomer(request);
      const user = await app.accounts.auth.user(customer.id);
      if (user === undefined)
        throw new ApiError(401, AUTH_ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidToken);
      return { status: 200, data: user };
    } catch (error) {
      // A cookie the server no longer accepts (expired, revoked) is cleared with its hint, so the
      // browser stops asking on every page.
      if (
        error instanceof ApiError &&
        error.statusCode === 401 &&
        request.cookies[AUTH_COOKIE_NAME] !== undefined
      ) {
        clearAuthCookie(request, reply);
      }
      throw error;
    }
  });

  // Logging out revokes every token of the customer (all devices); a guest's logout just clears the cookie.
  app.post('/logout', async (request, reply): Promise<LogoutResponse> => {
    if (request.customer !== null) await app.accounts.auth.logout(request.customer.id);
    clearAuthCookie(request, reply);
    return { status: 200, message: AUTH_MESSAGES.loggedOut };
  });
};

export default auth;
