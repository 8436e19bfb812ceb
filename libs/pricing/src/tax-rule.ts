import { z } from 'zod';
import { PPM_PER_PERCENT, ratePercentStringSchema, ratePpmSchema } from './rate';

// Every zod schema here is built in a `/* @__PURE__ */` closure: an app that imports only functions
// (priceOrder) drops the schemas it never reads, and zod with them (tools/packages).

/**
 * A tax rule as WooCommerce keeps it (spec §3 Tax rule), with the rate as exact ppm. Empty
 * country, state, postcode or city match every address.
 */
export const taxRuleSchema = /* @__PURE__ */ (() =>
  z.object({
    country: z.string(),
    state: z.string(),
    /** '' or a ';'-separated list; an entry ending in '*' matches postcodes that start with it. */
    postcode: z.string(),
    /** '' or a ';'-separated list of city names. */
    city: z.string(),
    ratePpm: ratePpmSchema,
    name: z.string(),
    priority: z.number().int(),
    compound: z.boolean(),
    /** Whether the rule also taxes the shipping charge. */
    shipping: z.boolean(),
    order: z.number().int(),
    taxClass: z.string(),
  }))();
export type TaxRule = z.infer<typeof taxRuleSchema>;

/** A tax rule as WooCommerce and the shop API write it ("rate": "13.0000", "class"). */
export const wooTaxRuleSchema = /* @__PURE__ */ (() =>
  z
    .object({
      country: z.string().default(''),
      state: z.string().default(''),
      postcode: z.string().default(''),
      city: z.string().default(''),
      rate: ratePercentStringSchema,
      name: z.string(),
      priority: z.number().int().default(1),
      compound: z.boolean().default(false),
      shipping: z.boolean().default(true),
      order: z.number().int().default(0),
      class: z.string().default('standard'),
    })
    .transform(
      (woo): TaxRule => ({
        country: woo.country,
        state: woo.state,
        postcode: woo.postcode,
        city: woo.city,
        ratePpm: woo.rate,
        name: woo.name,
        priority: woo.priority,
        compound: woo.compound,
        shipping: woo.shipping,
        order: woo.order,
        taxClass: woo.class,
      }),
    ))();
export type WooTaxRuleInput = z.input<typeof wooTaxRuleSchema>;

/**
 * The rule used when none matches (spec §3): CA, 15.0000, 'HST (15%)', priority 1, standard, not
 * compound. The spec does not say whether it taxes shipping; HST does, so it does.
 */
export const DEFAULT_TAX_RULE: TaxRule = {
  country: 'CA',
  state: '',
  postcode: '',
  city: '',
  ratePpm: 15 * PPM_PER_PERCENT,
  name: 'HST (15%)',
  priority: 1,
  compound: false,
  shipping: true,
  order: 0,
  taxClass: 'standard',
};

/** Where the order ships. Country is always CA in this shop; postcode and city are optional. */
export interface TaxLocation {
  country: string;
  state: string;
  postcode?: string | undefined;
  city?: string | undefined;
}

const same = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();
const entries = (list: string): string[] =>
  list
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
const compact = (postcode: string): string => postcode.replace(/\s+/g, '').toUpperCase();

function postcodeMatches(rule: string, postcode: string | undefined): boolean {
  const wanted = entries(rule);
  if (wanted.length === 0) return true;
  if (postcode === undefined || postcode.trim() === '') return false;
  const code = compact(postcode);
  return wanted.some((entry) =>
    entry.endsWith('*') ? code.startsWith(compact(entry.slice(0, -1))) : code === compact(entry),
  );
}

function cityMatches(rule: string, city: string | undefined): boolean {
  const wanted = entries(rule);
  if (wanted.length === 0) return true;
  return city !== undefined && wanted.some((entry) => same(entry, city));
}

/** Our products are all of the standard tax class, which WooCommerce writes as 'standard' or ''. */
export function isStandardClass(taxClass: string): boolean {
  return taxClass.trim() === '' || same(taxClass, 'standard');
}

/** Whether one rule matches the location: each non-empty field must match, case-insensitively. */
export function taxRuleMatches(rule: TaxRule, location: TaxLocation): boolean {
  return (
    isStandardClass(rule.taxClass) &&
    (rule.country.trim() === '' || same(rule.country, location.country)) &&
    (rule.state.trim() === '' || same(rule.state, location.state)) &&
    postcodeMatches(rule.postcode, location.postcode) &&
    cityMatches(rule.city, location.city)
  );
}

/**
 * The rules that apply to a location (CONTRACTS §1): matching rules sorted by priority then
 * `order` (then list position); for each priority only the first applies. When none matches, the
 * default CA 15% HST rule applies.
 */
export function selectTaxRules(rules: readonly TaxRule[], location: TaxLocation): TaxRule[] {
  const matching = rules
    .map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => taxRuleMatches(rule, location))
    .sort((a, b) => a.rule.priority - b.rule.priority || a.rule.order - b.rule.order || a.index - b.index);
  const chosen: TaxRule[] = [];
  for (const { rule } of matching) {
    if (!chosen.some((other) => other.priority === rule.priority)) chosen.push(rule);
  }
  return chosen.length > 0 ? chosen : [DEFAULT_TAX_RULE];
}
