import { type AdminStaff } from '@maplepack/api-contract';
import { staffPermissionsOf, type StaffRole } from '@maplepack/access';

/** A request the fake API received. */
export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type Answer = { status?: number; json: unknown };
type Handler = Answer | ((call: SeenCall) => Answer | Promise<Answer>);

/**
 * The admin API as a fetch function with canned answers per `METHOD /api/v1/path`, recording every call,
 * so the app runs through its real client (contract checks, headers, ApiErrors) without a server.
 */
export function fakeAdminApi() {
  const routes = new Map<string, Handler>();
  const calls: SeenCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: SeenCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    calls.push(call);
    const handler = routes.get(`${call.method} ${call.path}`);
    const answer: Answer =
      handler === undefined
        ? { status: 404, json: { error: { code: 'route.not-found', message: 'Page not found' } } }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch,
    calls,
    on(route: string, handler: Handler) {
      routes.set(route, handler);
    },
    /** The calls to one route. */
    callsTo(route: string): SeenCall[] {
      const [method, path] = route.split(' ');
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

export type FakeAdminApi = ReturnType<typeof fakeAdminApi>;

export function staffOf(role: StaffRole, name = 'Sam Tremblay'): AdminStaff {
  return { id: 7, email: `${role}@maplepack.test`, name, role, permissions: staffPermissionsOf(role) };
}

export const REQUIRED = {
  status: 401,
  json: { error: { code: 'admin.required', message: 'Please sign in to the back office.' } },
};
