import { ApiError } from '@maplepack/api-client';
import { shippingRateResponseFixture, taxRuleResponseFixture } from '@maplepack/api-client/testing';
import {
  type CouponResponse,
  type CouponValidateResponse,
  type ProductResponse,
  type ShippingMethodResponse,
} from '@maplepack/api-contract';
import {
  CART_STORAGE_KEY,
  type CartEntry,
  serializeCartEntries,
  serializeTierState,
  TIERS_STORAGE_KEY,
  type TierProduct,
} from '@maplepack/cart';
import { type Product } from '@maplepack/catalog';
import {
  FIXTURE_FISH_OIL,
  FIXTURE_MAGNESIUM,
  FIXTURE_VITAMIN_D,
  FIXTURE_ASHWAGANDHA,
} from '@maplepack/catalog/testing';
import { formatRatePercent, taxRulesInEffect, toDecimalString } from '@maplepack/pricing';
import { checkPack, type Profile } from '@maplepack/recommendation';
import { testProfile } from '@maplepack/recommendation/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type CartPageDeps, createCartPageStore } from '../stores/cart-page-store';
import { useAuthStore } from '../../../stores/auth-store';
import { type CartStorage, createCartStore } from '../../../stores/cart-store';
import { i18n, withCatalogue } from '../../../lib/i18n/i18n';
import { loadFrench, SIGNED_IN_USER } from '../../../testing';
import { createShippingEstimateStore, type ShippingEstimateDeps } from '../stores/shipping-estimate-store';
import { CartPage } from './cart-page';

function responseOf(product: Product, overrides: Partial<ProductResponse> = {}): ProductResponse {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    status: 'publish',
    price: toDecimalString(product.priceCents),
    regular_price: toDecimalString(product.priceCents),
    categories: product.categories,
    stock_status: product.stockStatus,
    related_ids: product.relatedIds,
    acf: {
      minmax_no_of_pills: { min_no_of_pills: product.pills.min, max_no_of_pills: product.pills.max },
      standard_dose_amount: {
        standard_dose_am: product.standardDose.am,
        standard_dose_pm: product.standardDose.pm,
      },
      manufacturer: product.manufacturer,
    },
    description: product.description,
    npn: product.npn ?? null,
    allergens: product.allergens,
    diet: product.diet,
    nutrients: product.nutrientsPerPill,
    ingredients: product.ingredients,
    ...overrides,
  };
}

const CATALOGUE = new Map(
  [FIXTURE_VITAMIN_D, FIXTURE_MAGNESIUM, FIXTURE_FISH_OIL, FIXTURE_ASHWAGANDHA].map((p) => [
    p.id,
    responseOf(p),
  ]),
);

function entry(overrides: Partial<CartEntry> = {}): CartEntry {
  return {
    amQty: 1,
    pmQty: 0,
    reason: '',
    order: 0,
    addedToCart: 1_700_000_000_000,
    deleted: false,
    ...overrides,
  };
}

function tierProduct(product: Product, reason: string): TierProduct {
  return {
    id: product.id,
    name: product.name,
    reason,
    priceCents: product.priceCents,
    am: 1,
    pm: 0,
    deleted: false,
  };
}

function memoryStorage(initial: Record<string, string> = {}): CartStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

const WELCOME10: CouponResponse = {
  id: 1,
  code: 'welcome10',
  amount: '10.00',
  discount_type: 'percent',
  description: '',
  free_shipping: false,
  individual_use: false,
  product_ids: [],
  excluded_product_ids: [],
  product_categories: [],
  excluded_product_categories: [],
  minimum_amount: '0.00',
  maximum_amount: '0.00',
  date_expires: null,
};

interface Options {
  storage?: Record<string, string>;
  get?: CartPageDeps['products']['get'];
  validate?: CartPageDeps['coupons']['validate'];
  rate?: ShippingEstimateDeps['shipping']['rate'];
  campaign?: string | null;
  /** Epoch ms the page runs at. */
  now?: number;
  /** GET /survey/profile's answer. */
  profile?: Profile | null;
  /** GET /survey/profile, when its answer changes with the session. */
  loadProfile?: () => Promise<{ profile: Profile | null }>;
  /** A signed-in customer's plan lines. */
  oldPack?: { productId: number; subtotalCents: number }[];
}

