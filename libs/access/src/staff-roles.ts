import { z } from 'zod';

/** The back office's roles (issue 18). Staff accounts are not customer accounts: they have one role each. */
export const STAFF_ROLES = ['owner', 'support', 'fulfilment', 'catalogue', 'pharmacist'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * Everything a staff member may be allowed to do, one name per job of issue 18. Routes check a
 * permission, never a role, so a role's reach is read in one place: STAFF_PERMISSIONS_BY_ROLE.
 */
export const STAFF_PERMISSIONS = [
  'dashboard.read',
  'orders.read',
  'orders.ship',
  'orders.refund',
  'orders.resend',
  'fulfilment.read',
  'subscriptions.read',
  'subscriptions.act',
  'customers.read',
  'customers.reset-password',
  'privacy.requests',
  'privacy.erase',
  'catalogue.write',
  'coupons.write',
  'taxes.write',
  'shipping.write',
  'content.write',
  'safety.read',
  'safety.sign-off',
  'health-answers.read',
  'audit.read',
  'staff.manage',
] as const;
export const staffPermissionSchema = z.enum(STAFF_PERMISSIONS);
export type StaffPermission = z.infer<typeof staffPermissionSchema>;

/**
 * The most one refund by the support role may send back, in cents ($150.00: a broken bottle or a
 * lost pack, not a year of renewals; docs/decisions.md). Larger refunds need the owner.
 */
export const SUPPORT_REFUND_LIMIT_CENTS = 15_000;

/**
 * Role → what it may do (issue 18 "Roles"). The owner does everything; health answers are the
 * pharmacist's alone, so even the owner's reach leaves them out (Law 25: only the people whose job
 * needs them see health data); the owner still reads who looked at them in the audit log. The
 * safety rules' sign-off is the pharmacist's too: the storefront says "reviewed by our pharmacist".
 * Erasing an account (`privacy.erase`) is the owner's alone: it cannot be undone.
 */
export const STAFF_PERMISSIONS_BY_ROLE: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS.filter(
    (permission) => permission !== 'health-answers.read' && permission !== 'safety.sign-off',
  ),
  support: [
    'dashboard.read',
    'orders.read',
    'orders.refund',
    'orders.resend',
    'subscriptions.read',
    'subscriptions.act',
    'customers.read',
    'customers.reset-password',
    'privacy.requests',
  ],
  fulfilment: ['dashboard.read', 'orders.read', 'orders.ship', 'fulfilment.read'],
  catalogue: [
    'dashboard.read',
    'catalogue.write',
    'coupons.write',
    'taxes.write',
    'shipping.write',
    'content.write',
    'safety.read',
  ],
  pharmacist: ['dashboard.read', 'health-answers.read', 'safety.read', 'safety.sign-off'],
};

/** May a staff member of this role do this? */
export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return STAFF_PERMISSIONS_BY_ROLE[role].includes(permission);
}

/** The permissions of a role, in the order of STAFF_PERMISSIONS (what the session answer lists). */
export function staffPermissionsOf(role: StaffRole): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => staffCan(role, permission));
}

/**
 * The most this role may refund at once, in cents: the support limit for support, no limit (null)
 * for the owner, and 0 for roles that may not refund at all.
 */
export function staffRefundLimitCents(role: StaffRole): number | null {
  if (!staffCan(role, 'orders.refund')) return 0;
  return role === 'support' ? SUPPORT_REFUND_LIMIT_CENTS : null;
}
