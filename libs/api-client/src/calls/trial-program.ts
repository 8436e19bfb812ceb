import {
  trialProgramQuerySchema,
  trialProgramRequestSchema,
  trialProgramResponseSchema,
  type TrialProgramResponse,
} from '@maplepack/api-contract';
import { type CallOptions, type Http } from '../http';

export function trialProgramCalls(http: Http) {
  return {
    /** GET /trial-program?email=: where the e-mail stands. Spec's "false on failure" is the caller's. */
    async status(email: string, options?: CallOptions): Promise<TrialProgramResponse> {
      const received = await http(
        {
          method: 'GET',
          path: 'trial-program',
          response: trialProgramResponseSchema,
          query: { schema: trialProgramQuerySchema, value: { email } },
        },
        options,
      );
      return received.data;
    },

    /** POST /trial-program: marks the e-mail as having ordered; a second time is ApiError 409. */
    async markOrdered(email: string, options?: CallOptions): Promise<TrialProgramResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'trial-program',
          response: trialProgramResponseSchema,
          body: { schema: trialProgramRequestSchema, value: { email } },
        },
        options,
      );
      return received.data;
    },
  };
}
