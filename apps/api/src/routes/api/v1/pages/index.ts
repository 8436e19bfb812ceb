import {
  pageListQuerySchema,
  pageParamsSchema,
  pageQuerySchema,
  type PageResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';

const pages: FastifyPluginAsync = async (app) => {
  // WordPress's form (GET /pages?slug=home → a list, empty when unknown), which the web app reads.
  app.get('/pages', async (request): Promise<PageResponse[]> => {
    const { slug, lang } = parseRequest(pageListQuerySchema, request.query, 'query');
    if (slug === undefined) return [];
    const page = await app.services.pages.bySlug(slug, lang);
    return page === undefined ? [] : [page];
  });

  app.get('/pages/:slug', async (request): Promise<PageResponse> => {
    const { slug } = parseRequest(pageParamsSchema, request.params, 'params');
    const { lang } = parseRequest(pageQuerySchema, request.query, 'query');
    const page = await app.services.pages.bySlug(slug, lang);
    if (page === undefined) throw notFound('page.not-found', 'This page could not be found');
    return page;
  });
};

export default pages;
