import {
  ADMIN_ERROR_CODES,
  ADMIN_SCHEDULE_ERROR_CODES,
  ADMIN_SCHEDULE_MESSAGES,
  CANADA_POST_METHOD,
  FREE_SHIPPING_METHOD,
  type AdminShippingResponse,
  type AdminShippingVersion,
  type AdminTaxRule,
  type AdminTaxRuleListQuery,
  type AdminTaxRuleRequest,
} from '@maplepack/api-contract';
import {
  formatRatePercent,
  planShippingChange,
  planTaxRuleChange,
  toDecimalString,
  type SchedulePlan,
  type ShippingScheduleChange,
  type TaxRule,
  type TaxRuleChange,
} from '@maplepack/pricing';
import { and, asc, count, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { CACHE_NAMESPACES, type MemoryCache } from '../../cache/memory-cache';
import { type Db } from '../../db/client';
import { toPricingTaxRule } from '../catalogue/tax-service';
import {
  shippingMethodVersions,
  shippingMethods,
  shippingRates,
  shippingSurchargeVersions,
} from '../../db/schema/shipping';
import { taxRules } from '../../db/schema/taxes';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type StaffSession } from './admin-auth-service';
import { recordAudit } from './audit-log';

type TaxRuleRow = typeof taxRules.$inferSelect;
type Status = AdminTaxRule['status'];

const statusOn = (row: { effectiveFrom: string; effectiveTo: string | null }, today: string): Status =>
  row.effectiveFrom > today
    ? 'scheduled'
    : row.effectiveTo !== null && row.effectiveTo < today
      ? 'past'
      : 'current';

export function toAdminTaxRule(row: TaxRuleRow, today: string): AdminTaxRule {
  return {
    id: row.id,
    country: row.country,
    state: row.state,
    name: row.name,
    rate: formatRatePercent(row.ratePpm),
    priority: row.priority,
    compound: row.compound,
    shipping: row.shipping,
    effective_from: row.effectiveFrom,
    effective_to: row.effectiveTo,
    status: statusOn(row, today),
  };
}

/** What the audit keeps of a rule: the fields staff set (the status is the day's reading). */
const auditedRule = (row: TaxRuleRow) => {
  const { status: _status, ...fields } = toAdminTaxRule(row, row.effectiveFrom);
  return fields;
};

/** The request as the pricing lib's rule (this shop's rules are Canadian, of the standard class, for every postcode and city). */
const requestedRule = (body: AdminTaxRuleRequest): TaxRule => ({
  country: 'CA',
  state: body.state,
  postcode: '',
  city: '',
  ratePpm: body.rate,
  name: body.name.trim(),
  priority: body.priority,
  compound: body.compound,
  shipping: body.shipping,
  order: 0,
  taxClass: 'standard',
});

const taxRefusal = (message: string) =>
  errorAnswer(
    400,
    ADMIN_SCHEDULE_ERROR_CODES.taxRuleInvalid,
    `${ADMIN_SCHEDULE_MESSAGES.taxRuleInvalid} ${message}`,
  );
const shippingRefusal = (message: string) =>
  errorAnswer(
    400,
    ADMIN_SCHEDULE_ERROR_CODES.shippingInvalid,
    `${ADMIN_SCHEDULE_MESSAGES.shippingInvalid} ${message}`,
  );

export interface AdminScheduleDeps {
  cache: MemoryCache;
}

/**
 * The catalogue role's tax rules and shipping settings with effective dates (issue 18). Each change is
 * checked by the pricing lib's schedules on the shop's day, written with its audit entry in one
 * transaction (the rows of the schedule locked, so two staff cannot overlap two rules), then this
 * process's 'taxes:' or 'shipping:' cache is cleared: the next price computed here uses it, other
 * instances within the cache's TTL.
 */
export class AdminScheduleService {
  constructor(
    private readonly db: Db,
    private readonly deps: AdminScheduleDeps,
  ) {}

