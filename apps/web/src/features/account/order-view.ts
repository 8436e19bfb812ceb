import { t } from '@lingui/core/macro';
import { type LineItemResponse, type OrderResponse } from '@maplepack/api-contract';
import { frenchInstant, isFrench } from '../../lib/i18n/date-text';
import { LANGUAGE_TAGS } from '../../lib/i18n/locale';

const ZULU = 'Z';

/** How an order's status reads on /orders, in the page's language. */
export function orderStatusLabel(status: OrderResponse['status']): string {
  switch (status) {
    case 'pending':
      return t`Pending payment`;
    case 'processing':
      return t`Processing`;
    case 'completed':
      return t`Completed`;
    case 'failed':
      return t`Failed`;
    case 'cancelled':
      return t`Cancelled`;
    case 'refunded':
      return t`Refunded`;
  }
}

const DATE_FORMAT = new Intl.DateTimeFormat(LANGUAGE_TAGS.en, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const DATE_TIME_FORMAT = new Intl.DateTimeFormat(LANGUAGE_TAGS.en, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The API's times are UTC; a time without a zone ('2026-11-21T10:00:00', WooCommerce's form) is read as UTC. */
function instant(iso: string): Date {
  return new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}${ZULU}`);
}

/** 'November 21, 2026' ('21 novembre 2026'), in the visitor's own time zone. */
export function orderDateLabel(iso: string): string {
  const date = instant(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return isFrench() ? frenchInstant(date, false) : DATE_FORMAT.format(date);
}

/** 'November 26, 2026, 10:00 a.m. EST' ('26 novembre 2026 à 10 h 00 HNE'), in the visitor's own time zone. */
export function orderTimeLabel(iso: string): string {
  const date = instant(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return isFrench() ? frenchInstant(date, true) : DATE_TIME_FORMAT.format(date);
}

/** Whether the order can still be changed at `nowMs`: paid, and before `date_modifiable_until`. */
export function isModifiable(order: Pick<OrderResponse, 'date_modifiable_until'>, nowMs: number): boolean {
  if (order.date_modifiable_until === null) return false;
  const until = instant(order.date_modifiable_until).getTime();
  return !Number.isNaN(until) && nowMs < until;
}

/** A line's morning and evening pills. */
export function dosesOf(line: Pick<LineItemResponse, 'meta_data' | 'quantity'>): { am: number; pm: number } {
  const am = line.meta_data.find((meta) => meta.key === 'am_dose')?.value;
  const pm = line.meta_data.find((meta) => meta.key === 'pm_dose')?.value;
  if (am === undefined && pm === undefined) return { am: line.quantity, pm: 0 };
  return { am: am ?? 0, pm: pm ?? 0 };
}

/** A line of a change being made: the product and its doses. */
export interface DraftLine {
  productId: number;
  name: string;
  am: number;
  pm: number;
  /** The product's daily pills at most, when its catalogue entry is known (a product added now). */
  maxPills?: number;
}

/** What adding needs of a catalogue product. */
export interface AddableProduct {
  id: number;
  name: string;
  standardDose: { am: number; pm: number };
  pills: { min: number; max: number };
}

/**
 * Adds a catalogue product to the change at its standard doses; a line of the order set to 0
 * (removed) comes back at those doses. The server prices it and checks the pack on preview.
 */
export function addDraftProduct(lines: readonly DraftLine[], product: AddableProduct): DraftLine[] {
  const line: DraftLine = {
    productId: product.id,
    name: product.name,
    am: product.standardDose.am,
    pm: product.standardDose.pm,
    maxPills: product.pills.max,
  };
  if (line.am + line.pm === 0) line.am = Math.max(1, product.pills.min);
  const at = lines.findIndex((candidate) => candidate.productId === product.id);
  if (at === -1) return [...lines, line];
  return lines.map((candidate, index) => (index === at ? line : candidate));
}

/** Removes a line from the change: no pills left (the body leaves it out; it can be added back). */
export function removeDraftLine(lines: readonly DraftLine[], productId: number): DraftLine[] {
  return lines.map((line) => (line.productId === productId ? { ...line, am: 0, pm: 0 } : line));
}

/** Whether the change still orders this product (a line with pills). */
export function draftIncludes(lines: readonly DraftLine[], productId: number): boolean {
  return lines.some((line) => line.productId === productId && line.am + line.pm > 0);
}

/** The PUT / preview body of a draft: lines with no pills left are removed from the order. */
export function changeBodyOf(lines: readonly DraftLine[]) {
  return {
    line_items: lines
      .filter((line) => line.am + line.pm > 0)
      .map((line) => ({
        product_id: line.productId,
        quantity: line.am + line.pm,
        meta_data: [
          { key: 'am_dose' as const, value: line.am },
          { key: 'pm_dose' as const, value: line.pm },
        ],
      })),
  };
}
