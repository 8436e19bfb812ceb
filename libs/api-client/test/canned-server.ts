import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

/** A request the canned server received. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What to answer: a JSON body (or raw text), a status and extra headers. */
export interface Canned {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export interface CannedServer {
  baseUrl: string;
  seen: SeenRequest[];
  /** Sets the answer for `METHOD /api/v1/path` (query ignored). */
  answer(route: string, canned: Canned | ((request: SeenRequest) => Canned)): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that answers canned JSON, so the client is tested through real
 * fetch, headers and status codes without importing the API app. Unknown routes answer 404 in
 * the API's error shape.
 */
export async function startCannedServer(): Promise<CannedServer> {
  const routes = new Map<string, Canned | ((request: SeenRequest) => Canned)>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const raw = Buffer.concat(chunks).toString('utf8');
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: raw === '' ? undefined : (JSON.parse(raw) as unknown),
      };
      seen.push(request);
      const route = routes.get(`${request.method} ${request.path}`);
      const canned: Canned =
        route === undefined
          ? { status: 404, json: { error: { code: 'route.not-found', message: 'Page not found' } } }
          : typeof route === 'function'
            ? route(request)
            : route;
      const isJson = canned.json !== undefined;
      res.writeHead(canned.status ?? 200, {
        'content-type': isJson ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
        ...canned.headers,
      });
      res.end(isJson ? JSON.stringify(canned.json) : (canned.text ?? ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    answer: (route, canned) => routes.set(route, canned),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
