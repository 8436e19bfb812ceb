import { staffCan, type StaffPermission, type StaffRole } from '@maplepack/access';
import { CATALOGUE_TEXT } from '../features/catalogue/catalogue-text';
import { CONTENT_SECTION } from '../features/content/content-section';
import { SHIPPING_SECTION, TAXES_SECTION } from '../features/schedules/schedules-section';
import { STAFF_TEXT } from '../features/staff/staff-text';
import { TEXT } from '../text';
import { CARE_SECTIONS } from './care-sections';

/** The back office's sections, each behind the permission its API routes check (libs/access roles table). */
export const SECTIONS = [
  CARE_SECTIONS[0],
  { path: '/orders', label: TEXT.sections.orders, permission: 'orders.read' },
  { path: '/subscriptions', label: TEXT.sections.subscriptions, permission: 'subscriptions.read' },
  { path: '/customers', label: TEXT.sections.customers, permission: 'customers.read' },
  { path: '/fulfilment', label: TEXT.sections.fulfilment, permission: 'fulfilment.read' },
  { path: '/products', label: CATALOGUE_TEXT.section, permission: 'catalogue.write' },
  { path: '/coupons', label: CATALOGUE_TEXT.couponsSection, permission: 'coupons.write' },
  TAXES_SECTION,
  SHIPPING_SECTION,
  CONTENT_SECTION,
  ...CARE_SECTIONS.slice(1),
  { path: '/audit', label: TEXT.sections.audit, permission: 'audit.read' },
  { path: '/staff', label: STAFF_TEXT.section, permission: 'staff.manage' },
] as const satisfies readonly { path: string; label: string; permission: StaffPermission }[];

export type Section = (typeof SECTIONS)[number];

/** The sections this role may open, in nav order. */
export function sectionsFor(role: StaffRole): Section[] {
  return SECTIONS.filter((section) => staffCan(role, section.permission));
}
