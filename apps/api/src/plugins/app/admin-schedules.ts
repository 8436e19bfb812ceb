import fp from 'fastify-plugin';
import { AdminScheduleService } from '../../services/admin/admin-schedule-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's tax rules and shipping settings with effective dates (issue 18, the catalogue role). */
    adminSchedules: AdminScheduleService;
  }
}

/**
 * A committed change clears this process's 'taxes:' or 'shipping:' cache, so the next quote, checkout
 * or renewal priced here reads the new schedule; other instances within the cache TTL, as product
 * edits (docs/decisions.md).
 */
export default fp(
  async (app) => {
    app.decorate('adminSchedules', new AdminScheduleService(app.database.db, { cache: app.cache }));
  },
  { name: 'admin-schedules', dependencies: ['context', 'admin'] },
);
