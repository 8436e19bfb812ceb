import {
  adminCreateStaffRequestSchema,
  adminCreatedStaffResponseSchema,
  adminMessageResponseSchema,
  adminMySecurityResponseSchema,
  adminPasswordChangeRequestSchema,
  adminRecoveryCodesRequestSchema,
  adminRecoveryCodesResponseSchema,
  adminStaffListResponseSchema,
  adminStaffMemberSchema,
  adminStaffParamsSchema,
  adminTwoFactorResetResponseSchema,
  adminUpdateStaffRequestSchema,
  type AdminCreatedStaffResponse,
  type AdminStaffMember,
  type AdminTwoFactorResetResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type AdminCreateStaffBody = z.input<typeof adminCreateStaffRequestSchema>;
export type AdminUpdateStaffBody = z.input<typeof adminUpdateStaffRequestSchema>;
export type AdminPasswordChangeBody = z.input<typeof adminPasswordChangeRequestSchema>;
export type AdminRecoveryCodesBody = z.input<typeof adminRecoveryCodesRequestSchema>;

const staffPath = (id: number, rest = '') => `admin/staff/${encodeURIComponent(String(id))}${rest}`;
const idParams = (id: number) => ({ schema: adminStaffParamsSchema, value: { id } });

/** The owner's staff management (/api/v1/admin/staff) and my own security (/api/v1/admin/me), issue 18. */
export function adminStaffCalls(http: Http) {
  return {
    /** GET /admin/staff */
    async staffMembers(options?: CallOptions): Promise<AdminStaffMember[]> {
      const received = await http(
        { method: 'GET', path: 'admin/staff', response: adminStaffListResponseSchema },
        options,
      );
      return received.data.staff;
    },

    /** POST /admin/staff: answers the password, setup key, QR code and recovery codes, shown once. */
    async createStaff(body: AdminCreateStaffBody, options?: CallOptions): Promise<AdminCreatedStaffResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'admin/staff',
          response: adminCreatedStaffResponseSchema,
          body: { schema: adminCreateStaffRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** PATCH /admin/staff/{id}: a role, or disabled / enabled. */
    async updateStaff(
      id: number,
      body: AdminUpdateStaffBody,
      options?: CallOptions,
    ): Promise<AdminStaffMember> {
      const received = await http(
        {
          method: 'PATCH',
          path: staffPath(id),
          response: adminStaffMemberSchema,
          params: idParams(id),
          body: { schema: adminUpdateStaffRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/staff/{id}/two-factor-reset: the new setup key and codes, shown once. */
    async resetStaffTwoFactor(id: number, options?: CallOptions): Promise<AdminTwoFactorResetResponse> {
      const received = await http(
        {
          method: 'POST',
          path: staffPath(id, '/two-factor-reset'),
          response: adminTwoFactorResetResponseSchema,
          params: idParams(id),
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/me/security: how many recovery codes I have left. */
    async mySecurity(options?: CallOptions): Promise<number> {
      const received = await http(
        { method: 'GET', path: 'admin/me/security', response: adminMySecurityResponseSchema },
        options,
      );
      return received.data.recovery_codes_left;
    },

    /** PUT /admin/me/password: answers the message. */
    async changeMyPassword(body: AdminPasswordChangeBody, options?: CallOptions): Promise<string> {
      const received = await http(
        {
          method: 'PUT',
          path: 'admin/me/password',
          response: adminMessageResponseSchema,
          body: { schema: adminPasswordChangeRequestSchema, value: body },
        },
        options,
      );
      return received.data.message;
    },

    /** POST /admin/me/recovery-codes: a new set, shown once. */
    async renewMyRecoveryCodes(body: AdminRecoveryCodesBody, options?: CallOptions): Promise<string[]> {
      const received = await http(
        {
          method: 'POST',
          path: 'admin/me/recovery-codes',
          response: adminRecoveryCodesResponseSchema,
          body: { schema: adminRecoveryCodesRequestSchema, value: body },
        },
        options,
      );
      return received.data.recovery_codes;
    },
  };
}
