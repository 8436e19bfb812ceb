import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { hasValidProductParams, matchRoute, withoutFrenchPrefix } from '@maplepack/access';
import { COMMON_ERROR_CODES, ERROR_MESSAGES, type ErrorBody } from '@maplepack/api-contract';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  chooseEncoding,
  createRenderQueue,
  fillTemplate,
  loadServerRender,
  type ServerRender,
} from '../../web/server-render';

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

/** The id of the page's state script (apps/web/src/lib/server-state.ts). */
const STATE_ID = 'maplepack-state';

/**
 * A page rendered on the server (the web build's entry-server), filled into index.html. The page's own
 * requests to the API (catalogue, content pages) go through `app.inject`: the same routes, validation
 * and caches as the browser's, without a socket. Null for a page the web app renders only in the browser;
 * a failed render is logged and thrown: the caller then sends the bare app, which renders in the browser.
 */
async function renderedPage(
  app: FastifyInstance,
  render: ServerRender,
  template: string,
  url: string,
  publicUrl: string,
  cookies: string,
): Promise<string | null> {
  try {
    const page = await render.renderPage({
      url,
      origin: publicUrl,
      cookies,
      fetch: async (request) => {
        const target = new URL(request.url);
        const response = await app.inject({
          method: 'GET',
          url: `${target.pathname}${target.search}`,
          headers: Object.fromEntries(request.headers),
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined && name !== 'set-cookie')
            for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
        return new Response(response.rawPayload, { status: response.statusCode, headers });
      },
    });
    return page === null ? null : fillTemplate(template, page, STATE_ID);
  } catch (error) {
    app.log.error({ err: error, url }, 'server render failed; sending the app unrendered');
    throw error;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server render's pages (60 s by default): cleared when what they show changes. */
    pageCache: { clear(): void };
  }
}

export default fp<{
  webDist: string | null;
  publicUrl?: string;
  cacheTtlMs?: number;
  /** The web build's server render; default the one in webDist (loadServerRender). */
  serverRender?: ServerRender | null;
}>(
  async (app, options) => {
    const root = options.webDist;
    const hasWebApp = root !== null && existsSync(path.join(root, 'index.html'));
    const template = hasWebApp ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
    const render = !hasWebApp
      ? null
      : options.serverRender !== undefined
        ? options.serverRender
        : await loadServerRender(root);
    const queue = createRenderQueue({
      ttlMs: options.cacheTtlMs ?? 60_000,
      maxEntries: 500,
      maxWaiting: 16,
      now: () => Date.now(),
    });
    // A catalogue or content change clears the rendered pages (plugins/app/admin-catalogue.ts).
    app.decorate('pageCache', { clear: () => queue.clear() });
    const publicUrl = (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        // Pages (the home page too) go through the server render below, not the bare index.html.
        index: false,
        // The server's render code is the server's, not the browser's.
        allowedPath: (pathName: string) => !pathName.startsWith('/server/'),
        // The web build writes .br and .gz beside each asset (tools/scripts/precompress.mjs).
        preCompressed: true,
        setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
          // Vite names assets by content hash: they never change; index.html must always be fresh.
          const hashed = filePath.split(path.sep).includes('assets');
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        path.extname(pathname) === '';
      if (hasWebApp && isPage) {
        const known = isKnownPage(request.url);
        reply
          .status(known ? 200 : 404)
          .type('text/html')
          .header('cache-control', 'no-cache');
        // Unknown pages are not rendered: the browser draws the not-found page, as crawlers see the 404.
        if (render === null || !known) return reply.sendFile('index.html');
        const cookies = request.headers.cookie ?? '';
        const html = await queue
          .render(`${JSON.stringify(render.visitorOf(cookies))} ${request.url}`, () =>
            renderedPage(app, render, template, request.url, publicUrl, cookies),
          )
          .catch(() => null);
        if (html === null) return reply.sendFile('index.html');
        const encoding = chooseEncoding(request.headers['accept-encoding']);
        reply.header('vary', 'Accept-Encoding, Cookie');
        if (encoding !== null) reply.header('content-encoding', encoding);
        return reply.send(html.body(encoding));
      }
      return reply.status(404).send(notFoundBody);
    });
  },
  { name: 'web-app' },
);
