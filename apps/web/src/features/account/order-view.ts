import { type LineItemResponse, type OrderResponse } from '@maplepack/api-contract';

/** How an order's status reads on /orders. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderResponse['status'], string>> = {
  pending: 'Pending payment',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The API's times are UTC; a time without a zone ('2026-11-21T10:00:00', WooCommerce's form) is read as UTC. */
function instant(iso: string): Date {
  return new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}Z`);
}

/** 'November 21, 2026', in the visitor's own time zone. */
export function orderDateLabel(iso: string): string {
  const date = instant(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

/** 'November 26, 2026, 10:00 a.m. EST', in the visitor's own time zone. */
export function orderTimeLabel(iso: string): string {
  const date = instant(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME_FORMAT.format(date);
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
