import {
  adminAssessmentListResponseSchema,
  adminAssessmentParamsSchema,
  adminAssessmentQuerySchema,
  adminAssessmentViewRequestSchema,
  adminAssessmentViewSchema,
  adminDashboardResponseSchema,
  adminErasureResponseSchema,
  adminPrivacyRequestListResponseSchema,
  adminPrivacyRequestParamsSchema,
  adminPrivacyRequestQuerySchema,
  adminSafetyRulesResponseSchema,
  adminSafetySignOffRequestSchema,
  adminSafetySignOffSchema,
  type AdminAssessmentListResponse,
  type AdminAssessmentView,
  type AdminDashboardResponse,
  type AdminErasureResponse,
  type AdminPrivacyRequestListResponse,
  type AdminSafetyRulesResponse,
  type AdminSafetySignOff,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type AdminPrivacyRequestParams = z.input<typeof adminPrivacyRequestQuerySchema>;

/**
 * The back office's health answers, safety rules, privacy requests and dashboard
 * (libs/api-contract/src/admin-care.ts).
 */
export function adminCareCalls(http: Http) {
  return {
    /** GET /admin/health-answers?q=: assessments by customer e-mail or id (no answers in the list). */
    async assessments(q: string, options?: CallOptions): Promise<AdminAssessmentListResponse> {
      const received = await http(
        {
          method: 'GET',
          path: 'admin/health-answers',
          response: adminAssessmentListResponseSchema,
          query: { schema: adminAssessmentQuerySchema, value: q.trim() === '' ? {} : { q: q.trim() } },
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/health-answers/{id}/views: opens the answers with a stated reason (logged). */
    async viewAssessment(id: string, reason: string, options?: CallOptions): Promise<AdminAssessmentView> {
      const received = await http(
        {
          method: 'POST',
          path: `admin/health-answers/${encodeURIComponent(id)}/views`,
          response: adminAssessmentViewSchema,
          params: { schema: adminAssessmentParamsSchema, value: { id } },
          body: { schema: adminAssessmentViewRequestSchema, value: { reason } },
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/safety-rules: the generated table, its fingerprint and the sign-offs. */
    async safetyRules(options?: CallOptions): Promise<AdminSafetyRulesResponse> {
      const received = await http(
        { method: 'GET', path: 'admin/safety-rules', response: adminSafetyRulesResponseSchema },
        options,
      );
      return received.data;
    },

    /** POST /admin/safety-rules/sign-offs: signs off the rules whose fingerprint was read. */
    async signOffSafetyRules(fingerprint: string, options?: CallOptions): Promise<AdminSafetySignOff> {
      const received = await http(
        {
          method: 'POST',
          path: 'admin/safety-rules/sign-offs',
          response: adminSafetySignOffSchema,
          body: { schema: adminSafetySignOffRequestSchema, value: { fingerprint } },
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/privacy-requests: exports and deletions, newest first. */
    async privacyRequests(
      query: AdminPrivacyRequestParams = {},
      options?: CallOptions,
    ): Promise<AdminPrivacyRequestListResponse> {
      const received = await http(
        {
          method: 'GET',
          path: 'admin/privacy-requests',
          response: adminPrivacyRequestListResponseSchema,
          query: { schema: adminPrivacyRequestQuerySchema, value: query },
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/privacy-requests/{id}/erasure: erases the account (owner); answers the record. */
    async eraseAccount(requestId: number, options?: CallOptions): Promise<AdminErasureResponse> {
      const received = await http(
        {
          method: 'POST',
          path: `admin/privacy-requests/${encodeURIComponent(String(requestId))}/erasure`,
          response: adminErasureResponseSchema,
          params: { schema: adminPrivacyRequestParamsSchema, value: { id: requestId } },
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/dashboard */
    async dashboard(options?: CallOptions): Promise<AdminDashboardResponse> {
      const received = await http(
        { method: 'GET', path: 'admin/dashboard', response: adminDashboardResponseSchema },
        options,
      );
      return received.data;
    },
  };
}
