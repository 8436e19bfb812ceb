import { type AdminOrderListParams } from '@maplepack/api-client';
import { orderStatusSchema } from '@maplepack/api-contract';
import { SHOP_TIME_ZONE } from '../../lib/shop-today';

export interface OrderFilters {
  search: string;
  status: string;
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The order search the address bar asks for. A value someone typed into the address that the contract
 * would refuse (a status that does not exist, a malformed date or page) is left out rather than failing
 * the whole search.
 */
export function orderQueryFrom(params: URLSearchParams): AdminOrderListParams {
  const query: AdminOrderListParams = {};
  const search = params.get('search')?.trim();
  if (search) query.search = search.slice(0, 200);
  const status = orderStatusSchema.safeParse(params.get('status'));
  if (status.success) query.status = status.data;
  for (const name of ['from', 'to'] as const) {
    const value = params.get(name);
    if (value !== null && DATE.test(value)) query[name] = value;
  }
  const page = params.get('page');
  if (page !== null && /^[1-9]\d{0,5}$/.test(page)) query.page = page;
  return query;
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
