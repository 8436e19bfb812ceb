import { type AdminAuditParams } from '@maplepack/api-client';
import { TEXT } from '../../text';

export interface AuditFilters {
  staff: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The audit search the address bar asks for; malformed dates and pages are left out. */
export function auditQueryFrom(params: URLSearchParams): AdminAuditParams {
  const query: AdminAuditParams = {};
  for (const name of ['staff', 'action', 'target'] as const) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value.slice(0, 120);
  }
  for (const name of ['from', 'to'] as const) {
    const value = params.get(name);
    if (value !== null && DATE.test(value)) query[name] = value;
  }
  const page = params.get('page');
  if (page !== null && /^[1-9]\d{0,5}$/.test(page)) query.page = page;
  return query;
}

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

function valueLabel(value: unknown): string {
  if (value === undefined || value === null || value === '') return TEXT.audit.nothing;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The leaves of a before/after value by dotted path ("shipment.carrier"); a bare value is "value". */
function fieldsOf(value: unknown, prefix = ''): Record<string, unknown> {
  if (!isRecord(value)) {
    if (prefix !== '') return { [prefix]: value };
    return value === undefined || value === null ? {} : { value };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isRecord(inner)) Object.assign(fields, fieldsOf(inner, path));
    else fields[path] = inner;
  }
  return fields;
}

/**
 * An entry's before and after as one line per field that is in either, "field: before → after", so an
 * owner reads what changed without reading JSON. Nested objects become dotted fields ("shipment.carrier");
 * a field that was null and is now an object shows "—" before each of its new fields. Lists stay JSON.
 */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const old = fieldsOf(before);
  const next = fieldsOf(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields.map((field) => ({ field, before: valueLabel(old[field]), after: valueLabel(next[field]) }));
}
