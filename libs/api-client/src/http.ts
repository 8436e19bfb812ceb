import { CLIENT_HEADER_NAME, type Language } from '@maplepack/api-contract';
import ky, { type KyInstance, type KyResponse } from 'ky';
import { type z } from 'zod';
import { type HttpMethod } from './loader-messages';
import { checkRequestPart, type RequestPart } from './request-check';
import { type RequestQueue } from './request-queue';
import { NetworkFailure, ResponseSchemaError, readErrorBody, toApiError } from './to-api-error';

/** Per call: cancel it, or keep it off the loader (work the person did not ask for). */
export interface CallOptions {
  readonly signal?: AbortSignal;
  /** True: the call does not enter the request queue, so no loader shows for it. */
  readonly background?: boolean;
}

/** The language of the page the person reads; undefined leaves the browser's own Accept-Language. */
export type LanguageSource = () => Language | undefined;

/** What each language asks the server for: the language first, the other one after. */
const ACCEPT_LANGUAGE: Readonly<Record<Language, string>> = {
  en: 'en-CA,en;q=0.9,fr;q=0.5',
  fr: 'fr-CA,fr;q=0.9,en;q=0.5',
};

/** A bearer token for the signed-in customer, or nothing for a guest. */
export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface HttpOptions {
  /** Origin (and base path) the API is served under, without /api/v1: 'https://shop.example'. */
  readonly baseUrl: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly getToken?: TokenSource;
  /** Sent as Accept-Language (errors, success messages, reasons, a new account's language). */
  readonly getLanguage?: LanguageSource;
  readonly queue: RequestQueue;
  /** Per-request timeout in ms; default 30 000. */
  readonly timeoutMs?: number;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** One call of the API as the client functions describe it. */
export interface CallSpec<S extends z.ZodType> {
  readonly method: HttpMethod;
  /** Below /api/{apiVersion}, without a leading slash; path parameters already encoded. */
  readonly path: string;
  /** Default 'v1'; the newsletter form posts to /api/v3 (spec §7). */
  readonly apiVersion?: 'v1' | 'v3';
  readonly response: S;
  readonly query?: {
    readonly schema: z.ZodType;
    readonly value: Readonly<Record<string, QueryValue>> | undefined;
  };
  readonly params?: { readonly schema: z.ZodType; readonly value: unknown };
  readonly body?: { readonly schema: z.ZodType; readonly value: unknown };
  /** The message when the server gave none (no answer, or one outside the contract). */
  readonly errorFallback?: string;
  /**
   * A catalogue or page read whose words come in the page's language: `lang` is added to the query
   * when it is not English (English URLs stay as they were, one cached answer per URL).
   */
  readonly contentLanguage?: boolean;
  /** Extra request headers (Idempotency-Key, If-Match); undefined values are left out. */
  readonly headers?: Readonly<Record<string, string | undefined>>;
}

/** A checked response: the body parsed by the contract schema, with the status and headers. */
export interface Received<T> {
  readonly data: T;
  readonly status: number;
  readonly headers: Headers;
}

export type Http = <S extends z.ZodType>(
  spec: CallSpec<S>,
  options?: CallOptions,
) => Promise<Received<z.output<S>>>;

export const DEFAULT_TIMEOUT_MS = 30_000;
/** The value of the `x-maplepack-client` header (any non-empty value will do for the server). */
export const CLIENT_HEADER_VALUE = 'api-client';

function searchParamsOf(query: Readonly<Record<string, QueryValue>> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly (string | number | boolean)[]) params.append(key, String(item));
  }
  return params;
}

function requestParts<S extends z.ZodType>(spec: CallSpec<S>): RequestPart[] {
  const parts: RequestPart[] = [];
  if (spec.params) parts.push({ ...spec.params, part: 'params' });
  if (spec.query) parts.push({ ...spec.query, part: 'query' });
  if (spec.body) parts.push({ ...spec.body, part: 'body' });
  return parts;
}

/** The spec with `lang` in its query when it reads words and the page is not in English. */
function withContentLanguage<S extends z.ZodType>(
  spec: CallSpec<S>,
  language: Language | undefined,
): CallSpec<S> {
  if (
    spec.contentLanguage !== true ||
    language === undefined ||
    language === 'en' ||
    spec.query === undefined
  )
    return spec;
  if (spec.query.value?.['lang'] !== undefined) return spec;
  return { ...spec, query: { ...spec.query, value: { ...spec.query.value, lang: language } } };
}

/**
 * The one place requests are made: checks the request against the contract, adds the bearer
 * token and the cookie, runs the request through the loader queue, validates the body with the
 * response schema (ky's `.json(schema)`) and turns every failure into an ApiError.
 */
export function createHttp(options: HttpOptions): Http {
  const fetchOnce = options.fetch ?? globalThis.fetch;
  const api: KyInstance = ky.create({
    prefixUrl: `${options.baseUrl.replace(/\/+$/, '')}/api`,
    credentials: 'include',
    // Retrying is the caller's rule (spec: cart and plan loads retry 3 times), never hidden here.
    retry: 0,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // fetch rejects only when no answer came (offline, DNS, refused) or the call was cancelled: the
    // first is marked here, so a TypeError from a bug is never mistaken for a network failure.
    fetch: async (input, init) => {
      try {
        return await fetchOnce(input, init);
      } catch (error) {
        // Cancelled (a DOMException, from another realm under test runners): passed on as it is.
        const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
        if (name === 'AbortError' || name === 'TimeoutError') throw error;
        throw new NetworkFailure(error);
      }
    },
  });

  return async function call<S extends z.ZodType>(given: CallSpec<S>, callOptions: CallOptions = {}) {
    const language = options.getLanguage?.();
    const spec = withContentLanguage(given, language);
    // A request the contract refuses is never sent, and never shows a loader.
    for (const part of requestParts(spec)) checkRequestPart(part);

    const run = async (): Promise<Received<z.output<S>>> => {
      const token = await options.getToken?.();
      const headers: Record<string, string> = { accept: 'application/json' };
      if (language !== undefined) headers['accept-language'] = ACCEPT_LANGUAGE[language];
      // The server refuses a cookie-carrying write without it: proof the request comes from this client.
      if (spec.method !== 'GET') headers[CLIENT_HEADER_NAME] = CLIENT_HEADER_VALUE;
      for (const [name, value] of Object.entries(spec.headers ?? {}))
        if (value !== undefined) headers[name] = value;
      if (token) headers['authorization'] = `Bearer ${token}`;
      const responsePromise = api(`${spec.apiVersion ?? 'v1'}/${spec.path}`, {
        method: spec.method,
        headers,
        searchParams: searchParamsOf(spec.query?.value),
        ...(spec.body ? { json: spec.body.value } : {}),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });
      let response: KyResponse | undefined;
      try {
        response = await responsePromise;
        const parsed = spec.response.safeParse(await responsePromise.json());
        if (!parsed.success) throw new ResponseSchemaError(parsed.error.issues);
        return { data: parsed.data as z.output<S>, status: response.status, headers: response.headers };
      } catch (error) {
        throw toApiError(error, response?.status ?? 0, spec.errorFallback, await readErrorBody(error));
      }
    };

    return callOptions.background ? run() : options.queue.track(spec.method, run);
  };
}
