import { isDeepStrictEqual } from 'node:util';
import { type Language, pageQuerySchema } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/api-error';
import { parseRequest } from '../http/parse-request';
import { bookletAcfSchema, bookletPdf } from '../services/content/booklet-pdf';

/** The name a saved booklet gets, in the language of its text. */
const FILE_NAMES: Readonly<Record<Language, string>> = {
  en: 'welcomebooklet.pdf',
  fr: 'livret-de-bienvenue.pdf',
};

/**
 * GET /welcomebooklet.pdf (spec §2): the welcome booklet as a PDF made from the 'booklet' content
 * page, so editing that page changes the booklet. Outside /api, like the SPA's own files.
 * `?lang=fr` makes it from the page's French, as the pages API takes the language (the page's
 * query schema, so a bad value is the same 400).
 */
const welcomeBooklet: FastifyPluginAsync = async (app) => {
  app.get('/welcomebooklet.pdf', async (request, reply) => {
    const { lang = 'en' } = parseRequest(pageQuerySchema, request.query, 'query');
    const page = await app.services.pages.bySlug('booklet', lang);
    const content = bookletAcfSchema.safeParse(page?.acf);
    if (!content.success) throw notFound('page.not-found', 'This page could not be found');
    // While the page's French is not written the pages answer the English: name the file and the
    // document's language after the text it holds.
    const english = lang === 'en' ? page : await app.services.pages.bySlug('booklet');
    const language: Language = lang === 'fr' && isDeepStrictEqual(page?.acf, english?.acf) ? 'en' : lang;
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${FILE_NAMES[language]}"`)
      .send(bookletPdf(content.data, language));
  });
};

export default welcomeBooklet;
