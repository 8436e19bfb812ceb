import { type TaxListQuery, type TaxRuleResponse } from '@maplepack/api-contract';
import { formatRatePercent, type TaxRule } from '@maplepack/pricing';
import { CACHE_NAMESPACES, type MemoryCache } from '../../cache/memory-cache';
import { type TaxRepository, type TaxRuleRow } from '../../db/repositories/tax-repository';

function toTaxRuleResponse(row: TaxRuleRow): TaxRuleResponse {
  return {
    id: row.id,
    country: row.country,
    state: row.state,
    postcode: row.postcode,
    city: row.city,
    rate: formatRatePercent(row.ratePpm),
    name: row.name,
    priority: row.priority,
    compound: row.compound,
    shipping: row.shipping,
    order: row.ruleOrder,
    class: row.taxClass,
    effective_from: row.effectiveFrom,
    effective_to: row.effectiveTo,
  };
}

/** A stored rule as pricing reads it (the same fields; the rate is exact ppm in both). */
export function toPricingTaxRule(row: TaxRuleRow): TaxRule {
  return {
    country: row.country,
    state: row.state,
    postcode: row.postcode,
    city: row.city,
    ratePpm: row.ratePpm,
    name: row.name,
    priority: row.priority,
    compound: row.compound,
    shipping: row.shipping,
    order: row.ruleOrder,
    taxClass: row.taxClass,
  };
}

/** The tax rules in force on a day (default: today, from the injected clock); cached under 'taxes:'. */
export class TaxService {
  constructor(
    private readonly taxes: TaxRepository,
    private readonly cache: MemoryCache,
  ) {}

  list(query: TaxListQuery, todayIso: string): Promise<{ items: TaxRuleResponse[]; total: number }> {
    const date = query.date ?? todayIso;
    return this.cache.getOrLoad(
      `${CACHE_NAMESPACES.taxes}${date}:${query.page}:${query.per_page}`,
      async () => {
        const { rows, total } = await this.taxes.listInEffect(date, {
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        });
        return { items: rows.map(toTaxRuleResponse), total };
      },
    );
  }

  /**
   * Every rule in force on `dateIso`, as orders are taxed with them: the rows `GET /taxes` serves (an
   * operator's edit reaches prices and the list together), cached per day under 'taxes:'.
   */
  rulesInEffect(dateIso: string): Promise<TaxRule[]> {
    return this.cache.getOrLoad(`${CACHE_NAMESPACES.taxes}rules:${dateIso}`, async () =>
      (await this.taxes.allInEffect(dateIso)).map(toPricingTaxRule),
    );
  }
}
