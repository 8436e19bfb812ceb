import {
  adminCreateStaffRequestSchema,
  adminPasswordChangeRequestSchema,
  adminRecoveryCodesRequestSchema,
  adminStaffMemberSchema,
  adminUpdateStaffRequestSchema,
} from './admin-staff';

describe('the staff management contract', () => {
  it('asks for a role or disabled, and knows only the five roles', () => {
    expect(adminUpdateStaffRequestSchema.safeParse({}).success).toBe(false);
    expect(adminUpdateStaffRequestSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(adminUpdateStaffRequestSchema.parse({ disabled: true })).toEqual({ disabled: true });
    expect(adminCreateStaffRequestSchema.parse({ email: ' Lea@Example.CA ', role: 'support' })).toEqual({
      email: 'lea@example.ca',
      role: 'support',
    });
  });

  it('applies the storefront’s password rule to my new password, and wants a 6-digit app code', () => {
    const short = adminPasswordChangeRequestSchema.safeParse({
      current_password: 'x',
      new_password: 'short',
    });
    expect(short.success ? '' : short.error.issues[0]?.message).toMatch(/at least 10 characters/);
    expect(
      adminRecoveryCodesRequestSchema.safeParse({ current_password: 'x', code: 'abcde-fghij' }).success,
    ).toBe(false);
    expect(adminRecoveryCodesRequestSchema.parse({ current_password: 'x', code: ' 123456 ' }).code).toBe(
      '123456',
    );
  });

  it('lists a member without any secret', () => {
    expect(Object.keys(adminStaffMemberSchema.shape).join(' ')).not.toMatch(/password|secret|totp|recovery/);
  });
});
