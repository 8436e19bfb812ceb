import { adminSignInRequestSchema, adminTwoFactorRequestSchema } from './admin-auth';
import { adminAuditQuerySchema } from './admin-audit';
import {
  adminOrderListQuerySchema,
  adminRefundRequestSchema,
  adminShipmentRequestSchema,
} from './admin-orders';

describe('the back office contract', () => {
  it('reads the sign-in e-mail lower-cased and trimmed', () => {
    expect(adminSignInRequestSchema.parse({ email: ' Owner@Maplepack.TEST ', password: 'x' })).toEqual({
      email: 'owner@maplepack.test',
      password: 'x',
    });
    expect(adminSignInRequestSchema.safeParse({ email: 'a@b.ca', password: '' }).success).toBe(false);
  });

  it('takes a 6-digit code or a recovery code, nothing else', () => {
    expect(adminTwoFactorRequestSchema.safeParse({ challenge: 'c', code: '123456' }).success).toBe(true);
    expect(adminTwoFactorRequestSchema.safeParse({ challenge: 'c', code: 'abcde-fghij' }).success).toBe(true);
    expect(adminTwoFactorRequestSchema.safeParse({ challenge: 'c', code: '<script>' }).success).toBe(false);
  });

  it('reads a refund amount as cents and refuses zero, floats past cents and no reason', () => {
    expect(adminRefundRequestSchema.parse({ amount: '12.34', reason: 'broken bottle' })).toEqual({
      amount: 1234,
      reason: 'broken bottle',
    });
    expect(adminRefundRequestSchema.safeParse({ amount: '0.00', reason: 'broken' }).success).toBe(false);
    expect(adminRefundRequestSchema.safeParse({ amount: '1.234', reason: 'broken' }).success).toBe(false);
    expect(adminRefundRequestSchema.safeParse({ amount: '1.00', reason: ' ' }).success).toBe(false);
  });

  it('refuses a tracking number that could smuggle markup', () => {
    expect(
      adminShipmentRequestSchema.safeParse({ carrier: 'Canada Post', tracking_number: '7023 2100 0012' })
        .success,
    ).toBe(true);
    expect(
      adminShipmentRequestSchema.safeParse({ carrier: 'Canada Post', tracking_number: '<a href=x>' }).success,
    ).toBe(false);
  });

  it('pages the lists and refuses dates that are not dates', () => {
    expect(adminOrderListQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(adminOrderListQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(adminOrderListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(adminAuditQuerySchema.parse({ page: '2' })).toEqual({ page: 2, per_page: 50 });
  });
});
