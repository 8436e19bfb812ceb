import { CANADIAN_TAX_TABLE } from '@maplepack/pricing';
import { type Db } from '../client';
import { taxRules } from '../schema/taxes';

/** The seeded Canadian tax table with its effective dates (pricing's CANADIAN_TAX_TABLE). */
export async function seedTaxes(db: Db): Promise<number> {
  const inserted = await db
    .insert(taxRules)
    .values(
      CANADIAN_TAX_TABLE.map(({ rule, effectiveFrom, effectiveTo }) => ({
        country: rule.country,
        state: rule.state,
        postcode: rule.postcode,
        city: rule.city,
        ratePpm: rule.ratePpm,
        name: rule.name,
        priority: rule.priority,
        compound: rule.compound,
        shipping: rule.shipping,
        ruleOrder: rule.order,
        taxClass: rule.taxClass,
        effectiveFrom,
        effectiveTo,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: taxRules.id });
  return inserted.length;
}
