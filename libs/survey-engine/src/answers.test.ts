import {
  answerSchemaFor,
  isBooleanAnswer,
  isChoiceAnswer,
  isChoiceListAnswer,
  selectedRefs,
  submissionSchema,
} from './answers';
import { type Field } from './definition';

const field = (type: Field['type'], properties: Field['properties'] = {}) => ({ type, properties });
const sleep = { ref: 'sleep', label: 'Sleep' };

describe('answer shapes', () => {
  it.each<[string, ReturnType<typeof field>, unknown, boolean]>([
    ['yes_no takes { value: boolean }', field('yes_no'), { value: true }, true],
    ['yes_no refuses a bare boolean', field('yes_no'), true, false],
    ['legal takes { value: false }', field('legal'), { value: false }, true],
    ['date takes MMDDYYYY', field('date'), '05141990', true],
    ['date refuses slashes', field('date'), '05/14/1990', false],
    ['short_text takes a string', field('short_text'), 'Ann', true],
    ['email takes a string', field('email'), 'ann@example.ca', true],
    ['single choice takes one { ref, label }', field('multiple_choice'), sleep, true],
    ['single choice refuses a list', field('multiple_choice'), [sleep], false],
    [
      'multi choice takes a list',
      field('multiple_choice', { allow_multiple_selection: true }),
      [sleep],
      true,
    ],
    [
      'multi choice refuses one choice',
      field('multiple_choice', { allow_multiple_selection: true }),
      sleep,
      false,
    ],
    ['list_choice takes medication items', field('list_choice'), [{ ref: 'uuid-1', label: 'Zoloft' }], true],
    ['statement takes no answer', field('statement'), undefined, true],
    ['statement refuses an answer', field('statement'), 'x', false],
  ])('%s', (_name, f, answer, ok) => {
    expect(answerSchemaFor(f).safeParse(answer).success).toBe(ok);
  });

  it('parses a submission of mixed answers and refuses numbers', () => {
    const submission = {
      name: 'Ann',
      consent: { value: true },
      birthday: '05141990',
      sex: sleep,
      concerns: [sleep],
    };
    expect(submissionSchema.parse(submission)).toEqual(submission);
    expect(submissionSchema.safeParse({ age: 30 }).success).toBe(false);
  });

  it('tells answer kinds apart', () => {
    expect([
      isBooleanAnswer({ value: true }),
      isBooleanAnswer({ value: 'yes' }),
      isBooleanAnswer(null),
    ]).toEqual([true, false, false]);
    expect([isChoiceAnswer(sleep), isChoiceAnswer([sleep]), isChoiceAnswer('Sleep')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([isChoiceListAnswer([sleep]), isChoiceListAnswer([]), isChoiceListAnswer(sleep)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('lists selected refs', () => {
    expect(selectedRefs(sleep)).toEqual(['sleep']);
    expect(selectedRefs([sleep, { ref: 'gut', label: 'Gut' }])).toEqual(['sleep', 'gut']);
    expect(selectedRefs({ value: true })).toEqual([]);
    expect(selectedRefs(undefined)).toEqual([]);
  });
});