  async listTaxRules(
    query: AdminTaxRuleListQuery,
    today: string,
  ): Promise<{ rules: AdminTaxRule[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (query.state !== undefined) conditions.push(eq(taxRules.state, query.state));
    if (query.on !== undefined)
      conditions.push(
        and(
          lte(taxRules.effectiveFrom, query.on),
          or(isNull(taxRules.effectiveTo), gte(taxRules.effectiveTo, query.on)),
        ),
      );
    const where = and(...conditions);
    const [total] = await this.db.select({ total: count() }).from(taxRules).where(where);
    const rows = await this.db
      .select()
      .from(taxRules)
      .where(where)
      .orderBy(
        asc(taxRules.state),
        asc(taxRules.priority),
        asc(taxRules.name),
        asc(taxRules.effectiveFrom),
        asc(taxRules.id),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return { rules: rows.map((row) => toAdminTaxRule(row, today)), total: total?.total ?? 0 };
  }

  /** POST (id undefined: a new rule), PUT (an edit of a rule not in force yet) and end. */
  async changeTaxRule(
    request:
      | { kind: 'add'; body: AdminTaxRuleRequest }
      | { kind: 'edit'; id: number; body: AdminTaxRuleRequest }
      | { kind: 'end'; id: number; effectiveTo: string },
    by: StaffSession,
    ip: string,
    now: Date,
    today: string,
  ): Promise<HttpAnswer> {
    const outcome = await this.db.transaction(async (tx) => {
      const rows = await tx.select().from(taxRules).orderBy(asc(taxRules.id)).for('update');
      const before = request.kind === 'add' ? undefined : rows.find((row) => row.id === request.id);
      if (request.kind !== 'add' && before === undefined) return { kind: 'not-found' as const };
      const change: TaxRuleChange =
        request.kind === 'end'
          ? { kind: 'end', id: request.id, effectiveTo: request.effectiveTo }
          : {
              ...(request.kind === 'edit'
                ? { kind: 'edit' as const, id: request.id }
                : { kind: 'add' as const }),
              rule: requestedRule(request.body),
              effectiveFrom: request.body.effective_from,
              effectiveTo: request.body.effective_to,
            };
      const plan = planTaxRuleChange(
        rows.map((row) => ({
          id: row.id,
          rule: toPricingTaxRule(row),
          effectiveFrom: row.effectiveFrom,
          effectiveTo: row.effectiveTo,
        })),
        change,
        today,
      );
      if (!plan.ok) return { kind: 'invalid' as const, message: plan.message };
      const ended: { before: ReturnType<typeof auditedRule>; after: ReturnType<typeof auditedRule> }[] = [];
      for (const end of plan.ends) {
        const [after] = await tx
          .update(taxRules)
          .set({ effectiveTo: end.effectiveTo })
          .where(eq(taxRules.id, end.id))
          .returning();
        const old = rows.find((row) => row.id === end.id);
        if (after !== undefined && old !== undefined)
          ended.push({ before: auditedRule(old), after: auditedRule(after) });
      }
      let saved: TaxRuleRow | undefined;
      if (change.kind === 'add' || change.kind === 'edit') {
        const values = {
          country: change.rule.country,
          state: change.rule.state,
          postcode: '',
          city: '',
          ratePpm: change.rule.ratePpm,
          name: change.rule.name,
          priority: change.rule.priority,
          compound: change.rule.compound,
          shipping: change.rule.shipping,
          ruleOrder: 0,
          taxClass: 'standard',
          effectiveFrom: change.effectiveFrom,
          effectiveTo: change.effectiveTo,
        };
        [saved] =
          change.kind === 'add'
            ? await tx.insert(taxRules).values(values).returning()
            : await tx.update(taxRules).set(values).where(eq(taxRules.id, change.id)).returning();
      } else {
        saved = await tx
          .select()
          .from(taxRules)
          .where(eq(taxRules.id, change.id))
          .then((found) => found[0]);
      }
      if (saved === undefined) throw new Error('the tax rule was not written');
      await recordAudit(tx, {
        at: now,
        staffId: by.staffId,
        action:
          request.kind === 'add'
            ? 'tax-rule.created'
            : request.kind === 'edit'
              ? 'tax-rule.updated'
              : 'tax-rule.ended',
        targetType: 'tax-rule',
        targetId: saved.id,
        before: before === undefined ? null : auditedRule(before),
        after: { ...auditedRule(saved), ...(ended.length === 0 || request.kind === 'end' ? {} : { ended }) },
        ip,
      });
      return { kind: 'saved' as const, rule: toAdminTaxRule(saved, today) };
    });
    if (outcome.kind === 'not-found')
      return errorAnswer(404, ADMIN_ERROR_CODES.notFound, ADMIN_SCHEDULE_MESSAGES.taxRuleNotFound);
    if (outcome.kind === 'invalid') return taxRefusal(outcome.message);
    this.deps.cache.invalidate(CACHE_NAMESPACES.taxes);
    return { status: request.kind === 'add' ? 201 : 200, body: outcome.rule };
  }

  async shipping(today: string): Promise<AdminShippingResponse> {
    const methods = await this.db.select().from(shippingMethods).orderBy(asc(shippingMethods.methodOrder));
    const methodVersions = await this.db
      .select()
      .from(shippingMethodVersions)
      .orderBy(asc(shippingMethodVersions.effectiveFrom), asc(shippingMethodVersions.id));
    const areas = await this.db.select().from(shippingRates).orderBy(asc(shippingRates.prefix));
    const surcharges = await this.db
      .select()
      .from(shippingSurchargeVersions)
      .orderBy(asc(shippingSurchargeVersions.effectiveFrom), asc(shippingSurchargeVersions.id));
    const version = (
      row: { id: number; effectiveFrom: string; effectiveTo: string | null },
      cents: number | null,
    ): AdminShippingVersion => ({
      id: row.id,
      amount: toDecimalString(cents ?? 0),
      effective_from: row.effectiveFrom,
      effective_to: row.effectiveTo,
      status: statusOn(row, today),
    });
    return {
      today,
      methods: methods
        .filter(
          (m) =>
            m.instanceId === CANADA_POST_METHOD.instanceId ||
            m.instanceId === FREE_SHIPPING_METHOD.instanceId,
        )
        .map((m) => {
          const setting =
            m.instanceId === CANADA_POST_METHOD.instanceId ? ('cost' as const) : ('min_amount' as const);
          return {
            instance_id: m.instanceId,
            title: m.title,
            setting,
            versions: methodVersions
              .filter((v) => v.instanceId === m.instanceId)
              .map((v) => version(v, setting === 'cost' ? v.costCents : v.minAmountCents)),
          };
        }),
      surcharges: areas.map((area) => ({
        prefix: area.prefix,
        area: area.area,
        label: area.label,
        versions: surcharges.filter((s) => s.prefix === area.prefix).map((s) => version(s, s.extraFeeCents)),
      })),
    };
  }

  /** A new cost, threshold or surcharge from a date, or the end of one; audited; the 'shipping:' cache cleared. */
  async changeShipping(
    request:
      | { kind: 'add-method'; instanceId: number; amountCents: number; effectiveFrom: string }
      | { kind: 'add-surcharge'; prefix: string; amountCents: number; effectiveFrom: string }
      | { kind: 'end-method'; id: number; effectiveTo: string }
      | { kind: 'end-surcharge'; id: number; effectiveTo: string },
    by: StaffSession,
    ip: string,
    now: Date,
    today: string,
  ): Promise<HttpAnswer> {
    const outcome = await this.db.transaction(async (tx) => {
      const methods = await tx
        .select()
        .from(shippingMethodVersions)
        .orderBy(asc(shippingMethodVersions.id))
        .for('update');
      const surcharges = await tx
        .select()
        .from(shippingSurchargeVersions)
        .orderBy(asc(shippingSurchargeVersions.id))
        .for('update');
      const prefix = request.kind === 'add-surcharge' ? request.prefix.replace(/\s+/g, '').toUpperCase() : '';
      if (
        (request.kind === 'add-method' &&
          request.instanceId !== CANADA_POST_METHOD.instanceId &&
          request.instanceId !== FREE_SHIPPING_METHOD.instanceId) ||
        (request.kind === 'end-method' && !methods.some((m) => m.id === request.id)) ||
        (request.kind === 'end-surcharge' && !surcharges.some((s) => s.id === request.id))
      )
        return { kind: 'not-found' as const };
      if (request.kind === 'add-surcharge') {
        const [area] = await tx.select().from(shippingRates).where(eq(shippingRates.prefix, prefix));
        if (area === undefined) return { kind: 'not-found' as const };
      }
      const change: ShippingScheduleChange =
        request.kind === 'add-method'
          ? request
          : request.kind === 'add-surcharge'
            ? {
                kind: 'add-surcharge',
                prefix,
                extraFeeCents: request.amountCents,
                effectiveFrom: request.effectiveFrom,
              }
            : request;
      const plan: SchedulePlan = planShippingChange(
        { methods, surcharges, rateMethodId: CANADA_POST_METHOD.instanceId },
        change,
        today,
      );
      if (!plan.ok) return { kind: 'invalid' as const, message: plan.message };
      const onMethods = request.kind === 'add-method' || request.kind === 'end-method';
      const table = onMethods ? shippingMethodVersions : shippingSurchargeVersions;
      const ends: { id: number; before: string | null; after: string }[] = [];
      for (const end of plan.ends) {
        const old = (onMethods ? methods : surcharges).find((row) => row.id === end.id);
        await tx.update(table).set({ effectiveTo: end.effectiveTo }).where(eq(table.id, end.id));
        ends.push({ id: end.id, before: old?.effectiveTo ?? null, after: end.effectiveTo });
      }
      let targetId: number;
      let after: Record<string, unknown>;
      if (request.kind === 'add-method') {
        const cost = request.instanceId === CANADA_POST_METHOD.instanceId;
        const [row] = await tx
          .insert(shippingMethodVersions)
          .values({
            instanceId: request.instanceId,
            costCents: cost ? request.amountCents : null,
            minAmountCents: cost ? null : request.amountCents,
            effectiveFrom: request.effectiveFrom,
          })
          .returning();
        if (row === undefined) throw new Error('the shipping version was not written');
        targetId = row.id;
        after = {
          method: request.instanceId,
          setting: cost ? 'cost' : 'min_amount',
          amount: toDecimalString(request.amountCents),
          effective_from: request.effectiveFrom,
          ended: ends,
        };
      } else if (request.kind === 'add-surcharge') {
        const [row] = await tx
          .insert(shippingSurchargeVersions)
          .values({ prefix, extraFeeCents: request.amountCents, effectiveFrom: request.effectiveFrom })
          .returning();
        if (row === undefined) throw new Error('the shipping version was not written');
        targetId = row.id;
        after = {
          prefix,
          amount: toDecimalString(request.amountCents),
          effective_from: request.effectiveFrom,
          ended: ends,
        };
      } else {
        targetId = request.id;
        after = { kind: onMethods ? 'method' : 'surcharge', ...(ends[0] ?? {}) };
      }
      await recordAudit(tx, {
        at: now,
        staffId: by.staffId,
        action: request.kind.startsWith('add') ? 'shipping.scheduled' : 'shipping.ended',
        targetType: onMethods ? 'shipping-method-version' : 'shipping-surcharge-version',
        targetId,
        before: null,
        after,
        ip,
      });
      return { kind: 'saved' as const };
    });
    if (outcome.kind === 'not-found')
      return errorAnswer(404, ADMIN_ERROR_CODES.notFound, ADMIN_SCHEDULE_MESSAGES.shippingNotFound);
    if (outcome.kind === 'invalid') return shippingRefusal(outcome.message);
    this.deps.cache.invalidate(CACHE_NAMESPACES.shipping);
    return { status: request.kind.startsWith('add') ? 201 : 200, body: await this.shipping(today) };
  }
}
