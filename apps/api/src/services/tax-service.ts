import { type TaxListQuery, type TaxRuleResponse } from '@maplepack/api-contract';
import { formatRatePercent } from '@maplepack/pricing';
import { CACHE_NAMESPACES, type MemoryCache } from '../cache/memory-cache';
import { type TaxRepository, type TaxRuleRow } from '../db/repositories/tax-repository';

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
}
