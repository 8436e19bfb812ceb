import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

/** One request the Stripe SDK sent to the stub. */
export interface StubRequest {
  method: string;
  path: string;
  /** Form (POST) or query (GET) parameters, flat as Stripe encodes them: `card[token]`. */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface StubResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type StubHandler = (request: StubRequest) => StubResponse | undefined;

export const stripeCardError = (
  message: string,
  code = 'card_declined',
  declineCode = 'generic_decline',
): StubResponse => ({
  status: 402,
  body: { error: { type: 'card_error', code, decline_code: declineCode, message } },
});

export const stripeMissing = (what: string): StubResponse => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
});

export const card = (id: string, last4 = '4242', brand = 'visa') => ({
  id,
  object: 'payment_method',
  type: 'card',
  card: { brand, last4, exp_month: 12, exp_year: 2030 },
});

export const customer = (id: string, email: string, defaultMethod: string | null) => ({
  id,
  object: 'customer',
  email,
  invoice_settings: { default_payment_method: defaultMethod },
});

/**
 * A local stand-in for api.stripe.com on 127.0.0.1: records every request and answers with the
 * first handler that returns a response (newest first), so a test can override one endpoint.
 */
export class StripeStub {
  readonly requests: StubRequest[] = [];
  private handlers: StubHandler[] = [];
  private server: Server | null = null;

  /** Adds a handler in front of the others. */
  on(handler: StubHandler): void {
    this.handlers.unshift(handler);
  }

  reset(defaults: StubHandler): void {
    this.requests.length = 0;
    this.handlers = [defaults];
  }

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    this.server = createServer((request, response) => {
      void this.read(request).then((body) => {
        const url = new URL(request.url ?? '/', 'http://stub');
        const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : body));
        const header = request.headers['idempotency-key'];
        const recorded: StubRequest = {
          method: request.method ?? 'GET',
          path: url.pathname,
          params,
          idempotencyKey: typeof header === 'string' ? header : undefined,
          authorization: request.headers.authorization,
        };
        this.requests.push(recorded);
        const answer = this.handlers.reduce<StubResponse | undefined>(
          (found, handler) => found ?? handler(recorded),
          undefined,
        ) ?? {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `stub: no handler for ${recorded.method} ${recorded.path}`,
            },
          },
        };
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': 'req_stub',
          ...answer.headers,
        });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address() as AddressInfo;
    return { host: '127.0.0.1', port: address.port, protocol: 'http' };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server === null ? resolve() : this.server.close(() => resolve()),
    );
  }

  private read(request: IncomingMessage): Promise<string> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  }
}

/**
 * A small, consistent Stripe: one customer cus_1 whose default card is the last one attached;
 * payment methods made from tokens are pm_1, pm_2…; PaymentIntents succeed as pi_1, pi_2…;
 * SetupIntents are seti_1, seti_2… and read back as confirmed by the browser with the card
 * pm_seti_N (mastercard 5555); refunds re_1, re_2… succeed up to what is left of their PaymentIntent.
 */
export function fakeStripe(): StubHandler {
  let methods = 0;
  let intents = 0;
  let setups = 0;
  let refunds = 0;
  const refunded = new Map<string, number>();
  const made: { id: string; status: string; key: string | undefined; amount: number }[] = [];
  let defaultMethod: string | null = null;
  const attached: ReturnType<typeof card>[] = [];
  let email = '';
  return (request) => {
    const { method, path, params } = request;
    if (method === 'POST' && path === '/v1/payment_methods') {
      methods += 1;
      return {
        status: 200,
        body: card(`pm_${methods}`, methods === 1 ? '4242' : '4444', methods === 1 ? 'visa' : 'mastercard'),
      };
    }
    if (method === 'POST' && path === '/v1/customers') {
      email = params['email'] ?? '';
      defaultMethod = params['invoice_settings[default_payment_method]'] ?? null;
      const first = params['payment_method'];
      if (first !== undefined) attached.push(card(first));
      return { status: 200, body: customer('cus_1', email, defaultMethod) };
    }
    const attach = /^\/v1\/payment_methods\/(pm_\w+)\/attach$/.exec(path);
    if (method === 'POST' && attach?.[1] !== undefined) {
      const pm = card(attach[1], '4444', 'mastercard');
      attached.push(pm);
      return { status: 200, body: pm };
    }
    if (path === '/v1/customers/cus_1') {
      if (method === 'POST')
        defaultMethod = params['invoice_settings[default_payment_method]'] ?? defaultMethod;
      return { status: 200, body: customer('cus_1', email, defaultMethod) };
    }
    if (method === 'GET' && path === '/v1/customers/cus_1/payment_methods') {
      return { status: 200, body: { object: 'list', data: attached, has_more: false, url: path } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      intents += 1;
      made.push({
        id: `pi_${intents}`,
        status: 'succeeded',
        key: params['metadata[maplepack_key]'],
        amount: Number(params['amount']),
      });
      return {
        status: 200,
        body: {
          id: `pi_${intents}`,
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(params['amount']),
        },
      };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      setups += 1;
      return {
        status: 200,
        body: {
          id: `seti_${setups}`,
          object: 'setup_intent',
          status: 'requires_payment_method',
          client_secret: `seti_${setups}_secret_stub`,
          customer: params['customer'] ?? null,
          usage: params['usage'],
        },
      };
    }
    const setup = /^\/v1\/setup_intents\/(seti_\d+)$/.exec(path);
    if (method === 'GET' && setup?.[1] !== undefined) {
      if (Number(setup[1].slice('seti_'.length)) > setups) return stripeMissing('setup_intent');
      const pm = card(`pm_${setup[1]}`, '5555', 'mastercard');
      attached.push(pm);
      return {
        status: 200,
        body: {
          id: setup[1],
          object: 'setup_intent',
          status: 'succeeded',
          customer: 'cus_1',
          payment_method: pm,
        },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = made.find((one) => one.id === params['payment_intent']);
      const amount = Number(params['amount']);
      if (intent === undefined) return stripeMissing('payment_intent');
      const left = intent.amount - (refunded.get(intent.id) ?? 0);
      if (amount > left)
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
            },
          },
        };
      refunded.set(intent.id, (refunded.get(intent.id) ?? 0) + amount);
      refunds += 1;
      return {
        status: 200,
        body: {
          id: `re_${refunds}`,
          object: 'refund',
          status: 'succeeded',
          amount,
          payment_intent: intent.id,
        },
      };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const key = /^metadata\['maplepack_key'\]:'(.*)'$/.exec(params['query'] ?? '')?.[1];
      const data = made
        .filter((intent) => intent.key === key)
        .map((intent) => ({ id: intent.id, object: 'payment_intent', status: intent.status }));
      return { status: 200, body: { object: 'search_result', data, has_more: false, url: path } };
    }
    return undefined;
  };
}
