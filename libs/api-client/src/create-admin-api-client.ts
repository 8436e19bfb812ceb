import { adminCalls } from './calls/admin';
import { adminCustomerCalls } from './calls/admin-customers';
import { adminStaffCalls } from './calls/admin-staff';
import { adminSubscriptionCalls } from './calls/admin-subscriptions';
import { adminCareCalls } from './calls/admin-care';
import { adminCatalogueCalls } from './calls/admin-catalogue';
import { adminContentCalls } from './calls/admin-content';
import { createHttp } from './http';
import { createRequestQueue, type LoaderSnapshot } from './request-queue';
import { type Scheduler } from './scheduler';

export interface AdminApiClientOptions {
  /** Origin the API is served under, without /api/v1 ('' for same origin in a browser). */
  readonly baseUrl: string;
  /** Defaults to the global fetch; tests inject their own. */
  readonly fetch?: typeof globalThis.fetch;
  /** Called with the loader snapshot whenever it changes. */
  readonly onQueueChange?: (snapshot: LoaderSnapshot) => void;
  /** Time source of the loader queue; default the host's timers. */
  readonly scheduler?: Scheduler;
  /** Per-request timeout in ms; default 30 000. */
  readonly timeoutMs?: number;
}

/**
 * The back office's client (/api/v1/admin): the same checked requests, validated answers, ApiErrors and
 * cross-site header as the storefront's, but no bearer token (the staff session is an httpOnly cookie) and
 * no lazy groups (the back office is one bundle, signed in).
 */
export function createAdminApiClient(options: AdminApiClientOptions) {
  const queue = createRequestQueue(options.scheduler ? { scheduler: options.scheduler } : {});
  const onQueueChange = options.onQueueChange;
  if (onQueueChange) queue.subscribe(() => onQueueChange(queue.getSnapshot()));
  const http = createHttp({
    baseUrl: options.baseUrl,
    queue,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  return {
    queue,
    ...adminCalls(http),
    ...adminSubscriptionCalls(http),
    ...adminCustomerCalls(http),
    ...adminCareCalls(http),
    ...adminCatalogueCalls(http),
    ...adminContentCalls(http),
    /**
     * The client's checked request function, for a call group a lazily loaded page builds itself (tax
     * rules and shipping rates: `adminScheduleCalls(client.http)`), so its contract schemas stay out of
     * the back office's first load (its 150 KB budget).
     */
    http,
    ...adminStaffCalls(http),
  };
}

export type AdminApiClient = ReturnType<typeof createAdminApiClient>;
