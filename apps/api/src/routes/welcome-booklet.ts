import { type FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/api-error';
import { bookletAcfSchema, bookletPdf } from '../services/content/booklet-pdf';

/**
 * GET /welcomebooklet.pdf (spec §2): the welcome booklet as a PDF made from the 'booklet' content
 * page, so editing that page changes the booklet. Outside /api, like the SPA's own files.
 */
const welcomeBooklet: FastifyPluginAsync = async (app) => {
  app.get('/welcomebooklet.pdf', async (_request, reply) => {
    const page = await app.services.pages.bySlug('booklet');
    const content = bookletAcfSchema.safeParse(page?.acf);
    if (!content.success) throw notFound('page.not-found', 'This page could not be found');
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="welcomebooklet.pdf"')
      .send(bookletPdf(content.data));
  });
};

export default welcomeBooklet;
