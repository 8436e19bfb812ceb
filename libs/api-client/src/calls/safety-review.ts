import { safetyReviewResponseSchema, type SafetyReviewResponse } from '@maplepack/api-contract';
import { type CallOptions, type Http } from '../http';

export function safetyReviewCalls(http: Http) {
  return {
    /** GET /safety-review: when our pharmacist last signed the safety rules off (null: never). */
    async lastReview(options?: CallOptions): Promise<SafetyReviewResponse> {
      return (
        await http({ method: 'GET', path: 'safety-review', response: safetyReviewResponseSchema }, options)
      ).data;
    },
  };
}
