import fc from 'fast-check';
import { type Answer, type BooleanAnswer, type ChoiceAnswer } from './answers';
import { surveyDefinitionSchema, type Choice, type SurveyDefinition } from './definition';
import { CONCERNS_DEFINITION_INPUT } from './fixtures/concerns';
import { OPERATORS_DEFINITION_INPUT } from './fixtures/operators';

export { CONCERNS_DEFINITION_INPUT } from './fixtures/concerns';
export { OPERATORS_DEFINITION_INPUT, choice, constant, field, groupRules, jump } from './fixtures/operators';

/** A small definition whose logic uses every condition operator (parsed, defaults applied). */
export const operatorsDefinition = (): SurveyDefinition =>
  surveyDefinitionSchema.parse(OPERATORS_DEFINITION_INPUT);

/** A concern list with cumulative sections and the fallback (parsed, defaults applied). */
export const concernsDefinition = (): SurveyDefinition =>
  surveyDefinitionSchema.parse(CONCERNS_DEFINITION_INPUT);

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** A real calendar day between the years given (inclusive). */
export const calendarDateArbitrary = (minYear = 1900, maxYear = 2100) =>
  fc
    .date({
      min: new Date(Date.UTC(minYear, 0, 1)),
      max: new Date(Date.UTC(maxYear, 11, 31)),
      noInvalidDate: true,
    })
    .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

/** A date answer: MMDDYYYY of a real day. */
export const dateAnswerArbitrary = (minYear = 1900, maxYear = 2019) =>
  calendarDateArbitrary(minYear, maxYear).map((d) => `${pad(d.month, 2)}${pad(d.day, 2)}${pad(d.year, 4)}`);

/** A YYYY-MM-DD day, for `today`. */
export const isoDateArbitrary = (minYear = 1900, maxYear = 2100) =>
  calendarDateArbitrary(minYear, maxYear).map((d) => `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`);

export const booleanAnswerArbitrary: fc.Arbitrary<BooleanAnswer> = fc.boolean().map((value) => ({ value }));

/** One picked choice of `choices`. */
export const choiceAnswerArbitrary = (choices: readonly Choice[]): fc.Arbitrary<ChoiceAnswer> =>
  fc.constantFrom(...choices).map(({ ref, label }) => ({ ref, label }));

/** A subset of `choices` in shown order (possibly empty). */
export const choiceListAnswerArbitrary = (choices: readonly Choice[]): fc.Arbitrary<ChoiceAnswer[]> =>
  fc.subarray([...choices]).map((picked) => picked.map(({ ref, label }) => ({ ref, label })));

/** Any answer shape, with free-form refs and labels. */
export const answerArbitrary: fc.Arbitrary<Answer> = fc.oneof(
  booleanAnswerArbitrary,
  fc.string(),
  dateAnswerArbitrary(),
  fc.record({ ref: fc.string({ minLength: 1 }), label: fc.string() }),
  fc.array(fc.record({ ref: fc.string({ minLength: 1 }), label: fc.string() })),
);
