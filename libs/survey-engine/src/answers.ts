import { z } from 'zod';
import { parseMmddyyyy } from './age';
import { type Field } from './definition';

/** yes_no and legal: the boolean value of the picked choice. */
export const booleanAnswerSchema = z.strictObject({ value: z.boolean() });
export type BooleanAnswer = z.infer<typeof booleanAnswerSchema>;

/** date: eight digits MMDDYYYY, as the three boxes are read left to right, naming a day that exists. */
export const dateAnswerSchema = z
  .string()
  .regex(/^\d{8}$/, 'Expected an MMDDYYYY date')
  .refine(
    (text) => parseMmddyyyy(text) !== undefined,
    'Expected a date that exists on the calendar (MMDDYYYY)',
  );
export type DateAnswer = z.infer<typeof dateAnswerSchema>;

/** short_text and email. */
export const textAnswerSchema = z.string();
export type TextAnswer = z.infer<typeof textAnswerSchema>;

/** One picked choice of a multiple_choice question. */
export const choiceAnswerSchema = z.strictObject({ ref: z.string().min(1), label: z.string() });
export type ChoiceAnswer = z.infer<typeof choiceAnswerSchema>;

/** multiple_choice with allow_multiple_selection: the picked choices, in the order shown. */
export const choiceListAnswerSchema = z.array(choiceAnswerSchema);
export type ChoiceListAnswer = z.infer<typeof choiceListAnswerSchema>;

/** list_choice: one medication of the medication list (ref is its uuid). */
export const medicationItemSchema = z.strictObject({ ref: z.string().min(1), label: z.string() });
export type MedicationItem = z.infer<typeof medicationItemSchema>;
export const medicationListAnswerSchema = z.array(medicationItemSchema);
export type MedicationListAnswer = z.infer<typeof medicationListAnswerSchema>;

// A date is a text answer by shape, and a medication list a choice list; the field type tells them apart.
export const answerSchema = z.union([
  booleanAnswerSchema,
  textAnswerSchema,
  choiceAnswerSchema,
  choiceListAnswerSchema,
]);
/** Any stored answer (spec §3 "Answer shapes"). */
export type Answer = BooleanAnswer | TextAnswer | ChoiceAnswer | ChoiceListAnswer | MedicationListAnswer;

/** A submission: question ref → answer. Unanswered questions have no key. */
export const submissionSchema = z.record(z.string(), answerSchema);
export type Submission = Readonly<Record<string, Answer>>;

export function isBooleanAnswer(answer: unknown): answer is BooleanAnswer {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'value' in answer
    ? typeof answer.value === 'boolean'
    : false;
}

export function isChoiceAnswer(answer: unknown): answer is ChoiceAnswer {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    !Array.isArray(answer) &&
    'ref' in answer &&
    typeof answer.ref === 'string' &&
    'label' in answer &&
    typeof answer.label === 'string'
  );
}

export function isChoiceListAnswer(answer: unknown): answer is ChoiceListAnswer {
  return Array.isArray(answer) && answer.every(isChoiceAnswer);
}

/** Refs of the picked choices of a choice answer (single or multi); [] for other answers. */
export function selectedRefs(answer: Answer | undefined): string[] {
  if (isChoiceAnswer(answer)) return [answer.ref];
  if (isChoiceListAnswer(answer)) return answer.map((choice) => choice.ref);
  return [];
}

/**
 * The zod schema an answer to `field` must match. Statements take no answer, so their schema
 * accepts nothing but `undefined`.
 */
export function answerSchemaFor(field: Pick<Field, 'type' | 'properties'>): z.ZodType<Answer | undefined> {
  switch (field.type) {
    case 'yes_no':
    case 'legal':
      return booleanAnswerSchema;
    case 'date':
      return dateAnswerSchema;
    case 'short_text':
    case 'email':
      return textAnswerSchema;
    case 'multiple_choice':
      return field.properties.allow_multiple_selection === true ? choiceListAnswerSchema : choiceAnswerSchema;
    case 'list_choice':
      return medicationListAnswerSchema;
    case 'statement':
      return z.undefined();
  }
}
