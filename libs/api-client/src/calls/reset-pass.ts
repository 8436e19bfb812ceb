import {
  resetPassConfirmSchema,
  resetPassRequestSchema,
  resetPassResponseSchema,
  type ResetPassResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type ResetPassConfirmBody = z.input<typeof resetPassConfirmSchema>;

/** POST /reset-pass has two forms (spec §7); one function each so each is typed by its schema. */
export function resetPassCalls(http: Http) {
  return {
    /** "Forgot" form: e-mail only; the answer is the same whether or not an account exists. */
    async request(email: string, options?: CallOptions): Promise<ResetPassResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'reset-pass',
          response: resetPassResponseSchema,
          body: { schema: resetPassRequestSchema, value: { email } },
        },
        options,
      );
      return received.data;
    },

    /** "Reset" form: key and id from the e-mailed link and the new password; failures carry the message. */
    async confirm(body: ResetPassConfirmBody, options?: CallOptions): Promise<ResetPassResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'reset-pass',
          response: resetPassResponseSchema,
          body: { schema: resetPassConfirmSchema, value: body },
        },
        options,
      );
      return received.data;
    },
  };
}
