import fp from 'fastify-plugin';
import { MemoryCache } from '../../cache/memory-cache';
import { type DatabaseHandle } from '../../db/client';
import { createServices, type Services } from '../../services/services';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    services: Services;
    cache: MemoryCache;
    /** The clock: routes read "now" here, never from Date directly, so tests can fix it. */
    now: () => Date;
    /** AES-256 key for health data (security/sealed-box.ts). */
    dataKey: Buffer;
  }
}

export interface ContextOptions {
  database: DatabaseHandle;
  dataKey: Buffer;
  now: () => Date;
  cacheTtlMs: number;
  /** Close the database when the app closes (the app opened it for good, not a test sharing it). */
  closeDatabaseOnClose: boolean;
}

/** Decorates the app with the database, the cache, the clock, the data key and the services. */
export default fp<ContextOptions>(
  async (app, options) => {
    const cache = new MemoryCache(options.cacheTtlMs, () => options.now().getTime());
    app.decorate('database', options.database);
    app.decorate('cache', cache);
    app.decorate('now', options.now);
    app.decorate('dataKey', options.dataKey);
    app.decorate('services', createServices(options.database.db, cache));
    if (options.closeDatabaseOnClose) app.addHook('onClose', () => options.database.close());
  },
  { name: 'context' },
);
