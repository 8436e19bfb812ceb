import { type ApiClient, GENERIC_ERROR_MESSAGE, isApiError } from '@maplepack/api-client';
import { FREE_SHIPPING_METHOD, FREE_SHIPPING_ZONE_ID } from '@maplepack/api-contract';
import { type ShippingSettings, type TaxRule, wooTaxRuleSchema } from '@maplepack/pricing';
import { createStore, type StoreApi } from 'zustand';
import {
  type EstimateAddress,
  type EstimateFieldErrors,
  type EstimateForm,
  freeShippingMinCents,
  parseEstimateForm,
  savedProvince,
  shippingSettingsOf,
} from '../shipping-estimate';
import { type CartStoreState } from '../../../stores/cart-store';

/** The calls and state the estimate needs; the cart route passes its api client and cart store. */
export interface ShippingEstimateDeps {
  shipping: Pick<ApiClient['shipping'], 'rate' | 'method'>;
  /** GET /taxes: the rules the shop charges with today (the database's, not a copy in the bundle). */
  taxes: Pick<ApiClient['taxes'], 'list'>;
  cart: StoreApi<CartStoreState>;
}

/** A priced estimate: the address it is for, pricing's shipping settings and the shop's tax rules. */
export interface ShippingEstimate {
  address: EstimateAddress;
  settings: ShippingSettings;
  /** The tax rules in force today, as GET /taxes serves them. */
  taxRules: TaxRule[];
}

export interface ShippingEstimateState {
  /** True while a rate is being asked for. */
  estimating: boolean;
  /** The current estimate; null until one succeeds, and again after a failed one. */
  estimate: ShippingEstimate | null;
  /** True while the form shows (no estimate yet, or the person chose Change). */
  editing: boolean;
  fieldErrors: EstimateFieldErrors;
  /** The rate call's failure message (spec §8: the message is shown), null otherwise. */
  failure: string | null;
  /** The free-shipping min_amount in cents, fetched once per session; undefined until fetched. */
  freeShippingMinCents: number | null | undefined;
  /** The shop's tax rules in force, fetched once per session; undefined until fetched. */
  taxRules: TaxRule[] | undefined;
  /** Checks the form, keeps it in the cart's tempAddress, and asks for the rate. */
  submit: (form: EstimateForm) => Promise<void>;
  /** Shows the form again with the estimated address in it. */
  change: () => void;
  /** Re-estimates once from the cart's saved tempAddress (after a reload), when it holds a valid address. */
  restore: () => Promise<void>;
}

/** The largest page GET /taxes serves (the contract's per_page maximum). */
const TAX_RULES_PAGE = 100;

function failureMessage(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}

/**
 * The cart page's shipping-and-taxes estimate (spec §4 Totals, §7 shipping-rate, §8). The rate is
 * asked per address; the free-shipping minimum and the shop's tax rules once per session. Only the latest request's answer
 * is used, so a slow earlier answer never overwrites a newer address.
 */
export function createShippingEstimateStore(deps: ShippingEstimateDeps): StoreApi<ShippingEstimateState> {
  let latest = 0;
  let restored = false;

  return createStore<ShippingEstimateState>()((set, get) => {
    async function minimum(): Promise<number | null> {
      const cached = get().freeShippingMinCents;
      if (cached !== undefined) return cached;
      const method = await deps.shipping.method(FREE_SHIPPING_ZONE_ID, FREE_SHIPPING_METHOD.instanceId);
      const minCents = freeShippingMinCents(method);
      set({ freeShippingMinCents: minCents });
      return minCents;
    }

    async function taxRules(): Promise<TaxRule[]> {
      const cached = get().taxRules;
      if (cached !== undefined) return cached;
      // Every rule in force fits one page (a rule per province or territory, and a few more).
      const page = await deps.taxes.list({ per_page: TAX_RULES_PAGE });
      const rules = page.items.map((rule) => wooTaxRuleSchema.parse(rule));
      set({ taxRules: rules });
      return rules;
    }

    async function estimate(address: EstimateAddress): Promise<void> {
      const request = ++latest;
      set({ estimating: true, failure: null, fieldErrors: {} });
      try {
        const [rate, minCents, rules] = await Promise.all([
          deps.shipping.rate({ postal_code: address.postal, city: address.city }),
          minimum(),
          taxRules(),
        ]);
        if (request !== latest) return;
        set({
          estimate: { address, settings: shippingSettingsOf(rate, minCents), taxRules: rules },
          editing: false,
          estimating: false,
        });
      } catch (error) {
        if (request !== latest) return;
        set({ estimate: null, editing: true, estimating: false, failure: failureMessage(error) });
      }
    }

    return {
      estimating: false,
      estimate: null,
      editing: true,
      fieldErrors: {},
      failure: null,
      freeShippingMinCents: undefined,
      taxRules: undefined,

      submit: async (form) => {
        restored = true; // a person's own entry wins over the saved one
        const parsed = parseEstimateForm(form);
        if (!parsed.ok) {
          set({ fieldErrors: parsed.errors, failure: null });
          return;
        }
        const { postal, city, province } = parsed.address;
        deps.cart
          .getState()
          .update((cart) => ({ ...cart, tempAddress: { ...cart.tempAddress, postal, city, province } }));
        await estimate(parsed.address);
      },

      change: () => set({ editing: true, fieldErrors: {}, failure: null }),

      restore: async () => {
        if (restored) return;
        restored = true;
        const saved = deps.cart.getState().cart.tempAddress;
        const parsed = parseEstimateForm({
          postal: saved.postal,
          city: saved.city,
          province: savedProvince(saved.province),
        });
        if (parsed.ok) await estimate(parsed.address);
      },
    };
  });
}
