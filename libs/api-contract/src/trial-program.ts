import { z } from 'zod';
import { emailSchema } from './query-values';

/** GET /api/v1/trial-program?email= */
export const trialProgramQuerySchema = z.object({ email: emailSchema });
/** POST /api/v1/trial-program body: marks the e-mail as having ordered its trial pack. */
export const trialProgramRequestSchema = z.strictObject({ email: emailSchema });

/**
 * Where an e-mail stands in the trial program (first-time customers only). `eligible` is false
 * once the e-mail has ordered a trial or any order.
 */
export const trialProgramResponseSchema = z.object({
  email: z.string(),
  ordered: z.boolean(),
  ordered_at: z.string().nullable(),
  eligible: z.boolean(),
});
export type TrialProgramResponse = z.infer<typeof trialProgramResponseSchema>;

export const TRIAL_PROGRAM_MESSAGES = {
  alreadyOrdered: 'This email has already been used for the trial program.',
} as const;
