import {
  newsletterRequestSchema,
  newsletterResponseSchema,
  type NewsletterResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type NewsletterBody = z.input<typeof newsletterRequestSchema>;

export function newsletterCalls(http: Http) {
  return {
    /**
     * POST /api/v3/newsletter (note: v3, spec §7): the footer and modal form. A request: the
     * address is subscribed once the link e-mailed to it is followed (`status: 'pending'`).
     */
    async subscribe(body: NewsletterBody, options?: CallOptions): Promise<NewsletterResponse> {
      const received = await http(
        {
          method: 'POST',
          apiVersion: 'v3',
          path: 'newsletter',
          response: newsletterResponseSchema,
          body: { schema: newsletterRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },
  };
}
