import {
  STAFF_PERMISSIONS,
  STAFF_PERMISSIONS_BY_ROLE,
  STAFF_ROLES,
  SUPPORT_REFUND_LIMIT_CENTS,
  staffCan,
  staffPermissionsOf,
  staffRefundLimitCents,
  staffRoleSchema,
  type StaffPermission,
  type StaffRole,
} from './staff-roles';

const o = true;
const _ = false;

/** The whole table, written out: a change of any role's reach must change this test too. */
const MATRIX: Record<StaffPermission, Record<StaffRole, boolean>> = {
  'dashboard.read': { owner: o, support: o, fulfilment: o, catalogue: o, pharmacist: o },
  'orders.read': { owner: o, support: o, fulfilment: o, catalogue: _, pharmacist: _ },
  'orders.ship': { owner: o, support: _, fulfilment: o, catalogue: _, pharmacist: _ },
  'orders.refund': { owner: o, support: o, fulfilment: _, catalogue: _, pharmacist: _ },
  'orders.resend': { owner: o, support: o, fulfilment: _, catalogue: _, pharmacist: _ },
  'fulfilment.read': { owner: o, support: _, fulfilment: o, catalogue: _, pharmacist: _ },
  'subscriptions.read': { owner: o, support: o, fulfilment: _, catalogue: _, pharmacist: _ },
  'subscriptions.act': { owner: o, support: o, fulfilment: _, catalogue: _, pharmacist: _ },
  'customers.read': { owner: o, support: o, fulfilment: _, catalogue: _, pharmacist: _ },
  'customers.reset-password': { owner: o, support: o, fulfilment: _, catalogue: _, pharmacist: _ },
  'privacy.requests': { owner: o, support: o, fulfilment: _, catalogue: _, pharmacist: _ },
  'privacy.erase': { owner: o, support: _, fulfilment: _, catalogue: _, pharmacist: _ },
  'catalogue.write': { owner: o, support: _, fulfilment: _, catalogue: o, pharmacist: _ },
  'coupons.write': { owner: o, support: _, fulfilment: _, catalogue: o, pharmacist: _ },
  'taxes.write': { owner: o, support: _, fulfilment: _, catalogue: o, pharmacist: _ },
  'shipping.write': { owner: o, support: _, fulfilment: _, catalogue: o, pharmacist: _ },
  'content.write': { owner: o, support: _, fulfilment: _, catalogue: o, pharmacist: _ },
  'safety.read': { owner: o, support: _, fulfilment: _, catalogue: o, pharmacist: o },
  'safety.sign-off': { owner: _, support: _, fulfilment: _, catalogue: _, pharmacist: o },
  'health-answers.read': { owner: _, support: _, fulfilment: _, catalogue: _, pharmacist: o },
  'audit.read': { owner: o, support: _, fulfilment: _, catalogue: _, pharmacist: _ },
  'staff.manage': { owner: o, support: _, fulfilment: _, catalogue: _, pharmacist: _ },
};

describe('staff roles', () => {
  it('has the five roles of issue 18 and refuses any other', () => {
    expect(STAFF_ROLES).toEqual(['owner', 'support', 'fulfilment', 'catalogue', 'pharmacist']);
    expect(staffRoleSchema.safeParse('admin').success).toBe(false);
    expect(staffRoleSchema.safeParse('Owner').success).toBe(false);
  });

  it('the matrix names every permission', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...STAFF_PERMISSIONS].sort());
  });

  const cells = STAFF_PERMISSIONS.flatMap((permission) =>
    STAFF_ROLES.map((role) => [role, permission, MATRIX[permission][role]] as const),
  );
  it.each(cells)('%s may %s: %s', (role, permission, allowed) => {
    expect(staffCan(role, permission)).toBe(allowed);
    expect(staffPermissionsOf(role).includes(permission)).toBe(allowed);
  });

  it('lists a role’s permissions in the table’s order, without repeats', () => {
    for (const role of STAFF_ROLES) {
      const listed = staffPermissionsOf(role);
      expect(new Set(listed).size).toBe(listed.length);
      expect(new Set(listed)).toEqual(new Set(STAFF_PERMISSIONS_BY_ROLE[role]));
    }
  });

  it('limits support refunds to $150.00; the owner has no limit; others may not refund', () => {
    expect(SUPPORT_REFUND_LIMIT_CENTS).toBe(15_000);
    expect(staffRefundLimitCents('support')).toBe(15_000);
    expect(staffRefundLimitCents('owner')).toBeNull();
    expect(staffRefundLimitCents('fulfilment')).toBe(0);
    expect(staffRefundLimitCents('catalogue')).toBe(0);
    expect(staffRefundLimitCents('pharmacist')).toBe(0);
  });
});
