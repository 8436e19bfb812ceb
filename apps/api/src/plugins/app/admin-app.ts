import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { COMMON_ERROR_CODES, ERROR_MESSAGES, type ErrorBody } from '@maplepack/api-contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const notFoundBody: ErrorBody = {
  error: { code: COMMON_ERROR_CODES.notFound, message: ERROR_MESSAGES.notFound },
};

/** Where the back office is served; apps/admin/vite.config.ts builds with the same `base`. */
export const ADMIN_BASE = '/admin';

/**
 * Serves the built back office (apps/admin) from `adminDist` when it holds an index.html: its files under
 * /admin/, and its index.html for every other extensionless GET/HEAD path under /admin (the app routes in
 * the browser; nothing is rendered on the server: staff pages are behind sign-in and never crawled). A
 * missing asset answers a JSON 404, never the app. A sibling of web-app.ts rather than a branch in it: the
 * storefront's server render and route table have nothing to say about /admin. The security headers (CSP,
 * HSTS…) are the storefront's because plugins/external/security-headers.ts sets them on every answer.
 */
export default fp<{ adminDist: string | null }>(
  async (app, options) => {
    const root = options.adminDist;
    if (root === null || !existsSync(path.join(root, 'index.html'))) return;
    // Read once at start (a few hundred bytes): a deploy replaces the process, and with it this copy.
    const html = readFileSync(path.join(root, 'index.html'), 'utf8');
    await app.register(fastifyStatic, {
      root,
      prefix: `${ADMIN_BASE}/`,
      // One route per file found at start, so any other path under /admin reaches the route below.
      wildcard: false,
      index: false,
      // The storefront's instance decorates the reply; this second one must not.
      decorateReply: false,
      // The admin build writes .br and .gz beside each asset (tools/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
        // Vite names assets by content hash: they never change; index.html must always be fresh.
        const hashed = filePath.split(path.sep).includes('assets');
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (path.extname(pathname) !== '') return reply.status(404).send(notFoundBody);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    };
    app.get(ADMIN_BASE, page);
    app.get(`${ADMIN_BASE}/*`, page);
  },
  { name: 'admin-app' },
);
