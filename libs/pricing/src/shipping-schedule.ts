import { addCalendarDays } from '@maplepack/calendar';
import {
  applySchedulePlan,
  inForceOn,
  planScheduleChange,
  type DatedVersion,
  type SchedulePlan,
} from './dated-schedule';
import { type ShippingSettings } from './shipping';

/** A dated version of a shipping method's money settings: Canada Post's cost, free shipping's threshold. */
export interface DatedMethodSettings {
  id: number;
  instanceId: number;
  costCents: number | null;
  minAmountCents: number | null;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** A dated version of a postal-prefix surcharge: what is added to the cost, and still charged when shipping is free. */
export interface DatedSurcharge {
  id: number;
  /** The start of a postal code ('' matches every code); the longest prefix in force wins. */
  prefix: string;
  extraFeeCents: number;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** The most staff may set as a cost, a threshold or a surcharge ($1,000.00): a higher figure is a typo. */
export const MAX_SHIPPING_AMOUNT_CENTS = 100_000;

/** What the settings on a day come from: the dated versions and which methods are which. */
export interface ShippingScheduleInput {
  methods: readonly DatedMethodSettings[];
  surcharges: readonly DatedSurcharge[];
  /** Canada Post's instance: its cost is the base rate. */
  rateMethodId: number;
  /** Free shipping's instance, or null when the method is disabled. */
  freeMethodId: number | null;
}

export type ShippingOnDay =
  | { ok: true; settings: ShippingSettings; surcharge: DatedSurcharge | null }
  | { ok: false; reason: 'no-cost' };

const compact = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

/** The surcharge in force on `day` for a postal code: the longest matching prefix, or undefined. */
export function surchargeOn(
  surcharges: readonly DatedSurcharge[],
  postalCode: string,
  day: string,
): DatedSurcharge | undefined {
  const code = compact(postalCode);
  let best: DatedSurcharge | undefined;
  for (const surcharge of surcharges) {
    const prefix = compact(surcharge.prefix);
    if (!inForceOn(surcharge, day) || !code.startsWith(prefix)) continue;
    if (best === undefined || prefix.length > compact(best.prefix).length) best = surcharge;
  }
  return best;
}

/** A method's settings in force on `day`, or undefined. */
export function methodSettingsOn(
  methods: readonly DatedMethodSettings[],
  instanceId: number,
  day: string,
): DatedMethodSettings | undefined {
  return methods.find((version) => version.instanceId === instanceId && inForceOn(version, day));
}

/**
 * Pricing's shipping settings for a postal code on a day (the order's shop day): the rate is Canada
 * Post's cost in force plus the surcharge in force for the code's longest prefix (none: no surcharge);
 * the extra fee is that surcharge; the threshold is free shipping's in force (none: no free shipping).
 * Fails only when Canada Post has no cost in force that day.
 */
export function shippingSettingsOn(
  input: ShippingScheduleInput,
  postalCode: string,
  day: string,
): ShippingOnDay {
  const cost = methodSettingsOn(input.methods, input.rateMethodId, day)?.costCents ?? null;
  if (cost === null) return { ok: false, reason: 'no-cost' };
  const surcharge = surchargeOn(input.surcharges, postalCode, day) ?? null;
  const extra = surcharge?.extraFeeCents ?? 0;
  const min =
    input.freeMethodId === null
      ? null
      : (methodSettingsOn(input.methods, input.freeMethodId, day)?.minAmountCents ?? null);
  return {
    ok: true,
    settings: { rateCents: cost + extra, extraFeeCents: extra, freeShippingMinCents: min },
    surcharge,
  };
}

/** A staff change to the shipping schedule: a new amount from a date, or the end of a version. */
export type ShippingScheduleChange =
  | { kind: 'add-method'; instanceId: number; amountCents: number; effectiveFrom: string }
  | { kind: 'add-surcharge'; prefix: string; extraFeeCents: number; effectiveFrom: string }
  | { kind: 'end-method'; id: number; effectiveTo: string }
  | { kind: 'end-surcharge'; id: number; effectiveTo: string };

const methodKey = (instanceId: number) => `method:${instanceId}`;
const prefixKey = (prefix: string) => `prefix:${compact(prefix)}`;

/** Whether the versions leave no day from `today` on uncovered (Canada Post always needs a cost). */
export function coversFrom(
  versions: readonly Pick<DatedVersion, 'effectiveFrom' | 'effectiveTo'>[],
  today: string,
): boolean {
  const sorted = [...versions].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  let day = today;
  for (const version of sorted) {
    if (version.effectiveTo !== null && version.effectiveTo < day) continue;
    if (version.effectiveFrom > day) return false;
    if (version.effectiveTo === null) return true;
    day = addCalendarDays(version.effectiveTo, 1);
  }
  return false;
}

/**
 * Checks a change to the shipping schedule on the shop's `today` (dated-schedule's rules: nothing
 * before today changes, a new amount from a date ends the open one the day before, versions of one
 * method or prefix never overlap), the amount (whole cents, $0 to $1,000) and that Canada Post keeps
 * a cost for every day from today on (it has no "no cost": a new cost replaces it).
 */
export function planShippingChange(
  input: Pick<ShippingScheduleInput, 'methods' | 'surcharges' | 'rateMethodId'>,
  change: ShippingScheduleChange,
  today: string,
): SchedulePlan {
  if (change.kind === 'add-method' || change.kind === 'add-surcharge') {
    const amount = change.kind === 'add-method' ? change.amountCents : change.extraFeeCents;
    if (!Number.isInteger(amount) || amount < 0 || amount > MAX_SHIPPING_AMOUNT_CENTS)
      return { ok: false, message: 'The amount must be between $0.00 and $1,000.00.' };
  }
  const onMethods = change.kind === 'add-method' || change.kind === 'end-method';
  const versions: DatedVersion[] = onMethods
    ? input.methods.map((m) => ({
        id: m.id,
        key: methodKey(m.instanceId),
        effectiveFrom: m.effectiveFrom,
        effectiveTo: m.effectiveTo,
      }))
    : input.surcharges.map((s) => ({
        id: s.id,
        key: prefixKey(s.prefix),
        effectiveFrom: s.effectiveFrom,
        effectiveTo: s.effectiveTo,
      }));
  const scheduleChange =
    change.kind === 'add-method'
      ? {
          kind: 'add' as const,
          key: methodKey(change.instanceId),
          effectiveFrom: change.effectiveFrom,
          effectiveTo: null,
        }
      : change.kind === 'add-surcharge'
        ? {
            kind: 'add' as const,
            key: prefixKey(change.prefix),
            effectiveFrom: change.effectiveFrom,
            effectiveTo: null,
          }
        : { kind: 'end' as const, id: change.id, effectiveTo: change.effectiveTo };
  const plan = planScheduleChange(versions, scheduleChange, today);
  if (!plan.ok || !onMethods) return plan;
  const after = applySchedulePlan(versions, scheduleChange, plan, 0);
  const rateKey = methodKey(input.rateMethodId);
  if (
    !coversFrom(
      after.filter((version) => version.key === rateKey),
      today,
    )
  )
    return {
      ok: false,
      message: 'Canada Post always needs a cost: schedule the new cost from the day after instead.',
    };
  return plan;
}
