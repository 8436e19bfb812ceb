import { z } from 'zod';
import { parseIsoDate } from './age';
import { accountSchema } from './session';

const singleValue = z.union([z.boolean(), z.string(), z.array(z.string())]);

/** One answer of `survey walk` (CONTRACTS §1), or successive answers to a question asked again. */
export const walkValueSchema = z.union([singleValue, z.strictObject({ each: z.array(singleValue) })]);
export type WalkValue = z.infer<typeof walkValueSchema>;
export type WalkSingleValue = z.infer<typeof singleValue>;

/** The input of `survey walk` (CONTRACTS §1). */
export const walkInputSchema = z.object({
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a YYYY-MM-DD date')
    .refine(
      (text) => parseIsoDate(text) !== undefined,
      'Expected a date that exists on the calendar (YYYY-MM-DD)',
    ),
  loggedIn: z.boolean().default(false),
  account: accountSchema.optional(),
  answers: z.record(z.string(), walkValueSchema).default({}),
});
export type WalkInput = z.infer<typeof walkInputSchema>;
export type WalkInputRaw = z.input<typeof walkInputSchema>;

/** The output of `survey walk`. */
export interface WalkResult {
  path: string[];
  end: 'submit' | 'exit' | 'unanswered';
  at: string;
  tags: string[];
  /** Only from a walk that passes unanswered questions (`unanswered: 'pass'`): the ones it passed, in order. */
  passed?: string[];
}
