import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the web app's server entry (apps/web/src/entry-server.tsx) takes and gives. */
export interface RenderRequest {
  readonly url: string;
  readonly origin: string;
  readonly cookies: string;
  readonly fetch: (request: Request) => Promise<Response>;
}
export interface RenderedPage {
  readonly body: string;
  readonly title: string;
  readonly lang: string;
  readonly state: string;
}
export interface ServerRender {
  /** Null for a page the web app renders only in the browser. */
  readonly renderPage: (request: RenderRequest) => Promise<RenderedPage | null>;
  /** What of the cookies changes the page: renders for the same URL and visitor are the same. */
  readonly visitorOf: (cookies: string) => unknown;
}

/** Where `vite build --ssr` puts the entry, inside the web build (never served: see web-app.ts). */
export const SERVER_ENTRY = path.join('server', 'entry-server.mjs');

/** The web build's server render, or null when the build has none (an older build, or tests' fake dist). */
export async function loadServerRender(webDist: string): Promise<ServerRender | null> {
  const entry = path.join(webDist, SERVER_ENTRY);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as Partial<Record<keyof ServerRender, unknown>>;
  if (typeof module.renderPage !== 'function' || typeof module.visitorOf !== 'function')
    throw new Error(`${entry} exports no renderPage and visitorOf`);
  return module as ServerRender;
}

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * React writes the elements a page hoists (<link rel=alternate>, image preloads) first when it renders
 * less than a whole document: they belong in <head>.
 */
function splitHoisted(body: string): { head: string; body: string } {
  const match = /^(?:<(?:link|meta)\b[^<>]*>)+/.exec(body);
  const head = match?.[0] ?? '';
  return { head, body: body.slice(head.length) };
}

/**
 * index.html with the page in it: its language, title, hoisted links, the rendered root and the state the
 * browser's first render starts from. A template without the expected places is returned as it is.
 */
export function fillTemplate(template: string, page: RenderedPage, stateId: string): string {
  const { head, body } = splitHoisted(page.body);
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeText(page.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div><script type="application/json" id="${stateId}">${page.state}</script>`,
    );
}

/** A rendered page, and its compressed bodies as they are asked for (kept with the page in the cache). */
export class RenderedHtml {
  private readonly encoded = new Map<Encoding, Buffer>();
  constructor(readonly html: string) {}

  /** The body in `encoding`: brotli at a quick level, as a page is compressed while its visitor waits. */
  body(encoding: Encoding | null): string | Buffer {
    if (encoding === null) return this.html;
    let body = this.encoded.get(encoding);
    if (body === undefined) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.html);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, else gzip, when the request accepts it (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Runs renders one at a time (the web app's stores are module state: two renders must not interleave),
 * and keeps each page's HTML for `ttlMs`: a burst of visitors costs one render per page and language.
 */
export function createRenderQueue(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
  /**
   * Renders that may wait at once; past it a page is refused (the caller sends the bare app). Addresses are
   * the client's to choose (`/products?x=1`, `?x=2`…): without a bound, a flood of new ones would queue every
   * visitor behind renders nobody needs.
   */
  maxWaiting?: number;
}) {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  /** Bumped by clear(): a render begun before it may have read the old data, so it is not kept. */
  let generation = 0;
  const cache = new Map<string, { html: RenderedHtml | null; at: number }>();
  return {
    /** Forgets every page (a catalogue or content change): the next visitor gets a fresh render. */
    clear(): void {
      generation += 1;
      cache.clear();
    },
    render(key: string, make: () => Promise<string | null>): Promise<RenderedHtml | null> {
      const hit = cache.get(key);
      if (hit !== undefined && options.now() - hit.at < options.ttlMs) return Promise.resolve(hit.html);
      if (waiting >= (options.maxWaiting ?? Infinity)) return Promise.reject(new Error('render queue full'));
      waiting += 1;
      const run = tail.then(async () => {
        const again = cache.get(key);
        if (again !== undefined && options.now() - again.at < options.ttlMs) return again.html;
        const startedIn = generation;
        const made = await make();
        const html = made === null ? null : new RenderedHtml(made);
        if (options.ttlMs > 0 && startedIn === generation) {
          cache.delete(key);
          cache.set(key, { html, at: options.now() });
          if (cache.size > options.maxEntries) cache.delete(cache.keys().next().value as string);
        }
        return html;
      });
      tail = run.catch(() => undefined);
      void tail.then(() => (waiting -= 1));
      return run;
    },
  };
}
