import {
  type CategoryResponse,
  type CouponResponse,
  type ProductResponse,
  type ShippingRateResponse,
  type TaxRuleResponse,
} from '@maplepack/api-contract';
import { type Scheduler, type TimerHandle } from './scheduler';

/** A scheduler whose time moves only when a test says so. */
export interface ManualScheduler extends Scheduler {
  /** Runs every timer due within `ms`, in time order, then sets the clock forward. */
  advance(ms: number): void;
  /** Milliseconds since the scheduler was made. */
  now(): number;
  /** Timers not yet run or cleared. */
  pendingTimers(): number;
}

export function createManualScheduler(): ManualScheduler {
  let nowMs = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback, delayMs): TimerHandle {
      const id = nextId++;
      timers.set(id, { at: nowMs + Math.max(0, delayMs), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = nowMs + ms;
      for (;;) {
        // Earliest first; equal times in the order they were set (ids grow).
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
        if (due === undefined) break;
        const [id, timer] = due;
        timers.delete(id);
        nowMs = timer.at;
        timer.callback();
      }
      nowMs = until;
    },
    now: () => nowMs,
    pendingTimers: () => timers.size,
  };
}

/** A product response as the API writes it (id 11, a vitamin); override any field. */
export function productResponseFixture(overrides: Partial<ProductResponse> = {}): ProductResponse {
  return {
    id: 11,
    name: 'Vitamin D3',
    slug: 'vitamin-d3',
    status: 'publish',
    price: '4.50',
    regular_price: '4.50',
    categories: [{ id: 46, name: 'Vitamins' }],
    stock_status: 'instock',
    related_ids: [12],
    acf: {
      minmax_no_of_pills: { min_no_of_pills: 1, max_no_of_pills: 2 },
      standard_dose_amount: { standard_dose_am: 1, standard_dose_pm: 0 },
      manufacturer: 'Maple Labs',
    },
    description: 'Vitamin D3 1000 IU.',
    npn: '80012345',
    allergens: [],
    diet: { vegan: false, vegetarian: true },
    nutrients: {},
    ingredients: [],
    ...overrides,
  };
}

export function categoryResponseFixture(overrides: Partial<CategoryResponse> = {}): CategoryResponse {
  return { id: 46, name: 'Vitamins', slug: 'vitamins', color: '#f5a623', count: 12, ...overrides };
}

export function taxRuleResponseFixture(overrides: Partial<TaxRuleResponse> = {}): TaxRuleResponse {
  return {
    id: 1,
    country: 'CA',
    state: 'ON',
    postcode: '',
    city: '',
    rate: '13.0000',
    name: 'HST',
    priority: 1,
    compound: false,
    shipping: true,
    order: 0,
    class: 'standard',
    effective_from: '2010-07-01',
    effective_to: null,
    ...overrides,
  };
}

export function shippingRateResponseFixture(
  overrides: Partial<ShippingRateResponse> = {},
): ShippingRateResponse {
  return {
    postal_code: 'M5V 2T6',
    city: 'Toronto',
    province: 'ON',
    rate: '9.50',
    extra_fee: '0.00',
    area: 'standard',
    method_id: '3',
    method_title: 'Canada Post',
    ...overrides,
  };
}

export function couponResponseFixture(overrides: Partial<CouponResponse> = {}): CouponResponse {
  return {
    id: 1,
    code: 'welcome10',
    amount: '10.00',
    discount_type: 'percent',
    description: 'Welcome',
    free_shipping: false,
    individual_use: false,
    product_ids: [],
    excluded_product_ids: [],
    product_categories: [],
    excluded_product_categories: [],
    minimum_amount: '0.00',
    maximum_amount: '0.00',
    date_expires: null,
    ...overrides,
  };
}
