import { staffCan, type StaffPermission, type StaffRole } from '@maplepack/access';
import { CATALOGUE_TEXT } from '../features/catalogue/catalogue-text';
import { TEXT } from '../text';

/** The back office's sections, each behind the permission its API routes check (libs/access roles table). */
export const SECTIONS = [
  { path: '/orders', label: TEXT.sections.orders, permission: 'orders.read' },
  { path: '/fulfilment', label: TEXT.sections.fulfilment, permission: 'fulfilment.read' },
  { path: '/products', label: CATALOGUE_TEXT.section, permission: 'catalogue.write' },
  { path: '/coupons', label: CATALOGUE_TEXT.couponsSection, permission: 'coupons.write' },
  { path: '/audit', label: TEXT.sections.audit, permission: 'audit.read' },
] as const satisfies readonly { path: string; label: string; permission: StaffPermission }[];

export type Section = (typeof SECTIONS)[number];

/** The sections this role may open, in nav order. */
export function sectionsFor(role: StaffRole): Section[] {
  return SECTIONS.filter((section) => staffCan(role, section.permission));
}
