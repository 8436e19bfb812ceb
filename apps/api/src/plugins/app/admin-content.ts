import fp from 'fastify-plugin';
import { AdminContentService } from '../../services/admin/admin-content-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's content pages (issue 18: the catalogue role and the owner). */
    adminContent: AdminContentService;
  }
}

/**
 * A committed save clears this process's 'content:' cache (what GET /pages answers from) and the
 * server render's pages, so the storefront shows the new text at once here; other instances keep
 * theirs at most the cache TTL, as with the catalogue (docs/decisions.md).
 */
export default fp(
  async (app) => {
    const contentChanged = () => {
      app.services.pages.contentChanged();
      app.pageCache.clear();
    };
    app.decorate('adminContent', new AdminContentService(app.database.db, { contentChanged }));
  },
  { name: 'admin-content', dependencies: ['context', 'admin'] },
);
