import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type DatabaseHandle } from './db/client';
import context from './plugins/app/context';
import errorHandler from './plugins/app/error-handler';
import webApp from './plugins/app/web-app';
import securityHeaders from './plugins/external/security-headers';
import { registerRoutes } from './routes/routes';

export interface BuildAppOptions {
  /** An open, migrated database. */
  database: DatabaseHandle;
  /** AES-256 key for health data (security/data-key.ts). */
  dataKey: Buffer;
  /** The clock; default the system clock. */
  now?: () => Date;
  /** Cache lifetime of read-heavy routes in ms; 0 turns the cache off. Default 60 s. */
  cacheTtlMs?: number;
  /** Folder of the built web app; null or absent: non-API paths answer a JSON 404. */
  webDist?: string | null;
  logger?: FastifyServerOptions['logger'];
  closeDatabaseOnClose?: boolean;
}

/**
 * The shop API, ready to listen or to `inject`: external plugins (security headers), then the
 * app's plugins (context, error handler, web app), then the /api/v1 routes.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: true,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  });
  await app.register(securityHeaders);
  await app.register(context, {
    database: options.database,
    dataKey: options.dataKey,
    now: options.now ?? (() => new Date()),
    cacheTtlMs: options.cacheTtlMs ?? 60_000,
    closeDatabaseOnClose: options.closeDatabaseOnClose ?? false,
  });
  await app.register(errorHandler);
  await app.register(webApp, { webDist: options.webDist ?? null });
  await app.register(registerRoutes);
  return app;
}
