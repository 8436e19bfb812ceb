import { type AdminAuditEntry, type AdminAuditQuery, type AuditAction } from '@maplepack/api-contract';
import { startOfShopDay, addCalendarDays } from '@maplepack/calendar';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { staff } from '../../db/schema/staff';

export interface AuditEntry {
  at: Date;
  staffId: number | null;
  action: AuditAction;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
}

/**
 * Writes one audit entry. Pass the transaction that makes the change, so the change and its entry
 * are stored together or not at all: nothing a staff member does is silent.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
  });
}

/** `%` and `_` typed in a search are the characters, not LIKE's wildcards. */
export const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The instant a shop day (Toronto) starts; `to` days end where the next day starts. */
function dayStart(isoDate: string): Date {
  const at = startOfShopDay(isoDate);
  if (at === undefined) throw new RangeError(`not a date: ${isoDate}`);
  return new Date(at);
}
export const shopDayRange = (from?: string, to?: string): { from?: Date; to?: Date } => ({
  ...(from === undefined ? {} : { from: dayStart(from) }),
  ...(to === undefined ? {} : { to: dayStart(addCalendarDays(to, 1)) }),
});

/** GET /admin/audit: newest first, filtered by staff e-mail, action, target and shop days. */
export async function searchAudit(
  db: Db,
  query: AdminAuditQuery,
): Promise<{ entries: AdminAuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.staff !== undefined && query.staff !== '')
    conditions.push(ilike(staff.email, likeText(query.staff)));
  if (query.action !== undefined && query.action !== '') conditions.push(eq(auditLog.action, query.action));
  if (query.target !== undefined && query.target !== '') {
    const [type, id] = query.target.split(':', 2);
    if (type !== undefined && type !== '') conditions.push(eq(auditLog.targetType, type));
    if (id !== undefined && id !== '') conditions.push(eq(auditLog.targetId, id));
  }
  const range = shopDayRange(query.from, query.to);
  if (range.from !== undefined) conditions.push(gte(auditLog.at, range.from));
  if (range.to !== undefined) conditions.push(lt(auditLog.at, range.to));
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const [total] = await db
    .select({ total: count() })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(where);
  const rows = await db
    .select({ entry: auditLog, email: staff.email })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    total: total?.total ?? 0,
    entries: rows.map(({ entry, email }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      staff_email: email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
    })),
  };
}
