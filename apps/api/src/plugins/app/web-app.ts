import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { hasValidProductParams, matchRoute } from '@maplepack/access';
import { COMMON_ERROR_CODES, ERROR_MESSAGES, type ErrorBody } from '@maplepack/api-contract';
import fp from 'fastify-plugin';

const notFoundBody: ErrorBody = {
  error: { code: COMMON_ERROR_CODES.notFound, message: ERROR_MESSAGES.notFound },
};

/**
 * Serves the built web app from `webDist` when it holds an index.html: files as they are, and
 * index.html for extensionless GET/HEAD paths outside /api. A path the web route table knows (and
 * whose product params it accepts), in English or under /fr in French, answers 200; any other page answers 404 with the same index.html,
 * so the person still sees the app's not-found page and crawlers and monitors see the 404. Unknown
 * /api paths, missing assets and, until the web app is built, every other path answer a JSON 404.
 */
export function isKnownPage(url: string): boolean {
  const route = matchRoute(withoutFrenchPrefix(url));
  return route !== undefined && hasValidProductParams(route);
}

/**
 * French pages are the same pages under /fr (/fr, /fr/products/vitamin, /fr/cart?x=1): the page
 * without its prefix, once. Any other URL is returned as it is.
 */
export function withoutFrenchPrefix(url: string): string {
  if (url === '/fr' || url.startsWith('/fr?')) return `/${url.slice(3)}`;
  return url.startsWith('/fr/') ? url.slice(3) : url;
}

export default fp<{ webDist: string | null }>(
  async (app, options) => {
    const root = options.webDist;
    const hasWebApp = root !== null && existsSync(path.join(root, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: ['index.html'],
        // The web build writes .br and .gz beside each asset (tools/scripts/precompress.mjs).
        preCompressed: true,
        setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
          // Vite names assets by content hash: they never change; index.html must always be fresh.
          const hashed = filePath.split(path.sep).includes('assets');
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        path.extname(pathname) === '';
      if (hasWebApp && isPage)
        return reply
          .status(isKnownPage(request.url) ? 200 : 404)
          .type('text/html')
          .sendFile('index.html');
      return reply.status(404).send(notFoundBody);
    });
  },
  { name: 'web-app' },
);
