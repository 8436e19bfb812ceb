import { legalChoices, loadDefinition, yesNoChoices, type SurveyDefinitionInput } from './definition';
import { CONCERNS_DEFINITION_INPUT, OPERATORS_DEFINITION_INPUT } from './testing';

const clone = (): SurveyDefinitionInput =>
  structuredClone(OPERATORS_DEFINITION_INPUT) as SurveyDefinitionInput;

function messageOf(json: unknown): string {
  const result = loadDefinition(json);
  if (result.ok) throw new Error('expected an invalid definition');
  expect(result.code).toBe('definition.invalid');
  return result.message;
}

describe('loadDefinition', () => {
  it.each([
    ['operators', OPERATORS_DEFINITION_INPUT],
    ['concerns', CONCERNS_DEFINITION_INPUT],
  ])('accepts the %s fixture and applies defaults', (_name, input) => {
    const result = loadDefinition(input);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.definition.fields.every((f) => f.validations.required === false)).toBe(true);
      expect(result.definition.fields.length).toBe(input.fields.length);
    }
  });

  it('names the path of a missing choice label', () => {
    const input = clone();
    const choices = input.fields[4]?.properties?.choices;
    delete (choices?.[0] as { label?: string }).label;
    expect(messageOf(input)).toBe('fields[4].properties.choices[0].label: Required');
  });

  it('names the path of a wrongly typed value', () => {
    const input = clone();
    (input.fields[0] as { timeout?: unknown }).timeout = 'soon';
    expect(messageOf(input)).toMatch(/^fields\[0\]\.timeout: /);
  });

  it('rejects an unknown field type and an unknown key', () => {
    const input = clone();
    (input.fields[1] as { type: string }).type = 'slider';
    (input.fields[2] as Record<string, unknown>)['colour'] = 'red';
    const message = messageOf(input);
    expect(message).toContain('fields[1].type: ');
    expect(message).toContain('fields[2]: Unrecognized key: "colour"');
  });

  it('rejects a version other than 1.5', () => {
    expect(messageOf({ ...clone(), version: '1.4' })).toMatch(/^version: /);
  });

  it('names a condition whose operands do not fit its operator', () => {
    const input = clone();
    const rule = input.logic.find((r) => r.ref === 'birthday');
    (rule?.actions[3] as { condition: unknown }).condition = {
      op: 'age_less',
      vars: [
        { type: 'field', value: 'birthday' },
        { type: 'constant', value: '19' },
      ],
    };
    expect(messageOf(input)).toMatch(/^logic\[\d+\]\.actions\[3\]\.condition\.vars\[1\]\.value: /);
  });

  it('rejects an unknown operator', () => {
    const input = clone();
    (input.logic[0]?.actions[0] as { condition: unknown }).condition = { op: 'between', vars: [] };
    expect(messageOf(input)).toMatch(/^logic\[0\]\.actions\[0\]\.condition\.op: /);
  });

  it('rejects duplicate refs across fields and screens, naming both places', () => {
    const input = clone();
    (input.fields[6] as { ref: string }).ref = 'name';
    (input.thankyou[0] as { ref: string }).ref = 'welcome';
    const message = messageOf(input);
    expect(message).toContain("fields[6].ref: Duplicate ref 'name' (first used at fields[1].ref)");
    expect(message).toContain("thankyou[0].ref: Duplicate ref 'welcome' (first used at welcome[0].ref)");
  });

  it('rejects duplicate choice refs within a field', () => {
    const input = clone();
    const choices = input.fields[4]?.properties?.choices ?? [];
    (choices[1] as { ref: string }).ref = 'sex_female';
    expect(messageOf(input)).toBe("fields[4].properties.choices[1].ref: Duplicate choice ref 'sex_female'");
  });

  it('requires choices on choice questions and a true/false pair on yes_no', () => {
    const input = clone();
    (input.fields[4] as { properties: object }).properties = {};
    (input.fields[5] as { properties: object }).properties = {
      choices: [{ id: 0, ref: 'y', label: 'Yes', value: true }],
    };
    const message = messageOf(input);
    expect(message).toContain('fields[4].properties.choices: A multiple_choice question needs choices');
    expect(message).toContain(
      'fields[5].properties.choices: A yes_no question needs one true and one false choice',
    );
  });

  it('says (root) for a value that is not an object, and caps the message at five issues', () => {
    expect(messageOf(42)).toMatch(/^\(root\): /);
    const result = loadDefinition({});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.length).toBeGreaterThan(5);
      expect(result.message).toMatch(/\(and \d+ more\)$/);
      expect(result.message).toContain('id: Required');
    }
  });
});

describe('choice set helpers', () => {
  it('builds Yes id 0 true (with tags) and No id 1 false', () => {
    expect(yesNoChoices('vitamin_b', { yesTags: ['BComplex'] })).toEqual([
      { id: 0, ref: 'vitamin_b_yes', label: 'Yes', value: true, tags: ['BComplex'] },
      { id: 1, ref: 'vitamin_b_no', label: 'No', value: false },
    ]);
    expect(yesNoChoices('x')[0]).not.toHaveProperty('tags');
  });

  it("builds 'I accept' id 0 true and 'I do not accept' id 1 false", () => {
    expect(legalChoices('consent')).toEqual([
      { id: 0, ref: 'consent_accept', label: 'I accept', value: true },
      { id: 1, ref: 'consent_decline', label: 'I do not accept', value: false },
    ]);
  });
});
