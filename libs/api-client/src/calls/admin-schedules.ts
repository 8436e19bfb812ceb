import {
  adminEndRequestSchema,
  adminShippingMethodVersionRequestSchema,
  adminShippingResponseSchema,
  adminShippingSurchargeRequestSchema,
  adminTaxRuleFilterSchema,
  adminTaxRuleListResponseSchema,
  adminTaxRuleRequestSchema,
  adminTaxRuleSchema,
  type AdminShippingResponse,
  type AdminTaxRule,
  type AdminTaxRuleListResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type AdminTaxRuleListParams = z.input<typeof adminTaxRuleFilterSchema>;
export type AdminTaxRuleBody = z.input<typeof adminTaxRuleRequestSchema>;
export type AdminShippingAmountBody = z.input<typeof adminShippingMethodVersionRequestSchema>;
export type AdminSurchargeBody = z.input<typeof adminShippingSurchargeRequestSchema>;

const end = (effectiveTo: string) => ({
  schema: adminEndRequestSchema,
  value: { effective_to: effectiveTo },
});

/** The back office's tax rules and shipping settings with effective dates (the catalogue role). */
export function adminScheduleCalls(http: Http) {
  return {
    /** GET /admin/tax-rules: by province and by the day they are in force. */
    async taxRules(
      query: AdminTaxRuleListParams = {},
      options?: CallOptions,
    ): Promise<AdminTaxRuleListResponse> {
      const value = Object.fromEntries(
        Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
      ) as AdminTaxRuleListParams;
      const received = await http(
        {
          method: 'GET',
          path: 'admin/tax-rules',
          response: adminTaxRuleListResponseSchema,
          query: { schema: adminTaxRuleFilterSchema, value },
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/tax-rules (id null: a new dated rule) or PUT /admin/tax-rules/{id} (a rule not in force yet). */
    async saveTaxRule(
      id: number | null,
      body: AdminTaxRuleBody,
      options?: CallOptions,
    ): Promise<AdminTaxRule> {
      const received = await http(
        id === null
          ? {
              method: 'POST',
              path: 'admin/tax-rules',
              response: adminTaxRuleSchema,
              body: { schema: adminTaxRuleRequestSchema, value: body },
            }
          : {
              method: 'PUT',
              path: `admin/tax-rules/${id}`,
              response: adminTaxRuleSchema,
              body: { schema: adminTaxRuleRequestSchema, value: body },
            },
        options,
      );
      return received.data;
    },

    /** POST /admin/tax-rules/{id}/end: its last day in force. */
    async endTaxRule(id: number, effectiveTo: string, options?: CallOptions): Promise<AdminTaxRule> {
      const received = await http(
        {
          method: 'POST',
          path: `admin/tax-rules/${id}/end`,
          response: adminTaxRuleSchema,
          body: end(effectiveTo),
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/shipping: every version of the costs, thresholds and surcharges. */
    async shippingSchedule(options?: CallOptions): Promise<AdminShippingResponse> {
      const received = await http(
        { method: 'GET', path: 'admin/shipping', response: adminShippingResponseSchema },
        options,
      );
      return received.data;
    },

    /** POST /admin/shipping/methods/{instanceId}/versions: a new cost or threshold from a date. */
    async scheduleShippingAmount(
      instanceId: number,
      body: AdminShippingAmountBody,
      options?: CallOptions,
    ): Promise<AdminShippingResponse> {
      const received = await http(
        {
          method: 'POST',
          path: `admin/shipping/methods/${instanceId}/versions`,
          response: adminShippingResponseSchema,
          body: { schema: adminShippingMethodVersionRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/shipping/surcharges: a new surcharge for a postal prefix from a date. */
    async scheduleSurcharge(body: AdminSurchargeBody, options?: CallOptions): Promise<AdminShippingResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'admin/shipping/surcharges',
          response: adminShippingResponseSchema,
          body: { schema: adminShippingSurchargeRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/shipping/{method|surcharge}-versions/{id}/end: a version's last day in force. */
    async endShippingVersion(
      kind: 'method' | 'surcharge',
      id: number,
      effectiveTo: string,
      options?: CallOptions,
    ): Promise<AdminShippingResponse> {
      const received = await http(
        {
          method: 'POST',
          path: `admin/shipping/${kind}-versions/${id}/end`,
          response: adminShippingResponseSchema,
          body: end(effectiveTo),
        },
        options,
      );
      return received.data;
    },
  };
}

export type AdminScheduleCalls = ReturnType<typeof adminScheduleCalls>;
