import { createHttp, type Http, type LanguageSource, type TokenSource } from './http';
import { type CallGroup, lazyCalls } from './lazy-calls';
import { createRequestQueue, type LoaderSnapshot, type RequestQueue } from './request-queue';
import { type Scheduler } from './scheduler';

export interface ApiClientOptions {
  /** Origin the API is served under, without /api/v1 ('https://shop.example', or '' for same origin in a browser). */
  readonly baseUrl: string;
  /** Defaults to the global fetch; tests and server-side callers inject their own. */
  readonly fetch?: typeof globalThis.fetch;
  /** The signed-in customer's token, sent as `Authorization: Bearer`; the session cookie always goes too. */
  readonly getToken?: TokenSource;
  /**
   * The language of the page the person reads: sent as Accept-Language, and as `?lang=` on catalogue
   * and page reads when it is French. Undefined (or no option) leaves the browser's own header.
   */
  readonly getLanguage?: LanguageSource;
  /** Called with the loader snapshot whenever it changes. */
  readonly onQueueChange?: (snapshot: LoaderSnapshot) => void;
  /** Time source of the loader queue; default the host's timers. */
  readonly scheduler?: Scheduler;
  /** Share one queue (one loader) between several clients; default a new one. */
  readonly queue?: RequestQueue;
  /** Per-request timeout in ms; default 30 000. */
  readonly timeoutMs?: number;
}

/**
 * A client for /api/v1 with one function per call of spec §7, grouped by resource. Requests are
 * checked with the contract's request schemas before they are sent, every response is validated
 * with its response schema, and every failure is an ApiError. `queue` is the loader store.
 */
export function createApiClient(options: ApiClientOptions) {
  const queue =
    options.queue ?? createRequestQueue(options.scheduler ? { scheduler: options.scheduler } : {});
  const onQueueChange = options.onQueueChange;
  if (onQueueChange) queue.subscribe(() => onQueueChange(queue.getSnapshot()));
  const http = createHttp({
    baseUrl: options.baseUrl,
    queue,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.getToken ? { getToken: options.getToken } : {}),
    ...(options.getLanguage ? { getLanguage: options.getLanguage } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  // Each group's module, with the contract schemas it builds, loads on the group's first call.
  const calls = <T extends CallGroup>(load: () => Promise<(http: Http) => T>): T =>
    lazyCalls(() => load().then((make) => make(http)));
  return {
    queue,
    products: calls(() => import('./calls/products').then((module) => module.productCalls)),
    categories: calls(() => import('./calls/categories').then((module) => module.categoryCalls)),
    taxes: calls(() => import('./calls/taxes').then((module) => module.taxCalls)),
    shipping: calls(() => import('./calls/shipping').then((module) => module.shippingCalls)),
    coupons: calls(() => import('./calls/coupons').then((module) => module.couponCalls)),
    trialProgram: calls(() => import('./calls/trial-program').then((module) => module.trialProgramCalls)),
    pages: calls(() => import('./calls/pages').then((module) => module.pageCalls)),
    health: calls(() => import('./calls/health').then((module) => module.healthCalls)),
    auth: calls(() => import('./calls/auth').then((module) => module.authCalls)),
    customers: calls(() => import('./calls/customers').then((module) => module.customerCalls)),
    resetPass: calls(() => import('./calls/reset-pass').then((module) => module.resetPassCalls)),
    orders: calls(() => import('./calls/orders').then((module) => module.orderCalls)),
    orderChanges: calls(() => import('./calls/order-changes').then((module) => module.orderChangeCalls)),
    account: calls(() => import('./calls/account').then((module) => module.accountCalls)),
    privacy: calls(() => import('./calls/privacy').then((module) => module.privacyCalls)),
    checkout: calls(() => import('./calls/checkout').then((module) => module.checkoutCalls)),
    subscriptions: calls(() => import('./calls/subscriptions').then((module) => module.subscriptionCalls)),
    subscriptionSelfService: calls(() =>
      import('./calls/subscription-self-service').then((module) => module.subscriptionSelfServiceCalls),
    ),
    payments: calls(() => import('./calls/payments').then((module) => module.paymentCalls)),
    mailingList: calls(() => import('./calls/mailing-list').then((module) => module.mailingListCalls)),
    newsletter: calls(() => import('./calls/newsletter').then((module) => module.newsletterCalls)),
    help: calls(() => import('./calls/help').then((module) => module.helpCalls)),
    survey: calls(() => import('./calls/survey').then((module) => module.surveyCalls)),
    safetyReview: calls(() => import('./calls/safety-review').then((module) => module.safetyReviewCalls)),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
