import {
  adminCreateStaffRequestSchema,
  adminPasswordChangeRequestSchema,
  adminRecoveryCodesRequestSchema,
  adminStaffParamsSchema,
  adminUpdateStaffRequestSchema,
  type AdminMySecurityResponse,
  type AdminStaffListResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { parseRequest } from '../../../../http/parse-request';
import { requireStaff } from '../../../../plugins/app/admin';
import { type HttpAnswer } from '../../../../services/http-answer';

const send = (reply: FastifyReply, answer: HttpAnswer & { retryAfterSeconds?: number }) => {
  if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
  return reply.status(answer.status).send(answer.body);
};

/**
 * /admin/staff (the owner's `staff.manage`) and /admin/me (any signed-in staff member's own security),
 * issue 18. The admin plugin's hooks (no-store, cross-site refusal, the session) cover them too.
 */
const adminStaff: FastifyPluginAsync = async (app) => {
  app.get('/admin/staff', async (request): Promise<AdminStaffListResponse> => {
    requireStaff(request, 'staff.manage');
    return { staff: await app.admin.staff.list() };
  });

  app.post('/admin/staff', async (request, reply) => {
    const me = requireStaff(request, 'staff.manage');
    const body = parseRequest(adminCreateStaffRequestSchema, request.body, 'body');
    return send(reply, await app.admin.staff.create(body, me, app.now()));
  });

  app.patch('/admin/staff/:id', async (request, reply) => {
    const me = requireStaff(request, 'staff.manage');
    const { id } = parseRequest(adminStaffParamsSchema, request.params, 'params');
    const body = parseRequest(adminUpdateStaffRequestSchema, request.body, 'body');
    return send(reply, await app.admin.staff.update(id, body, me, request.ip, app.now()));
  });

  app.post('/admin/staff/:id/two-factor-reset', async (request, reply) => {
    const me = requireStaff(request, 'staff.manage');
    const { id } = parseRequest(adminStaffParamsSchema, request.params, 'params');
    return send(reply, await app.admin.staff.resetTwoFactor(id, me, request.ip, app.now()));
  });

  app.get('/admin/me/security', async (request): Promise<AdminMySecurityResponse> => {
    const me = requireStaff(request);
    return { recovery_codes_left: await app.admin.staff.recoveryCodesLeft(me.staffId) };
  });

  app.put('/admin/me/password', async (request, reply) => {
    const me = requireStaff(request);
    const body = parseRequest(adminPasswordChangeRequestSchema, request.body, 'body');
    return send(
      reply,
      await app.admin.staff.changeOwnPassword(
        me,
        body.current_password,
        body.new_password,
        request.ip,
        app.now(),
      ),
    );
  });

  app.post('/admin/me/recovery-codes', async (request, reply) => {
    const me = requireStaff(request);
    const body = parseRequest(adminRecoveryCodesRequestSchema, request.body, 'body');
    return send(
      reply,
      await app.admin.staff.renewRecoveryCodes(me, body.current_password, body.code, request.ip, app.now()),
    );
  });
};

export default adminStaff;
