import { z } from 'zod';
import { emailSchema } from './query-values';

/** GET /api/v1/trial-program?email= */
export const trialProgramQuerySchema = z.object({ email: emailSchema });
/**
 * POST /api/v1/trial-program body (spec §7). It answers as GET does and marks nothing: the trial is
 * used up only by the trial order itself, in the same transaction (issue 11).
 */
export const trialProgramRequestSchema = z.strictObject({ email: emailSchema });

/**
 * Whether an e-mail may still take the trial (first-time customers only): false once it has a
 * trial or any order. Nothing more is told (when, or which order), and the calls are rate-limited.
 */
export const trialProgramResponseSchema = z.object({
  email: z.string(),
  eligible: z.boolean(),
});
export type TrialProgramResponse = z.infer<typeof trialProgramResponseSchema>;

export const TRIAL_PROGRAM_MESSAGES = {
  alreadyOrdered: 'This email has already been used for the trial program.',
  notEligible: 'The trial program is for first orders only, and this email has already ordered.',
} as const;
