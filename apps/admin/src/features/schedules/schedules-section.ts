import { type StaffPermission } from '@maplepack/access';
import { SCHEDULES_TEXT } from './schedules-text';

/** The nav entries of tax rules and shipping rates (the catalogue role and the owner), by the permission their API checks. */
export const TAXES_SECTION = {
  path: '/tax-rules',
  label: SCHEDULES_TEXT.taxesSection,
  permission: 'taxes.write',
} as const satisfies { path: string; label: string; permission: StaffPermission };

export const SHIPPING_SECTION = {
  path: '/shipping',
  label: SCHEDULES_TEXT.shippingSection,
  permission: 'shipping.write',
} as const satisfies { path: string; label: string; permission: StaffPermission };