/** What GET /taxes serves in a freshly seeded shop: the seeded rules in force, as the API writes them. */
const SERVED_TAX_RULES = (() => {
  const inForce = taxRulesInEffect('2026-11-21');
  if (!inForce.ok) throw new Error(inForce.message);
  return inForce.rules.map((rule, index) =>
    taxRuleResponseFixture({
      id: index + 1,
      state: rule.state,
      rate: formatRatePercent(rule.ratePpm),
      name: rule.name,
      priority: rule.priority,
      shipping: rule.shipping,
    }),
  );
})();

const FREE_SHIPPING_METHOD: ShippingMethodResponse = {
  id: 4,
  instance_id: 4,
  title: 'Free shipping',
  order: 2,
  enabled: true,
  method_id: 'free_shipping',
  method_title: 'Free shipping',
  settings: { min_amount: { id: 'min_amount', label: 'Minimum order amount', value: '60.00' } },
};

function setup(options: Options = {}) {
  const storage = memoryStorage(options.storage);
  const cartStore = createCartStore(storage);
  const get = jest.fn(
    options.get ??
      ((id: number) => {
        const found = CATALOGUE.get(id);
        return found
          ? Promise.resolve(found)
          : Promise.reject(new ApiError(404, 'product.not-found', 'Not found'));
      }),
  );
  const validate = jest.fn(
    options.validate ??
      ((): Promise<CouponValidateResponse> =>
        Promise.resolve({ status: 'valid', message: 'OK', coupon: WELCOME10 })),
  );
  const pageStore = createCartPageStore({
    products: { get },
    coupons: { validate },
    cart: cartStore,
    now: () => 1_800_000_000_000,
    mode: () => 'guest_healthassessment',
  });
  const rate = jest.fn(options.rate ?? (() => Promise.resolve(shippingRateResponseFixture())));
  const method = jest.fn(() => Promise.resolve(FREE_SHIPPING_METHOD));
  // GET /taxes: the seeded rules in force, as a fresh shop serves them.
  const taxesList = jest.fn(() =>
    Promise.resolve({ items: SERVED_TAX_RULES, total: SERVED_TAX_RULES.length, totalPages: 1 }),
  );
  const estimateStore = createShippingEstimateStore({
    shipping: { rate, method },
    taxes: { list: taxesList },
    cart: cartStore,
  });
  const now = options.now ?? 1_800_000_000_000;
  const loadProfile = jest.fn(
    options.loadProfile ?? (() => Promise.resolve({ profile: options.profile ?? null })),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/cart',
        element: (
          <CartPage
            cartStore={cartStore}
            pageStore={pageStore}
            estimateStore={estimateStore}
            mode="guest_healthassessment"
            now={() => now}
            campaign={options.campaign ?? null}
            loadProfile={loadProfile}
            oldPack={options.oldPack ?? null}
          />
        ),
      },
    ],
    { initialEntries: ['/cart'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { storage, cartStore, pageStore, get, validate, rate, method, loadProfile, unmount: view.unmount };
}

const stored = (entries: Record<number, CartEntry>, extra: Record<string, string> = {}) => ({
  [CART_STORAGE_KEY]: serializeCartEntries(entries),
  ...extra,
});

/** The amount next to a term of the order summary ('Subtotal', 'Shipping', …). */
function summaryValue(term: string): string | null | undefined {
  const summary = screen.getByLabelText('Order summary', { selector: 'dl' });
  return within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

function lineOf(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

describe('cart page', () => {
  it('restores the cart from storage and loads its products', async () => {
    setup({ storage: stored({ [FIXTURE_VITAMIN_D.id]: entry({ reason: 'For bone health' }) }) });
    const line = await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    expect(within(line).getByText('For bone health')).toBeInTheDocument();
    expect(within(line).getByText('$1.50 / month')).toBeInTheDocument();
  });

  it('drops corrupt storage instead of failing', async () => {
    setup({ storage: { [CART_STORAGE_KEY]: '{not json', [TIERS_STORAGE_KEY]: '[' } });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('removes a product that is not in stock or fails to load', async () => {
    const { cartStore } = setup({
      storage: stored({
        [FIXTURE_VITAMIN_D.id]: entry(),
        [FIXTURE_MAGNESIUM.id]: entry({ order: 1 }),
        999: entry({ order: 2 }),
      }),
      get: (id) => {
        if (id === FIXTURE_MAGNESIUM.id)
          return Promise.resolve(responseOf(FIXTURE_MAGNESIUM, { stock_status: 'outofstock' }));
        const found = CATALOGUE.get(id);
        return found
          ? Promise.resolve(found)
          : Promise.reject(new ApiError(404, 'product.not-found', 'Not found'));
      },
    });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    await waitFor(() =>
      expect(Object.keys(cartStore.getState().cart.entries)).toEqual([String(FIXTURE_VITAMIN_D.id)]),
    );
    expect(screen.queryByRole('listitem', { name: FIXTURE_MAGNESIUM.name })).not.toBeInTheDocument();
  });

  it('retries a failing load 3 times, then empties the cart', async () => {
    const { get } = setup({
      storage: stored({ [FIXTURE_VITAMIN_D.id]: entry() }),
      get: () => Promise.reject(new ApiError(0, 'network.error', 'An error occurred')),
    });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('+ and − change the morning and evening pills; − stops at 0', async () => {
    const { cartStore } = setup({
      storage: stored({ [FIXTURE_VITAMIN_D.id]: entry({ amQty: 1, pmQty: 0 }) }),
    });
    const line = await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    await userEvent.click(within(line).getByRole('button', { name: 'One more morning pill' }));
    await userEvent.click(within(line).getByRole('button', { name: 'One more evening pill' }));
    expect(within(line).getByRole('status', { name: 'morning pills' })).toHaveTextContent('2');
    expect(within(line).getByRole('status', { name: 'evening pills' })).toHaveTextContent('1');
    await userEvent.click(within(line).getByRole('button', { name: 'One fewer evening pill' }));
    expect(within(line).getByRole('button', { name: 'One fewer evening pill' })).toBeDisabled();
    expect(cartStore.getState().cart.entries[FIXTURE_VITAMIN_D.id]).toMatchObject({ amQty: 2, pmQty: 0 });
    expect(within(line).getByText('$3.00 / month')).toBeInTheDocument();
  });

  it('warns next to a line whose daily pills are above the product maximum', async () => {
    setup({ storage: stored({ [FIXTURE_VITAMIN_D.id]: entry({ amQty: 4 }) }) });
    const line = await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    await userEvent.click(within(line).getByRole('button', { name: 'One more morning pill' }));
    expect(within(line).getByText('Vitamin D3 1,000 IU allows at most 4 pills a day.')).toBeInTheDocument();
  });

  it('soft-deletes a line with Remove and brings it back with Restore', async () => {
    const { cartStore } = setup({
      storage: stored({
        [FIXTURE_VITAMIN_D.id]: entry(),
        [FIXTURE_MAGNESIUM.id]: entry({ order: 1, amQty: 0, pmQty: 2 }),
      }),
    });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${FIXTURE_VITAMIN_D.name}` }));
    expect(within(lineOf(FIXTURE_VITAMIN_D.name)).getByText('Removed from your pack.')).toBeInTheDocument();
    expect(cartStore.getState().cart.entries[FIXTURE_VITAMIN_D.id]?.deleted).toBe(true);
    expect(summaryValue('Subtotal')).toBe('$6.00');
    await userEvent.click(screen.getByRole('button', { name: `Restore ${FIXTURE_VITAMIN_D.name}` }));
    expect(cartStore.getState().cart.entries[FIXTURE_VITAMIN_D.id]?.deleted).toBe(false);
    expect(summaryValue('Subtotal')).toBe('$7.50');
  });

  it('switches tiers, offers the higher-tier products and names tiers in full', async () => {
    const tiers = {
      1: [tierProduct(FIXTURE_VITAMIN_D, 'Bones')],
      2: [tierProduct(FIXTURE_VITAMIN_D, 'Bones'), tierProduct(FIXTURE_MAGNESIUM, 'Sleep')],
      3: [
        tierProduct(FIXTURE_VITAMIN_D, 'Bones'),
        tierProduct(FIXTURE_MAGNESIUM, 'Sleep'),
        tierProduct(FIXTURE_ASHWAGANDHA, 'Stress'),
      ],
    };
    const { cartStore } = setup({
      storage: stored(
        { [FIXTURE_VITAMIN_D.id]: entry({ reason: 'Bones' }) },
        {
          [TIERS_STORAGE_KEY]: serializeTierState({
            firstName: 'Ann',
            selectedTier: 1,
            recommendedTier: 2,
            tiers,
          }),
        },
      ),
    });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    const group = screen.getByRole('group', { name: 'Recommendation tiers' });
    expect(within(group).getByRole('button', { name: 'The Essentials' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByText('Advanced')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add from Advanced Health…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add from Complete Support…' })).toBeInTheDocument();

    await userEvent.click(within(group).getByRole('button', { name: 'Advanced Health (recommended)' }));
    expect(await screen.findByRole('listitem', { name: FIXTURE_MAGNESIUM.name })).toBeInTheDocument();
    expect(cartStore.getState().cart.selectedTier).toBe(2);
    expect(screen.queryByRole('heading', { name: 'Add from Advanced Health…' })).not.toBeInTheDocument();

    const complete = screen.getByRole('region', { name: 'Add from Complete Support…' });
    await userEvent.click(within(complete).getByRole('button', { name: `Add ${FIXTURE_ASHWAGANDHA.name}` }));
    const added = await screen.findByRole('listitem', { name: FIXTURE_ASHWAGANDHA.name });
    expect(within(added).getByText('Stress')).toBeInTheDocument();
  });

  it('shows related products and adds one to the cart', async () => {
    setup({ storage: stored({ [FIXTURE_VITAMIN_D.id]: entry() }) });
    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(related).getByRole('heading', { name: FIXTURE_MAGNESIUM.name })).toBeInTheDocument();
    await userEvent.click(within(related).getByRole('button', { name: `Add ${FIXTURE_FISH_OIL.name}` }));
    expect(await screen.findByRole('listitem', { name: FIXTURE_FISH_OIL.name })).toBeInTheDocument();
  });

  it('shows a safety violation next to the product for the person who took the assessment', async () => {
    const { cartStore } = setup({
      storage: stored({ [FIXTURE_FISH_OIL.id]: entry({ amQty: 1, pmQty: 1 }) }),
    });
    await screen.findByRole('listitem', { name: FIXTURE_FISH_OIL.name });
    const profile = testProfile({ allergies: ['fish'] });
    const expected = checkPack([{ productId: FIXTURE_FISH_OIL.id, am: 1, pm: 1 }], profile, [
      FIXTURE_FISH_OIL,
    ]).violations;
    expect(expected.length).toBeGreaterThan(0);
    expect(
      within(lineOf(FIXTURE_FISH_OIL.name)).queryByText(expected[0]?.message ?? ''),
    ).not.toBeInTheDocument();
    act(() => cartStore.getState().setAssessmentProfile(profile));
    expect(within(lineOf(FIXTURE_FISH_OIL.name)).getByText(expected[0]?.message ?? '')).toBeInTheDocument();
  });
});

describe('cart safety from the last assessment (issue 17)', () => {
  it("asks the API for the person's profile, shows why a product is unsafe and refuses the checkout", async () => {
    const profile = testProfile({ allergies: ['fish'] });
    const { loadProfile } = setup({
      storage: stored({ [FIXTURE_FISH_OIL.id]: entry({ amQty: 1, pmQty: 1 }) }),
      profile,
    });
    const [violation] = checkPack([{ productId: FIXTURE_FISH_OIL.id, am: 1, pm: 1 }], profile, [
      FIXTURE_FISH_OIL,
    ]).violations;
    expect(
      await within(await screen.findByRole('listitem', { name: FIXTURE_FISH_OIL.name })).findByText(
        violation?.message ?? '',
      ),
    ).toBeInTheDocument();
    expect(loadProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        `Your pack cannot be ordered as it is: remove ${FIXTURE_FISH_OIL.name} (see why above) to check out.`,
      ),
    ).toHaveAttribute('role', 'alert');
  });
});

describe('the cart follows the session (issue 17)', () => {
  afterEach(() => act(() => useAuthStore.setState({ user: null, status: 'unknown' })));

  it("shows a customer's own cautions as soon as they sign in, and drops them as soon as they sign out", async () => {
    act(() => useAuthStore.setState({ user: null, status: 'guest' }));
    const allergic = testProfile({ allergies: ['fish'] });
    // The API answers for the caller: nothing for this guest, the fish allergy for the signed-in customer.
    const { loadProfile } = setup({
      storage: stored({ [FIXTURE_FISH_OIL.id]: entry({ amQty: 1, pmQty: 1 }) }),
      loadProfile: () =>
        Promise.resolve({ profile: useAuthStore.getState().status === 'signed-in' ? allergic : null }),
    });
    const [violation] = checkPack([{ productId: FIXTURE_FISH_OIL.id, am: 1, pm: 1 }], allergic, [
      FIXTURE_FISH_OIL,
    ]).violations;
    const message = violation?.message ?? '';
    const line = await screen.findByRole('listitem', { name: FIXTURE_FISH_OIL.name });
    await waitFor(() => expect(loadProfile).toHaveBeenCalledTimes(1));
    expect(within(line).queryByText(message)).not.toBeInTheDocument();

    act(() => useAuthStore.getState().setUser(SIGNED_IN_USER));
    expect(await within(lineOf(FIXTURE_FISH_OIL.name)).findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();

    act(() => useAuthStore.getState().clear());
    expect(within(lineOf(FIXTURE_FISH_OIL.name)).queryByText(message)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Proceed to checkout' })).toBeInTheDocument();
  });
});

describe('cart coupons and totals', () => {
  async function applyCode(code: string) {
    const field = screen.getByLabelText('Coupon code');
    await userEvent.clear(field);
    await userEvent.type(field, code);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  }

  it("'OK' from the server reads 'Coupon applied', a repeat is refused, and the discount shows", async () => {
    const { validate, storage } = setup({
      storage: stored({ [FIXTURE_FISH_OIL.id]: entry({ amQty: 1, pmQty: 1 }) }),
    });
    await screen.findByRole('listitem', { name: FIXTURE_FISH_OIL.name });
    await applyCode('WELCOME10');
    expect(await screen.findByText('Coupon applied')).toBeInTheDocument();
    expect(validate).toHaveBeenCalledWith(expect.objectContaining({ coupon: 'WELCOME10', subtotal: '9.00' }));
    expect(summaryValue('Discount')).toBe('-$0.90');
    expect(summaryValue('Total')).toBe('$8.10');
    expect(storage.data['maplepack.coupons']).toContain('welcome10');

    await applyCode('welcome10');
    expect(await screen.findByText('Coupon has already been applied.')).toBeInTheDocument();
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it("a signed-in customer's subtotal is the cart plus their current pack (spec §4, issue 17)", async () => {
    setup({
      storage: stored({ [FIXTURE_FISH_OIL.id]: entry({ amQty: 1, pmQty: 1 }) }),
      // Their plan: vitamin D ($12.00 a month) and the fish oil, which the cart's doses replace.
      oldPack: [
        { productId: FIXTURE_VITAMIN_D.id, subtotalCents: 1200 },
        { productId: FIXTURE_FISH_OIL.id, subtotalCents: 450 },
      ],
    });
    await screen.findByRole('listitem', { name: FIXTURE_FISH_OIL.name });
    expect(summaryValue('Subtotal')).toBe('$21.00');
    expect(summaryValue('Total')).toBe('$21.00');
  });

  it('says a recurring coupon applies from the first renewal, not "Coupon applied" (issue 17)', async () => {
    setup({
      storage: stored({ [FIXTURE_FISH_OIL.id]: entry({ amQty: 1, pmQty: 1 }) }),
      validate: () =>
        Promise.resolve({
          status: 'valid',
          message: 'OK',
          coupon: { ...WELCOME10, code: 'monthly10', discount_type: 'recurring_percent' },
        }),
    });
    await screen.findByRole('listitem', { name: FIXTURE_FISH_OIL.name });
    await applyCode('MONTHLY10');
    expect(
      await screen.findByText(
        "Coupon saved: 10% off each renewal, from your first renewal. It does not change today's total.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Coupon applied')).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe('$9.00');
  });

  it("passes the server's reason through: an expired coupon says so (issue 17)", async () => {
    setup({
      storage: stored({ [FIXTURE_FISH_OIL.id]: entry({ amQty: 1, pmQty: 1 }) }),
      validate: () =>
        Promise.resolve({
          status: 'invalid',
          code: 'coupon.expired',
          message: 'This coupon has expired.',
          coupon: null,
        }),
    });
    await screen.findByRole('listitem', { name: FIXTURE_FISH_OIL.name });
    await applyCode('FALL2020');
    expect(await screen.findByText('This coupon has expired.')).toBeInTheDocument();
  });

  it("shows the server's refusal and 'Coupon is invalid.' when the coupon does not apply", async () => {
    setup({
      storage: stored({ [FIXTURE_VITAMIN_D.id]: entry() }),
      validate: (body) =>
        Promise.resolve(
          body.coupon === 'NOPE'
            ? { status: 'invalid', code: 'coupon.not-found', message: 'Coupon is invalid.', coupon: null }
            : {
                status: 'valid',
                message: 'OK',
                coupon: { ...WELCOME10, code: 'fishonly', product_ids: [FIXTURE_FISH_OIL.id] },
              },
        ),
    });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    await applyCode('NOPE');
    expect(await screen.findByText('Coupon is invalid.')).toBeInTheDocument();
    await applyCode('fishonly');
    const feedback = within(screen.getByRole('form', { name: 'Coupon' })).getByRole('status');
    await waitFor(() => expect(feedback).toHaveTextContent('Coupon is invalid.'));
    expect(screen.queryByRole('list', { name: 'Applied coupons' })).not.toBeInTheDocument();
  });

  it("labels shipping and taxes 'To be calculated', and shipping FREE with a free-shipping coupon", async () => {
    setup({
      storage: stored({ [FIXTURE_VITAMIN_D.id]: entry() }),
      validate: () =>
        Promise.resolve({
          status: 'valid',
          message: 'OK',
          coupon: { ...WELCOME10, code: 'shipfree', amount: '0.00', free_shipping: true },
        }),
    });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    const value = summaryValue;
    expect(value('Shipping')).toBe('To be calculated');
    expect(value('Taxes')).toBe('To be calculated');
    expect(value('Subtotal')).toBe('$1.50');
    await applyCode('shipfree');
    await screen.findByText('Coupon applied');
    expect(value('Shipping')).toBe('FREE');
    expect(value('Taxes')).toBe('To be calculated');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });
});

describe('cart shipping and taxes estimate', () => {
  const estimateForm = () => screen.getByRole('form', { name: 'Estimate shipping and taxes' });

  async function estimate(postal: string, city: string) {
    const form = estimateForm();
    await userEvent.clear(within(form).getByLabelText('Postal code'));
    if (postal !== '') await userEvent.type(within(form).getByLabelText('Postal code'), postal);
    await userEvent.clear(within(form).getByLabelText('City'));
    if (city !== '') await userEvent.type(within(form).getByLabelText('City'), city);
    await userEvent.click(within(form).getByRole('button', { name: 'Estimate' }));
  }

  it('shows the postal-code message under the field and keeps what was typed', async () => {
    const { rate } = setup({ storage: stored({ [FIXTURE_VITAMIN_D.id]: entry() }) });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    await estimate('D1A 1A1', '');
    const postal = within(estimateForm()).getByLabelText('Postal code');
    expect(postal).toHaveAccessibleDescription('Please enter a valid Canadian postal code.');
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveValue('D1A 1A1');
    expect(within(estimateForm()).getByLabelText('City')).toHaveAccessibleDescription(
      'Please enter your city.',
    );
    expect(rate).not.toHaveBeenCalled();
    expect(summaryValue('Shipping')).toBe('To be calculated');
  });

  it('estimates shipping and Ontario HST from a postal code, and offers Change', async () => {
    const { rate } = setup({ storage: stored({ [FIXTURE_VITAMIN_D.id]: entry() }) });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    await userEvent.type(within(estimateForm()).getByLabelText('Postal code'), 'm5v2t6');
    expect(within(estimateForm()).getByText('Province: Ontario')).toBeInTheDocument();
    await estimate('m5v2t6', 'Toronto');
    expect(await screen.findByText('Estimated for Toronto, Ontario M5V 2T6')).toBeInTheDocument();
    expect(rate).toHaveBeenCalledWith({ postal_code: 'M5V 2T6', city: 'Toronto' });
    // $1.50 + $9.50 shipping; HST 13% of $11.00 = $1.43
    expect(summaryValue('Shipping')).toBe('$9.50');
    expect(summaryValue('Taxes')).toBe('$1.43');
    expect(summaryValue('Total')).toBe('$12.43');

    await userEvent.click(screen.getByRole('button', { name: 'Change the estimate address' }));
    expect(within(estimateForm()).getByLabelText('Postal code')).toHaveValue('m5v2t6');
    expect(within(estimateForm()).getByLabelText('Postal code')).toHaveFocus();
  });

  it('ships FREE above the free-shipping minimum and taxes the goods', async () => {
    setup({ storage: stored({ [FIXTURE_FISH_OIL.id]: entry({ amQty: 10, pmQty: 6 }) }) });
    await screen.findByRole('listitem', { name: FIXTURE_FISH_OIL.name });
    await estimate('K1A 0B1', 'Ottawa');
    await screen.findByText('Estimated for Ottawa, Ontario K1A 0B1');
    expect(summaryValue('Shipping')).toBe('FREE');
    expect(summaryValue('Taxes')).toBe('$9.36');
    expect(summaryValue('Total')).toBe('$81.36');
  });

  it('the trial campaign ships FREE; Quebec adds GST and QST', async () => {
    setup({
      storage: stored({ [FIXTURE_VITAMIN_D.id]: entry() }),
      campaign: 'trialprogram',
      rate: () =>
        Promise.resolve(
          shippingRateResponseFixture({ postal_code: 'H2X 1Y4', city: 'Montréal', province: 'QC' }),
        ),
    });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    expect(summaryValue('Shipping')).toBe('FREE');
    await estimate('H2X 1Y4', 'Montréal');
    await screen.findByText('Estimated for Montréal, Quebec H2X 1Y4');
    // GST 5% of $1.50 = $0.08 (half up), QST 9.975% = $0.15
    expect(summaryValue('Taxes')).toBe('$0.23');
    expect(summaryValue('Total')).toBe('$1.73');
  });

  it("shows the rate call's message when it fails and keeps 'To be calculated'", async () => {
    setup({
      storage: stored({ [FIXTURE_VITAMIN_D.id]: entry() }),
      rate: () =>
        Promise.reject(new ApiError(422, 'shipping.no-rate', 'We cannot ship to this postal code.')),
    });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    await estimate('T0H 0A0', 'High Level');
    expect(await screen.findByRole('alert')).toHaveTextContent('We cannot ship to this postal code.');
    expect(summaryValue('Shipping')).toBe('To be calculated');
    expect(summaryValue('Taxes')).toBe('To be calculated');
    expect(within(estimateForm()).getByLabelText('City')).toHaveValue('High Level');
  });

  it('lets a person choose between the Northwest Territories and Nunavut for an X code', async () => {
    const { cartStore } = setup({
      storage: stored({ [FIXTURE_VITAMIN_D.id]: entry() }),
      rate: () =>
        Promise.resolve(
          shippingRateResponseFixture({ postal_code: 'X0A 0H0', city: 'Iqaluit', province: 'NU' }),
        ),
    });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    await userEvent.type(within(estimateForm()).getByLabelText('Postal code'), 'X0A 0H0');
    const province = within(estimateForm()).getByLabelText('Province or territory');
    expect(province).toHaveValue('NU');
    await userEvent.selectOptions(province, 'Northwest Territories');
    await estimate('X0A 0H0', 'Iqaluit');
    await screen.findByText('Estimated for Iqaluit, Northwest Territories X0A 0H0');
    expect(cartStore.getState().cart.tempAddress.province).toBe('NT');
  });

  it('keeps the address across a reload and estimates again from it', async () => {
    const first = setup({ storage: stored({ [FIXTURE_VITAMIN_D.id]: entry() }) });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    await estimate('M5V 2T6', 'Toronto');
    await screen.findByText('Estimated for Toronto, Ontario M5V 2T6');
    first.unmount();

    const again = setup({ storage: first.storage.data });
    expect(await screen.findByText('Estimated for Toronto, Ontario M5V 2T6')).toBeInTheDocument();
    expect(again.rate).toHaveBeenCalledTimes(1);
    expect(summaryValue('Shipping')).toBe('$9.50');
    expect(summaryValue('Total')).toBe('$12.43');
  });
});

describe('cart page in French', () => {
  beforeEach(async () => {
    await loadFrench();
    await withCatalogue(Promise.resolve(), ['cart']);
  });
  afterEach(() => i18n.activate('en'));

  const value = (term: string) =>
    within(screen.getByLabelText('Résumé de la commande', { selector: 'dl' }))
      .getByText(term, { selector: 'dt' })
      .nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');

  it('writes the lines, the tiers and the totals in French, money as 1,50 $', async () => {
    setup({
      storage: stored(
        { [FIXTURE_VITAMIN_D.id]: entry({ reason: 'Os' }) },
        {
          [TIERS_STORAGE_KEY]: serializeTierState({
            firstName: 'Anne',
            selectedTier: 1,
            recommendedTier: 2,
            tiers: {
              1: [tierProduct(FIXTURE_VITAMIN_D, 'Os')],
              2: [tierProduct(FIXTURE_VITAMIN_D, 'Os'), tierProduct(FIXTURE_MAGNESIUM, 'Sommeil')],
              3: [],
            },
          }),
        },
      ),
    });
    const line = await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    expect(within(line).getByText('1,50 $ / mois')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: `Retirer ${FIXTURE_VITAMIN_D.name}` })).toHaveTextContent(
      'Retirer',
    );
    const tiers = screen.getByRole('group', { name: 'Niveaux de recommandation' });
    expect(within(tiers).getByRole('button', { name: 'Santé avancée (recommandé)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ajouter de Santé avancée…' })).toBeInTheDocument();
    expect(value('Sous-total')).toBe('1,50 $');
    expect(value('Livraison')).toBe('À calculer');
    expect(value('Taxes')).toBe('À calculer');
    expect(screen.getByRole('link', { name: 'Passer à la caisse' })).toBeInTheDocument();
  });

  it("says the coupon box's messages in French, and passes the server's French through", async () => {
    setup({
      storage: stored({ [FIXTURE_FISH_OIL.id]: entry({ amQty: 1, pmQty: 1 }) }),
      validate: (request): Promise<CouponValidateResponse> =>
        Promise.resolve(
          request.coupon === 'VIEUX'
            ? { status: 'invalid', code: 'coupon.expired', message: 'Ce coupon est expiré.', coupon: null }
            : { status: 'valid', message: 'OK', coupon: WELCOME10 },
        ),
    });
    await screen.findByRole('listitem', { name: FIXTURE_FISH_OIL.name });
    const form = screen.getByRole('form', { name: 'Coupon' });
    const apply = async (code: string) => {
      await userEvent.clear(within(form).getByLabelText('Code de coupon'));
      await userEvent.type(within(form).getByLabelText('Code de coupon'), code);
      await userEvent.click(within(form).getByRole('button', { name: 'Appliquer' }));
    };
    await apply('VIEUX');
    expect(await screen.findByText('Ce coupon est expiré.')).toBeInTheDocument();
    await apply('WELCOME10');
    expect(await screen.findByText('Coupon appliqué')).toBeInTheDocument();
    expect(value('Rabais')).toBe('-0,90 $');
    await apply('welcome10');
    expect(await screen.findByText('Le coupon a déjà été appliqué.')).toBeInTheDocument();
  });

  it('estimates with French province names and French field messages', async () => {
    setup({
      storage: stored({ [FIXTURE_VITAMIN_D.id]: entry() }),
      rate: () =>
        Promise.resolve(
          shippingRateResponseFixture({ postal_code: 'H2X 1Y4', city: 'Montréal', province: 'QC' }),
        ),
    });
    await screen.findByRole('listitem', { name: FIXTURE_VITAMIN_D.name });
    const form = screen.getByRole('form', { name: 'Estimer la livraison et les taxes' });
    await userEvent.click(within(form).getByRole('button', { name: 'Estimer' }));
    expect(within(form).getByLabelText('Code postal')).toHaveAccessibleDescription(
      'Veuillez entrer un code postal canadien valide.',
    );
    expect(within(form).getByLabelText('Ville')).toHaveAccessibleDescription('Veuillez entrer votre ville.');
    await userEvent.type(within(form).getByLabelText('Code postal'), 'H2X 1Y4');
    expect(within(form).getByText('Province : Québec')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Ville'), 'Montréal');
    await userEvent.click(within(form).getByRole('button', { name: 'Estimer' }));
    expect(await screen.findByText('Estimation pour Montréal, Québec H2X 1Y4')).toBeInTheDocument();
    expect(value('Livraison')).toMatch(/^\d+,\d\d \$$/);
  });
});
