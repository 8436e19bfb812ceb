import { accountCalls } from './calls/account';
import { authCalls } from './calls/auth';
import { categoryCalls } from './calls/categories';
import { checkoutCalls } from './calls/checkout';
import { couponCalls } from './calls/coupons';
import { customerCalls } from './calls/customers';
import { healthCalls } from './calls/health';
import { mailingListCalls } from './calls/mailing-list';
import { helpCalls } from './calls/help';
import { newsletterCalls } from './calls/newsletter';
import { orderChangeCalls } from './calls/order-changes';
import { orderCalls } from './calls/orders';
import { pageCalls } from './calls/pages';
import { paymentCalls } from './calls/payments';
import { productCalls } from './calls/products';
import { resetPassCalls } from './calls/reset-pass';
import { shippingCalls } from './calls/shipping';
import { subscriptionSelfServiceCalls } from './calls/subscription-self-service';
import { subscriptionCalls } from './calls/subscriptions';
import { surveyCalls } from './calls/survey';
import { taxCalls } from './calls/taxes';
import { trialProgramCalls } from './calls/trial-program';
import { createHttp, type TokenSource } from './http';
import { createRequestQueue, type LoaderSnapshot, type RequestQueue } from './request-queue';
import { type Scheduler } from './scheduler';

export interface ApiClientOptions {
  /** Origin the API is served under, without /api/v1 ('https://shop.example', or '' for same origin in a browser). */
  readonly baseUrl: string;
  /** Defaults to the global fetch; tests and server-side callers inject their own. */
  readonly fetch?: typeof globalThis.fetch;
  /** The signed-in customer's token, sent as `Authorization: Bearer`; the session cookie always goes too. */
  readonly getToken?: TokenSource;
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
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  return {
    queue,
    products: productCalls(http),
    categories: categoryCalls(http),
    taxes: taxCalls(http),
    shipping: shippingCalls(http),
    coupons: couponCalls(http),
    trialProgram: trialProgramCalls(http),
    pages: pageCalls(http),
    health: healthCalls(http),
    auth: authCalls(http),
    customers: customerCalls(http),
    resetPass: resetPassCalls(http),
    orders: orderCalls(http),
    orderChanges: orderChangeCalls(http),
    account: accountCalls(http),
    checkout: checkoutCalls(http),
    subscriptions: subscriptionCalls(http),
    subscriptionSelfService: subscriptionSelfServiceCalls(http),
    payments: paymentCalls(http),
    mailingList: mailingListCalls(http),
    newsletter: newsletterCalls(http),
    help: helpCalls(http),
    survey: surveyCalls(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
