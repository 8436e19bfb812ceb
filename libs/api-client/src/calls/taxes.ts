import { taxListQuerySchema, taxListResponseSchema, type TaxRuleResponse } from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';
import { pagedFrom, type Paged } from '../paged';

export type TaxListParams = z.input<typeof taxListQuerySchema>;

export function taxCalls(http: Http) {
  return {
    /** GET /taxes (spec §7: per_page 20, the contract's default): the rules in force on `date`. */
    async list(query: TaxListParams = {}, options?: CallOptions): Promise<Paged<TaxRuleResponse>> {
      const received = await http(
        {
          method: 'GET',
          path: 'taxes',
          response: taxListResponseSchema,
          query: { schema: taxListQuerySchema, value: query },
        },
        options,
      );
      return pagedFrom(received);
    },
  };
}
