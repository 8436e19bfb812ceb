import { z } from 'zod';

/** The short list a person picks a reason to cancel from, with the words the page shows. */
export const CANCEL_REASONS = {
  'too-expensive': 'It costs too much',
  'have-enough': 'I have enough pills left',
  'no-difference': "I don't notice a difference",
  'health-change': 'My health or medication changed',
  'prefer-other': 'I prefer another product or shop',
  other: 'Another reason',
} as const;

export const cancelReasonSchema = z.enum([
  'too-expensive',
  'have-enough',
  'no-difference',
  'health-change',
  'prefer-other',
  'other',
]);
export type CancelReason = z.infer<typeof cancelReasonSchema>;

/** Free text beside the reason: at most this many characters, trimmed. */
export const CANCEL_NOTE_MAX_LENGTH = 500;

export const cancelNoteSchema = z
  .string()
  .trim()
  .max(CANCEL_NOTE_MAX_LENGTH, {
    message: `Please keep the note under ${CANCEL_NOTE_MAX_LENGTH} characters.`,
  });
