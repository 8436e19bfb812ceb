import { type StaffPermission } from '@maplepack/access';

// The labels are written here, not read from schedules-text.ts: the nav is in the first load, and the
// pages' words stay in their lazily loaded chunks.

/** The nav entries of tax rules and shipping rates (the catalogue role and the owner), by the permission their API checks. */
export const TAXES_SECTION = {
  path: '/tax-rules',
  label: 'Tax rules',
  permission: 'taxes.write',
} as const satisfies { path: string; label: string; permission: StaffPermission };

export const SHIPPING_SECTION = {
  path: '/shipping',
  label: 'Shipping rates',
  permission: 'shipping.write',
} as const satisfies { path: string; label: string; permission: StaffPermission };
