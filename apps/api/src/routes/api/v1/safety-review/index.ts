import { type SafetyReviewResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { lastSafetyReview } from '../../../../services/admin/safety-sign-off';

/**
 * GET /safety-review (public): when our pharmacist last signed the safety rules off, for the
 * storefront's small line under the assessment's results. Null when nobody ever has.
 */
const safetyReview: FastifyPluginAsync = async (app) => {
  app.get(
    '/safety-review',
    async (): Promise<SafetyReviewResponse> => ({
      last_reviewed_at: await lastSafetyReview(app.database.db),
    }),
  );
};

export default safetyReview;
