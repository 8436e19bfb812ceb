import { type AdminAuditParams } from '@maplepack/api-client';
import { dateParam, pageParam, textParam } from '../../lib/list-params';
import { TEXT } from '../../text';

export const AUDIT_FILTERS = ['staff', 'action', 'target', 'from', 'to'] as const;

/** The audit search the address bar asks for; malformed dates and pages are left out. */
export function auditQueryFrom(params: URLSearchParams): AdminAuditParams {
  return {
    staff: textParam(params, 'staff', 120),
    action: textParam(params, 'action', 120),
    target: textParam(params, 'target', 120),
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
    page: pageParam(params),
  };
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
