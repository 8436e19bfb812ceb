import { staffCan, type StaffPermission, type StaffRole } from '@maplepack/access';
import { STAFF_TEXT } from '../features/staff/staff-text';
import { TEXT } from '../text';

/** The back office's sections, each behind the permission its API routes check (libs/access roles table). */
export const SECTIONS = [
  { path: '/orders', label: TEXT.sections.orders, permission: 'orders.read' },
  { path: '/subscriptions', label: TEXT.sections.subscriptions, permission: 'subscriptions.read' },
  { path: '/customers', label: TEXT.sections.customers, permission: 'customers.read' },
  { path: '/fulfilment', label: TEXT.sections.fulfilment, permission: 'fulfilment.read' },
  { path: '/audit', label: TEXT.sections.audit, permission: 'audit.read' },
  { path: '/staff', label: STAFF_TEXT.section, permission: 'staff.manage' },
] as const satisfies readonly { path: string; label: string; permission: StaffPermission }[];

export type Section = (typeof SECTIONS)[number];

/** The sections this role may open, in nav order. */
export function sectionsFor(role: StaffRole): Section[] {
  return SECTIONS.filter((section) => staffCan(role, section.permission));
}
