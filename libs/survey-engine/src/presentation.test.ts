import { type Field } from './definition';
import {
  concernGreeting,
  displayedText,
  isConcernQuestion,
  multiSelectButtonText,
  multiSelectColumns,
  partColor,
  partCoverText,
  placeholderFor,
  statementTimeout,
  usesWideLayout,
} from './presentation';

const base: Field = {
  id: 'f',
  ref: 'f',
  title: 'Title',
  type: 'short_text',
  validations: { required: false },
  properties: {},
};

describe('presentation', () => {
  it.each([
    [true, true, 'Complete Assessment'],
    [true, false, 'Complete Assessment'],
    [false, true, "Let's Go!"],
    [false, false, 'Continue'],
  ])('multi-select button: last %s, concern %s → %s', (isLastQuestion, concern, text) => {
    expect(multiSelectButtonText({ isLastQuestion, isConcernQuestion: concern })).toBe(text);
  });

  it('knows the concern question by its accumulation flag', () => {
    expect(isConcernQuestion({ accumulation: true })).toBe(true);
    expect(isConcernQuestion({})).toBe(false);
  });

  it.each([
    ['a'.repeat(34), false],
    ['a'.repeat(35), true],
    ['é'.repeat(34), false],
    ['😀'.repeat(35), true],
    ['😀'.repeat(34), false],
  ])('wide layout for %j: %s', (title, wide) => {
    expect(usesWideLayout(title)).toBe(wide);
  });

  it('shows auth_title and auth_description to signed-in people, each falling back on its own', () => {
    const field: Field = {
      ...base,
      auth_title: 'Welcome back',
      properties: { description: 'Desc', auth_description: 'Auth desc' },
    };
    expect(displayedText(field, false)).toEqual({ title: 'Title', description: 'Desc' });
    expect(displayedText(field, true)).toEqual({ title: 'Welcome back', description: 'Auth desc' });
    expect(displayedText({ ...base, properties: { description: 'Desc' } }, true)).toEqual({
      title: 'Title',
      description: 'Desc',
    });
  });

  it.each([
    [1, "Great Ann, let's address your 1 concern."],
    [2, "Great Ann, let's address your 2 concerns."],
    [9, "Great Ann, let's address your 9 concerns."],
    [0, "Great Ann, let's address your 0 concerns."],
  ])('greeting for %i concerns', (count, line) => {
    expect(concernGreeting('Great Ann', count)).toBe(line);
  });

  it.each<[Field['type'], string | undefined]>([
    ['short_text', 'First Name'],
    ['email', 'you@example.com'],
    ['list_choice', 'Enter your medication name'],
    ['date', undefined],
  ])('placeholder for %s', (type, placeholder) => {
    expect(placeholderFor({ type, properties: {} })).toBe(placeholder);
  });

  it("uses the field's own placeholder when it gives one", () => {
    expect(placeholderFor({ type: 'email', properties: { placeholder: 'you@example.ca' } })).toBe(
      'you@example.ca',
    );
  });

  it('part covers', () => {
    expect(partCoverText(3)).toBe('PART 3');
    expect(partColor({})).toBe('#ebef81');
    expect(partColor({ color: '#123456' })).toBe('#123456');
    expect(multiSelectColumns(base)).toBe(2);
    expect(multiSelectColumns({ properties: { num_of_columns: 3 } })).toBe(3);
  });

  it.each([
    [undefined, undefined, 3000],
    [undefined, 5000, 5000],
    [1200, undefined, 1200],
    [0, undefined, 0],
    [-1, undefined, null],
    [undefined, -1, null],
    [1200, -1, 1200],
  ])('statement timeout: field %s, cover %s → %s', (timeout, cover, expected) => {
    const field = timeout === undefined ? {} : { timeout };
    expect(statementTimeout(field, cover)).toBe(expected);
  });
});
