import {
  validateDateParts,
  validateDateText,
  validateEmail,
  validateMedications,
  validateSelection,
  validateSurveyName,
} from './validation';

const DATE_MESSAGE = 'Enter a valid date. Please match format MM/DD/YYYY.';

describe('validateSurveyName', () => {
  it.each([
    ['Ann', 'Ann'],
    ['  Ann  ', 'Ann'],
    ['Zoë', 'Zoë'],
    ['Zoe\u0308', 'Zoë'],
    ['François', 'François'],
    ["O'Brien", "O'Brien"],
    ['O\u2019Brien', 'O\u2019Brien'],
    ['Mary-Jane', 'Mary-Jane'],
    ['Jr., Sam', 'Jr., Sam'],
    ['Al', 'Al'],
  ])('accepts %j as %j', (input, value) => {
    expect(validateSurveyName(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['A', 'Name must have at least 2 letters.'],
    [' A. ', 'Name must have at least 2 letters.'],
    ["A'-", 'Name must have at least 2 letters.'],
    ['Ann3', 'Enter a valid Name.'],
    ['Ann!', 'Enter a valid Name.'],
    ['<script>', 'Enter a valid Name.'],
    ['12', 'Enter a valid Name.'],
  ])('rejects %j with %j', (input, message) => {
    const result = validateSurveyName(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });
});

describe('validateEmail', () => {
  it.each(['ann@example.ca', ' ann.lee+vit@mail.example.com ', "o'brien@example.org"])(
    'accepts %j',
    (input) => {
      expect(validateEmail(input)).toEqual({ ok: true, value: input.trim() });
    },
  );

  it.each([
    '',
    'ann',
    'ann@',
    '@example.ca',
    'ann@example',
    'ann@@example.ca',
    'ann lee@example.ca',
    'ann@example.c',
    'ann..lee@example.ca',
    '.ann@example.ca',
    'ann@-example.ca',
    `${'a'.repeat(250)}@example.ca`,
  ])("rejects %j with 'Please enter a valid email.'", (input) => {
    expect(validateEmail(input)).toEqual({
      ok: false,
      code: 'email.invalid',
      message: 'Please enter a valid email.',
    });
  });
});

describe('validateDateParts', () => {
  it.each([
    [{ month: '05', day: '14', year: '1990' }, '05141990'],
    [{ month: '01', day: '01', year: '1900' }, '01011900'],
    [{ month: '12', day: '31', year: '2019' }, '12312019'],
    [{ month: '02', day: '29', year: '2000' }, '02292000'],
  ])('accepts %j', (parts, value) => {
    expect(validateDateParts(parts)).toEqual({ ok: true, value });
  });

  it.each([
    [{ month: '', day: '14', year: '1990' }],
    [{ month: '5', day: '14', year: '1990' }],
    [{ month: '13', day: '14', year: '1990' }],
    [{ month: '00', day: '14', year: '1990' }],
    [{ month: '05', day: '32', year: '1990' }],
    [{ month: '05', day: '00', year: '1990' }],
    [{ month: '02', day: '31', year: '1990' }],
    [{ month: '02', day: '29', year: '1900' }],
    [{ month: '04', day: '31', year: '1990' }],
    [{ month: '05', day: '14', year: '1899' }],
    [{ month: '05', day: '14', year: '2020' }],
    [{ month: '05', day: '14', year: '90' }],
    [{ month: 'ab', day: '14', year: '1990' }],
    [{ month: '05', day: '1 ', year: '1990' }],
  ])('rejects %j with the date message', (parts) => {
    expect(validateDateParts(parts)).toEqual({ ok: false, code: 'date.invalid', message: DATE_MESSAGE });
  });

  it('takes the year bounds as a parameter', () => {
    expect(validateDateParts({ month: '05', day: '14', year: '2020' }, { maxYear: 2026 }).ok).toBe(true);
    expect(validateDateParts({ month: '05', day: '14', year: '1950' }, { minYear: 1960 }).ok).toBe(false);
  });
});

describe('validateDateText', () => {
  it.each([
    ['05/14/1990', true],
    ['05141990', true],
    [' 05/14/1990 ', true],
    ['05/141990', false],
    ['5/14/1990', false],
    ['02/31/1990', false],
    ['1990-05-14', false],
  ])('%j valid: %s', (input, ok) => {
    const result = validateDateText(input);
    expect(result.ok).toBe(ok);
    if (ok) expect(result).toEqual({ ok: true, value: '05141990' });
    else expect(result).toEqual({ ok: false, code: 'date.invalid', message: DATE_MESSAGE });
  });
});

describe('selections', () => {
  it('a multi-select needs at least one selection', () => {
    expect(validateSelection([])).toEqual({
      ok: false,
      code: 'selection.empty',
      message: 'Select at least one option.',
    });
    expect(validateSelection(['sleep'])).toEqual({ ok: true, value: ['sleep'] });
  });

  it('list_choice needs at least one medication', () => {
    expect(validateMedications([])).toEqual({
      ok: false,
      code: 'medications.empty',
      message: 'Add at least one medication.',
    });
    const item = { ref: 'u1', label: 'Sertraline' };
    expect(validateMedications([item])).toEqual({ ok: true, value: [item] });
  });
});
