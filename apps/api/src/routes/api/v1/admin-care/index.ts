import {
  ADMIN_CARE_ERROR_CODES,
  ADMIN_CARE_MESSAGES,
  ADMIN_ERROR_CODES,
  adminAssessmentParamsSchema,
  adminAssessmentQuerySchema,
  adminAssessmentViewRequestSchema,
  adminPrivacyRequestParamsSchema,
  adminPrivacyRequestQuerySchema,
  adminSafetySignOffRequestSchema,
  type AdminAssessmentListResponse,
  type AdminAssessmentView,
  type AdminDashboardResponse,
  type AdminErasureResponse,
  type AdminPrivacyRequestListResponse,
  type AdminSafetyRulesResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { requireStaff } from '../../../../plugins/app/admin';
import { recordAudit } from '../../../../services/admin/audit-log';
import { dashboard } from '../../../../services/admin/dashboard';
import { searchAssessments, viewAssessment } from '../../../../services/admin/health-answers';
import { safetyRulesPage, signOffRules } from '../../../../services/admin/safety-sign-off';

/**
 * /admin: the pharmacist's health answers and safety rules, the staff's privacy requests and the
 * dashboard (issue 18; libs/api-contract/src/admin-care.ts). Every route checks its permission first;
 * each opening of health answers, each sign-off and each erasure writes its audit entry in the same
 * transaction as what it does.
 */
const adminCare: FastifyPluginAsync = async (app) => {
  app.get('/admin/health-answers', async (request): Promise<AdminAssessmentListResponse> => {
    requireStaff(request, 'health-answers.read');
    const query = parseRequest(adminAssessmentQuerySchema, request.query, 'query');
    return { assessments: await searchAssessments(app.database.db, query.q) };
  });

  app.post('/admin/health-answers/:id/views', async (request): Promise<AdminAssessmentView> => {
    const staff = requireStaff(request, 'health-answers.read');
    const { id } = parseRequest(adminAssessmentParamsSchema, request.params, 'params');
    const body = parseRequest(adminAssessmentViewRequestSchema, request.body ?? {}, 'body');
    const view = await viewAssessment(app.database.db, app.dataKey, {
      id,
      staffId: staff.staffId,
      reason: body.reason,
      ip: request.ip,
      now: app.now(),
    });
    if (view === null)
      throw new ApiError(404, ADMIN_ERROR_CODES.notFound, ADMIN_CARE_MESSAGES.assessmentNotFound);
    return view;
  });

  app.get('/admin/safety-rules', async (request): Promise<AdminSafetyRulesResponse> => {
    requireStaff(request, 'safety.read');
    return safetyRulesPage(app.database.db, await app.services.catalogue.productsForSale('en'));
  });

  app.post('/admin/safety-rules/sign-offs', async (request, reply) => {
    const staff = requireStaff(request, 'safety.sign-off');
    const body = parseRequest(adminSafetySignOffRequestSchema, request.body, 'body');
    const signed = await signOffRules(app.database.db, await app.services.catalogue.productsForSale('en'), {
      staffId: staff.staffId,
      fingerprint: body.fingerprint,
      ip: request.ip,
      now: app.now(),
    });
    if (signed === null)
      throw new ApiError(409, ADMIN_CARE_ERROR_CODES.rulesChanged, ADMIN_CARE_MESSAGES.rulesChanged);
    return reply.status(201).send(signed);
  });

  app.get('/admin/privacy-requests', async (request): Promise<AdminPrivacyRequestListResponse> => {
    requireStaff(request, 'privacy.requests');
    const query = parseRequest(adminPrivacyRequestQuerySchema, request.query, 'query');
    const rows = await app.privacy.list({
      ...(query.kind === undefined ? {} : { kind: query.kind }),
      ...(query.state === undefined ? {} : { state: query.state }),
    });
    return {
      requests: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        state: row.state,
        customer_id: row.customer_id,
        created_at: row.created_at,
        completed_at: row.completed_at,
        outcome: row.outcome,
      })),
    };
  });

  app.post('/admin/privacy-requests/:id/erasure', async (request): Promise<AdminErasureResponse> => {
    const staff = requireStaff(request, 'privacy.erase');
    const { id } = parseRequest(adminPrivacyRequestParamsSchema, request.params, 'params');
    const owner = await app.privacy.requestOwner(id);
    if (owner === null || owner.kind !== 'deletion')
      throw new ApiError(404, ADMIN_ERROR_CODES.notFound, ADMIN_CARE_MESSAGES.requestNotFound);
    const now = app.now();
    const result = await app.privacy.erase(owner.customerId, id, now, (tx, record) =>
      recordAudit(tx, {
        at: now,
        staffId: staff.staffId,
        action: 'customer.erased',
        targetType: 'customer',
        targetId: owner.customerId,
        after: record,
        reason: `deletion request ${id}`,
        ip: request.ip,
      }),
    );
    if (!result.ok) {
      const status = result.code === 'privacy.request-not-found' ? 404 : 409;
      throw new ApiError(status, result.code, result.message);
    }
    return { record: result.record };
  });

  app.get('/admin/dashboard', async (request): Promise<AdminDashboardResponse> => {
    requireStaff(request, 'dashboard.read');
    return dashboard(app.database.db, app.now());
  });
};

export default adminCare;
