import {
  logoutResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  tokenValidateResponseSchema,
  type LogoutResponse,
  type TokenResponse,
  type TokenValidateResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type TokenBody = z.input<typeof tokenRequestSchema>;

export function authCalls(http: Http) {
  return {
    /**
     * POST /token: signs in. The server also sets the httpOnly cookie; keeping the token for
     * `getToken` is the caller's choice. Wrong credentials are ApiError 401 'auth.bad-credentials'.
     */
    async token(body: TokenBody, options?: CallOptions): Promise<TokenResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'token',
          response: tokenResponseSchema,
          body: { schema: tokenRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** POST /token/validate: the signed-in user (`data`); a guest or bad token is ApiError 401. */
    async validate(options?: CallOptions): Promise<TokenValidateResponse> {
      return (
        await http({ method: 'POST', path: 'token/validate', response: tokenValidateResponseSchema }, options)
      ).data;
    },

    /** POST /logout: revokes the customer's tokens and clears the cookie. */
    async logout(options?: CallOptions): Promise<LogoutResponse> {
      return (await http({ method: 'POST', path: 'logout', response: logoutResponseSchema }, options)).data;
    },
  };
}
