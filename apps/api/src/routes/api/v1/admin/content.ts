import {
  ADMIN_CONTENT_MESSAGES,
  ADMIN_ERROR_CODES,
  adminContentLanguageParamsSchema,
  adminContentParamsSchema,
  adminContentSaveSchema,
  adminContentVersionParamsSchema,
  type AdminContentHistoryResponse,
  type AdminContentListResponse,
  type AdminContentPage,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { requireStaff } from '../../../../plugins/app/admin';

/** /admin/content: the content pages in both languages, their history and restores (issue 18). */
const adminContent: FastifyPluginAsync = async (app) => {
  app.get('/admin/content', async (request): Promise<AdminContentListResponse> => {
    requireStaff(request, 'content.write');
    return { pages: await app.adminContent.list() };
  });

  app.get('/admin/content/:slug', async (request): Promise<AdminContentPage> => {
    requireStaff(request, 'content.write');
    const { slug } = parseRequest(adminContentParamsSchema, request.params, 'params');
    const page = await app.adminContent.get(slug);
    if (page === undefined)
      throw new ApiError(404, ADMIN_ERROR_CODES.notFound, ADMIN_CONTENT_MESSAGES.pageNotFound);
    return page;
  });

  // The body is checked by the page's own acf schema: a bad field is refused with its message.
  app.put('/admin/content/:slug/:lang', async (request, reply) => {
    const staff = requireStaff(request, 'content.write');
    const { slug, lang } = parseRequest(adminContentLanguageParamsSchema, request.params, 'params');
    const body = parseRequest(adminContentSaveSchema(slug), request.body, 'body');
    const answer = await app.adminContent.save(slug, lang, body, staff, request.ip, app.now());
    return reply.status(answer.status).send(answer.body);
  });

  app.get('/admin/content/:slug/versions', async (request): Promise<AdminContentHistoryResponse> => {
    requireStaff(request, 'content.write');
    const { slug } = parseRequest(adminContentParamsSchema, request.params, 'params');
    const versions = await app.adminContent.history(slug);
    if (versions === undefined)
      throw new ApiError(404, ADMIN_ERROR_CODES.notFound, ADMIN_CONTENT_MESSAGES.pageNotFound);
    return { versions };
  });

  app.post('/admin/content/:slug/versions/:id/restore', async (request, reply) => {
    const staff = requireStaff(request, 'content.write');
    const { slug, id } = parseRequest(adminContentVersionParamsSchema, request.params, 'params');
    const answer = await app.adminContent.restore(slug, id, staff, request.ip, app.now());
    return reply.status(answer.status).send(answer.body);
  });
};

export default adminContent;
