import { createApiClient } from '@maplepack/api-client';
import { productResponseFixture } from '@maplepack/api-client/testing';
import { PLAN_UPDATING_MESSAGE } from '@maplepack/plan-editor';
import { createSubscriptionStore } from './subscription-store';

const PLAN = {
  id: 200,
  customer_id: 7,
  status: 'active',
  parent_id: null,
  billing_period: 'month',
  billing_interval: 1,
  start_date: '2026-11-21',
  next_payment_date: '2026-12-17',
  payment_method: 'stripe',
  payment_details: null,
  line_items: [
    {
      id: 91,
      product_id: 11,
      name: 'Vitamin D3',
      quantity: 1,
      price: '4.50',
      subtotal: '4.50',
      total: '4.50',
      meta_data: [
        { key: 'am_dose', value: 1 },
        { key: 'pm_dose', value: 0 },
      ],
    },
  ],
  shipping_lines: [],
  total: '4.50',
  total_tax: '0.00',
  shipping_total: '0.00',
  shipping: {},
  billing: {},
  meta_data: [],
};
const PREVIEW = { lines: [], renewal: null, safety: { ok: true, reasons: [] } };

function json(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A fetch whose PUT waits until the test releases it, so the save stays in flight. */
function setup() {
  const seen: string[] = [];
  let release: () => void = () => undefined;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = `${request.method} ${new URL(request.url).pathname}`;
    seen.push(path);
    if (path === 'GET /api/v1/subscriptions') return json([PLAN]);
    if (path === 'GET /api/v1/subscriptions/200') return json(PLAN, { etag: '"v1"' });
    if (path === 'GET /api/v1/products/11') return json(productResponseFixture());
    if (path === 'POST /api/v1/subscriptions/200/preview') return json(PREVIEW);
    if (path === 'PUT /api/v1/subscriptions/200') {
      await new Promise<void>((resolve) => (release = resolve));
      return json(PLAN, { etag: '"v2"' });
    }
    return new Response(JSON.stringify({ error: { code: 'x', message: 'Not found' } }), { status: 404 });
  };
  const api = createApiClient({ baseUrl: 'http://shop.test', fetch });
  const denied = jest.fn();
  const store = createSubscriptionStore({ api, actor: { id: 7, status: 200 }, onAccessDenied: denied });
  return { store, seen, denied, release: () => release() };
}

describe('the subscription store', () => {
  it('blocks every change and action while a save is in flight (isUpdating)', async () => {
    const { store, seen, release } = setup();
    await store.getState().start();
    store.getState().setDoses(11, { am: 2, pm: 0 });
    const saving = store.getState().save();
    expect(store.getState().plan.isUpdating).toBe(true);

    store.getState().setDoses(11, { am: 1, pm: 1 });
    expect(store.getState().error).toBe(PLAN_UPDATING_MESSAGE);
    expect(store.getState().plan.temporaryQuantities['11']).toEqual({ am: 2, pm: 0 });
    await expect(store.getState().act({ type: 'subscription.skip' })).resolves.toBe(false);
    expect(seen.filter((path) => path.endsWith('/actions'))).toHaveLength(0);

    // The PUT reaches the server only after the request queue lets it through.
    while (!seen.includes('PUT /api/v1/subscriptions/200'))
      await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await saving;
    expect(store.getState().plan).toMatchObject({
      isUpdating: false,
      editingPlan: false,
      temporaryQuantities: {},
    });
    expect(store.getState().version).toBe('"v2"');
  });

  it('refuses a change to a plan that is not the person’s with the access-denied toast', async () => {
    const { store, denied } = setup();
    await store.getState().start();
    store.setState((state) => ({
      plan: {
        ...state.plan,
        subscription: state.plan.subscription && { ...state.plan.subscription, customerId: 8 },
      },
    }));
    store.getState().setDoses(11, { am: 2, pm: 0 });
    expect(denied).toHaveBeenCalledTimes(1);
    expect(store.getState().plan.editingPlan).toBe(false);
  });

  it('Cancel drops the edits and the preview', async () => {
    const { store } = setup();
    await store.getState().start();
    store.getState().setDoses(11, { am: 2, pm: 0 });
    store.getState().cancelEdits();
    expect(store.getState().plan).toMatchObject({ editingPlan: false, temporaryQuantities: {} });
    expect(store.getState().preview).toEqual({ status: 'idle' });
  });
});
