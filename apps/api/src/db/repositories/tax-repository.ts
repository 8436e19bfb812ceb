import { and, asc, count, gte, isNull, lte, or } from 'drizzle-orm';
import { type Db } from '../client';
import { taxRules } from '../schema/taxes';

export type TaxRuleRow = typeof taxRules.$inferSelect;

const inEffectOn = (dateIso: string) =>
  and(
    lte(taxRules.effectiveFrom, dateIso),
    or(isNull(taxRules.effectiveTo), gte(taxRules.effectiveTo, dateIso)),
  );

const WOO_ORDER = [
  asc(taxRules.country),
  asc(taxRules.state),
  asc(taxRules.priority),
  asc(taxRules.ruleOrder),
  asc(taxRules.id),
];

export class TaxRepository {
  constructor(private readonly db: Db) {}

  /** Every rule in force on `dateIso` (YYYY-MM-DD), in WooCommerce's order: what orders are taxed with. */
  async allInEffect(dateIso: string): Promise<TaxRuleRow[]> {
    return await this.db
      .select()
      .from(taxRules)
      .where(inEffectOn(dateIso))
      .orderBy(...WOO_ORDER);
  }

  /** One page of the rules in force on `dateIso` (YYYY-MM-DD), in WooCommerce's order. */
  async listInEffect(
    dateIso: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: TaxRuleRow[]; total: number }> {
    const condition = inEffectOn(dateIso);
    const [totalRow] = await this.db.select({ total: count() }).from(taxRules).where(condition);
    const rows = await this.db
      .select()
      .from(taxRules)
      .where(condition)
      .orderBy(...WOO_ORDER)
      .limit(page.limit)
      .offset(page.offset);
    return { rows, total: totalRow?.total ?? 0 };
  }
}
