import { staffRoleSchema } from '@maplepack/access';
import { z } from 'zod';
import { passwordSchema, PASSWORD_MAX_LENGTH } from './password';
import { emailSchema, queryInteger } from './query-values';
import { safeLine } from './safe-text';

/** Codes of staff management's own failures (issue 18). */
export const ADMIN_STAFF_ERROR_CODES = {
  lastOwner: 'admin.last-owner',
  emailTaken: 'admin.email-taken',
  badPassword: 'admin.bad-password',
  weakPassword: 'admin.weak-password',
  badCode: 'admin.bad-code',
} as const;

export const ADMIN_STAFF_MESSAGES = {
  notFound: 'Staff member not found.',
  lastOwner:
    'You are the last enabled owner: make another staff member an owner first, or the shop would have nobody to manage staff.',
  badPassword: 'Your current password is incorrect.',
  badCode: 'That code is not right. Enter the current 6-digit code from your app.',
  passwordChanged: 'Your password was changed.',
} as const;

/** GET /api/v1/admin/staff, one row: never a password, a secret or a recovery code. */
export const adminStaffMemberSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  disabled: z.boolean(),
});
export type AdminStaffMember = z.infer<typeof adminStaffMemberSchema>;

export const adminStaffListResponseSchema = z.object({ staff: z.array(adminStaffMemberSchema) });
export type AdminStaffListResponse = z.infer<typeof adminStaffListResponseSchema>;

export const adminStaffParamsSchema = z.object({
  id: queryInteger.pipe(z.number().int().positive()),
});

/** POST /api/v1/admin/staff */
export const adminCreateStaffRequestSchema = z.strictObject({
  email: emailSchema,
  name: safeLine(120).optional(),
  role: staffRoleSchema,
});
export type AdminCreateStaffRequest = z.output<typeof adminCreateStaffRequestSchema>;

/** The two-factor set-up shown once: the secret, its otpauth:// address and that address as a QR code (SVG). */
export const adminTwoFactorSetupSchema = z.object({
  totp_secret: z.string(),
  totp_uri: z.string(),
  totp_qr_svg: z.string(),
  recovery_codes: z.array(z.string()),
});
export type AdminTwoFactorSetup = z.infer<typeof adminTwoFactorSetupSchema>;

/** POST /api/v1/admin/staff answer (201): the member and, once, their password and two-factor set-up. */
export const adminCreatedStaffResponseSchema = adminTwoFactorSetupSchema.extend({
  staff: adminStaffMemberSchema,
  password: z.string(),
});
export type AdminCreatedStaffResponse = z.infer<typeof adminCreatedStaffResponseSchema>;

/** PATCH /api/v1/admin/staff/{id}: a new role, or disabled / enabled. */
export const adminUpdateStaffRequestSchema = z
  .strictObject({ role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'Give a role or disabled.',
  });
export type AdminUpdateStaffRequest = z.output<typeof adminUpdateStaffRequestSchema>;

/** POST /api/v1/admin/staff/{id}/two-factor-reset answer: the new set-up, shown once. */
export const adminTwoFactorResetResponseSchema = adminTwoFactorSetupSchema.extend({
  staff: adminStaffMemberSchema,
});
export type AdminTwoFactorResetResponse = z.infer<typeof adminTwoFactorResetResponseSchema>;

const currentPassword = z.string().min(1, 'Please enter your current password.').max(PASSWORD_MAX_LENGTH);

/** PUT /api/v1/admin/me/password: the storefront's password rules for the new one. */
export const adminPasswordChangeRequestSchema = z.strictObject({
  current_password: currentPassword,
  new_password: passwordSchema,
});
export type AdminPasswordChangeRequest = z.output<typeof adminPasswordChangeRequestSchema>;

/** GET /api/v1/admin/me/security */
export const adminMySecurityResponseSchema = z.object({
  recovery_codes_left: z.number().int().nonnegative(),
});
export type AdminMySecurityResponse = z.infer<typeof adminMySecurityResponseSchema>;

/** POST /api/v1/admin/me/recovery-codes: the current password and a code from the app. */
export const adminRecoveryCodesRequestSchema = z.strictObject({
  current_password: currentPassword,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code from your app.'),
});
export type AdminRecoveryCodesRequest = z.output<typeof adminRecoveryCodesRequestSchema>;

export const adminRecoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export type AdminRecoveryCodesResponse = z.infer<typeof adminRecoveryCodesResponseSchema>;
