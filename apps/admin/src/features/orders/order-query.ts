import { type AdminOrderListParams } from '@maplepack/api-client';
import { orderStatusSchema } from '@maplepack/api-contract';
import { choiceParam, dateParam, pageParam, textParam } from '../../lib/list-params';
import { SHOP_TIME_ZONE } from '../../lib/shop-today';

export const ORDER_FILTERS = ['search', 'status', 'from', 'to'] as const;
export type OrderFilters = Record<(typeof ORDER_FILTERS)[number], string>;

/** The order search the address bar asks for (lib/list-params.ts: what the contract would refuse is left out). */
export function orderQueryFrom(params: URLSearchParams): AdminOrderListParams {
  return {
    search: textParam(params, 'search', 200),
    status: choiceParam(params, 'status', orderStatusSchema.options),
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
    page: pageParam(params),
  };
}

/** An ISO timestamp as staff read it: the shop's local date and time ("2026-11-21 10:00"). */
export function dateTimeLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
