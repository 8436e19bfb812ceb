import {
  ADMIN_FULFILMENT_CSV_COLUMNS,
  type AdminFulfilmentResponse,
  type AdminPack,
} from '@maplepack/api-contract';
import { addCalendarDays, startOfShopDay } from '@maplepack/calendar';
import { and, asc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { orderLines, orderShipments, orders } from '../../db/schema/orders';

/** A pack holds a month of pills: 30 days of each line's morning and evening doses (docs/decisions.md). */
export const PACK_DAYS = 30;

/**
 * The day's packing list: every paid pack not yet shipped, paid before the end of `date` (a shop
 * day, Toronto), oldest first, with the customer's name, the shipping address and each line's pills.
 */
export async function packingList(db: Db, date: string): Promise<AdminFulfilmentResponse> {
  const endAt = startOfShopDay(addCalendarDays(date, 1));
  if (endAt === undefined) throw new RangeError(`not a date: ${date}`);
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(orderShipments, eq(orderShipments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'processing'),
        isNotNull(orders.datePaid),
        lt(orders.datePaid, new Date(endAt)),
        isNull(orderShipments.orderId),
      ),
    )
    .orderBy(asc(orders.datePaid), asc(orders.id));
  const ids = rows.map((row) => row.order.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .orderBy(asc(orderLines.id));
  const packs: AdminPack[] = rows.map(({ order }) => {
    const ship = order.shipping;
    const get = (key: string): string => ship[key] ?? '';
    return {
      order_id: order.id,
      date_paid: (order.datePaid ?? order.createdAt).toISOString(),
      name: [get('first_name'), get('last_name')].join(' ').trim(),
      shipping: {
        first_name: get('first_name'),
        last_name: get('last_name'),
        address_1: get('address_1'),
        address_2: get('address_2'),
        city: get('city'),
        state: get('state'),
        postcode: get('postcode'),
        country: get('country') || 'CA',
      },
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          product_id: line.productId,
          name: line.name,
          morning_pills: line.amDose,
          evening_pills: line.pmDose,
          days: PACK_DAYS,
          total_pills: (line.amDose + line.pmDose) * PACK_DAYS,
        })),
    };
  });
  return { date, packs };
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A cell that a
 * spreadsheet would read as a formula (starting with = + - @, or a tab or carriage return) gets an
 * apostrophe in front (OWASP's CSV injection advice): names and addresses are typed by customers.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The packing list as CSV: a header row, then one row per line of each pack (CRLF, as RFC 4180). */
export function packingListCsv(list: AdminFulfilmentResponse): string {
  const rows: (string | number)[][] = [[...ADMIN_FULFILMENT_CSV_COLUMNS]];
  for (const pack of list.packs)
    for (const line of pack.lines)
      rows.push([
        pack.order_id,
        pack.name,
        pack.shipping.address_1,
        pack.shipping.address_2,
        pack.shipping.city,
        pack.shipping.state,
        pack.shipping.postcode,
        line.name,
        line.morning_pills,
        line.evening_pills,
        line.days,
        line.total_pills,
      ]);
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
