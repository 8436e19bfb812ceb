import {
  helpMessageRequestSchema,
  helpMessageResponseSchema,
  type HelpMessageResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type HelpMessageBody = z.input<typeof helpMessageRequestSchema>;

export function helpCalls(http: Http) {
  return {
    /**
     * POST /api/v1/help/messages: the help widget's message to the shop's inbox. A 503
     * `help.unavailable` means the mail could not go: the form keeps the text and says to try again.
     */
    async send(body: HelpMessageBody, options?: CallOptions): Promise<HelpMessageResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'help/messages',
          response: helpMessageResponseSchema,
          body: { schema: helpMessageRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },
  };
}
