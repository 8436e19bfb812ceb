import { z } from 'zod';
import { privacyRequestKindSchema, privacyRequestStateSchema } from './privacy';
import { queryInteger } from './query-values';
import { safeLine } from './safe-text';

/**
 * The back office's care of health data, the safety rules, privacy requests and the dashboard
 * (issue 18). Health answers are the pharmacist's alone (`health-answers.read`), and each opening is
 * a POST with a stated reason, written to the audit log with it.
 *
 * | call | permission | answer |
 * |---|---|---|
 * | `GET /admin/health-answers?q=` | health-answers.read | adminAssessmentListResponseSchema (no answers: e-mail, id, dates) |
 * | `POST /admin/health-answers/:id/views { reason }` | health-answers.read | adminAssessmentViewSchema; 404 `admin.not-found` |
 * | `GET /admin/safety-rules` | safety.read | adminSafetyRulesResponseSchema |
 * | `POST /admin/safety-rules/sign-offs { fingerprint }` | safety.sign-off | 201 adminSafetySignOffSchema; 409 `admin.rules-changed` when the rules moved since the page was read |
 * | `GET /safety-review` (public) | — | safetyReviewResponseSchema |
 * | `GET /admin/privacy-requests?kind=&state=` | privacy.requests | adminPrivacyRequestListResponseSchema |
 * | `POST /admin/privacy-requests/:id/erasure` | privacy.erase | adminErasureResponseSchema; 404; 409 with the erasure's refusal code |
 * | `GET /admin/dashboard` | dashboard.read | adminDashboardResponseSchema |
 */

export const ADMIN_CARE_ERROR_CODES = { rulesChanged: 'admin.rules-changed' } as const;

export const ADMIN_CARE_MESSAGES = {
  assessmentNotFound: 'No assessment with this id.',
  requestNotFound: 'No deletion request with this id.',
  rulesChanged: 'The safety rules changed since this page was loaded. Reload it and review them again.',
  reasonRequired: 'Please say why you need to read these answers.',
} as const;

export const adminAssessmentQuerySchema = z.strictObject({ q: safeLine(254).optional() });

export const adminAssessmentSummarySchema = z.object({
  id: z.string(),
  customer_email: z.string().nullable(),
  version: z.string(),
  created_at: z.string(),
});
export type AdminAssessmentSummary = z.infer<typeof adminAssessmentSummarySchema>;

export const adminAssessmentListResponseSchema = z.object({
  assessments: z.array(adminAssessmentSummarySchema),
});
export type AdminAssessmentListResponse = z.infer<typeof adminAssessmentListResponseSchema>;

export const adminAssessmentParamsSchema = z.object({ id: safeLine(100).pipe(z.string().min(1)) });

/** Why the pharmacist opens the answers: required, kept in the audit log. */
export const adminAssessmentViewRequestSchema = z.strictObject({
  reason: safeLine(500).pipe(z.string().trim().min(5, ADMIN_CARE_MESSAGES.reasonRequired)),
});
export type AdminAssessmentViewRequest = z.output<typeof adminAssessmentViewRequestSchema>;

export const adminAnswerLineSchema = z.object({ ref: z.string(), question: z.string(), answer: z.string() });
export type AdminAnswerLine = z.infer<typeof adminAnswerLineSchema>;

export const adminAssessmentViewSchema = adminAssessmentSummarySchema.extend({
  answers: z.array(adminAnswerLineSchema),
  recommended_tier: z.string().nullable(),
  recommended: z.array(z.object({ name: z.string(), reason: z.string() })),
  excluded: z.array(z.object({ name: z.string(), why: z.string() })),
});
export type AdminAssessmentView = z.infer<typeof adminAssessmentViewSchema>;

export const adminSafetyTableSchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type AdminSafetyTable = z.infer<typeof adminSafetyTableSchema>;

export const adminSafetySignOffSchema = z.object({
  id: z.number().int(),
  staff_email: z.string(),
  fingerprint: z.string(),
  signed_at: z.string(),
});
export type AdminSafetySignOff = z.infer<typeof adminSafetySignOffSchema>;

export const adminSafetyRulesResponseSchema = z.object({
  /** SHA-256 (hex) of the generated rules document: changes when any rule, source or product changes. */
  fingerprint: z.string(),
  tables: z.array(adminSafetyTableSchema),
  sign_offs: z.array(adminSafetySignOffSchema),
  /** True when the last sign-off was of exactly these rules. */
  current_signed: z.boolean(),
});
export type AdminSafetyRulesResponse = z.infer<typeof adminSafetyRulesResponseSchema>;

export const adminSafetySignOffRequestSchema = z.strictObject({
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/, 'Expected the rules fingerprint shown on the page.'),
});

/** GET /safety-review: when the pharmacist last signed the rules off (null: never). */
export const safetyReviewResponseSchema = z.object({ last_reviewed_at: z.string().nullable() });
export type SafetyReviewResponse = z.infer<typeof safetyReviewResponseSchema>;

export const adminPrivacyRequestQuerySchema = z.strictObject({
  kind: privacyRequestKindSchema.optional(),
  state: privacyRequestStateSchema.optional(),
});

export const adminPrivacyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.string(),
  customer_id: z.number().int(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  outcome: z.unknown(),
});
export type AdminPrivacyRequest = z.infer<typeof adminPrivacyRequestSchema>;

export const adminPrivacyRequestListResponseSchema = z.object({
  requests: z.array(adminPrivacyRequestSchema),
});
export type AdminPrivacyRequestListResponse = z.infer<typeof adminPrivacyRequestListResponseSchema>;

export const adminPrivacyRequestParamsSchema = z.object({
  id: queryInteger.pipe(z.number().int().positive()),
});

export const adminErasureLineSchema = z.object({
  what: z.string(),
  rows: z.number().int(),
  reason: z.string(),
  until: z.string().optional(),
});
export type AdminErasureLine = z.infer<typeof adminErasureLineSchema>;
export const adminErasureResponseSchema = z.object({
  record: z.object({
    customer_id: z.number().int(),
    request_id: z.number().int(),
    erased_at: z.string(),
    repeated: z.boolean(),
    erased: z.array(adminErasureLineSchema),
    kept: z.array(adminErasureLineSchema),
  }),
});
export type AdminErasureResponse = z.infer<typeof adminErasureResponseSchema>;

export const adminMonthPointSchema = z.object({
  month: z.string(),
  mrr: z.number().int(),
  churn_rate: z.number().nullable(),
});

export const adminDashboardResponseSchema = z.object({
  today: z.string(),
  orders_today: z.object({ count: z.number().int(), total: z.number().int() }),
  renewals: z.object({
    due_today: z.number().int(),
    due_this_week: z.number().int(),
    failed: z.number().int(),
  }),
  subscriptions_by_status: z.record(z.string(), z.number().int()),
  months: z.array(adminMonthPointSchema),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;
