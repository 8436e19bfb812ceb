import { ABORT_REF, SUBMIT_REF, loadDefinition, type Condition, type Field } from '@maplepack/survey-engine';
import { SURVEY_TAGS } from '../tags';
import { STABLE_REFS } from './stable-refs';
import { SURVEY_V1_5, SURVEY_VERSION } from './survey-v1-5';

const fields = SURVEY_V1_5.fields;
const fieldRefs = new Set(fields.map((field) => field.ref));
const thankYouRefs = new Set(SURVEY_V1_5.thankyou.map((screen) => screen.ref));
const allRefs = new Set([...SURVEY_V1_5.welcome.map((s) => s.ref), ...fieldRefs, ...thankYouRefs]);

function field(ref: string): Field {
  const found = fields.find((f) => f.ref === ref);
  if (found === undefined) throw new Error(`no field ${ref}`);
  return found;
}

function labels(ref: string): string[] {
  return (field(ref).properties.choices ?? []).map((choice) => choice.label);
}

function conditionsIn(condition: Condition): Condition[] {
  return condition.op === 'and' || condition.op === 'or'
    ? [condition, ...condition.vars.flatMap(conditionsIn)]
    : [condition];
}

describe('SURVEY_V1_5', () => {
  it('loads through the engine unchanged', () => {
    const result = loadDefinition(SURVEY_V1_5);
    if (!result.ok) throw new Error(result.message);
    expect(result.definition).toEqual(SURVEY_V1_5);
    expect(SURVEY_V1_5.version).toBe(SURVEY_VERSION);
    expect(SURVEY_VERSION).toBe('1.5');
  });

  it.each(STABLE_REFS)('has the stable ref %s', (ref) => {
    expect(allRefs.has(ref)).toBe(true);
  });

  it('names every other ref in snake_case', () => {
    const choiceRefs = fields.flatMap((f) => (f.properties.choices ?? []).map((c) => c.ref));
    const odd = [...allRefs, ...choiceRefs].filter(
      (ref) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(ref) && ref !== SUBMIT_REF && ref !== ABORT_REF,
    );
    expect(odd).toEqual([]);
  });

  it('uses only known tags, and every known tag is attached somewhere', () => {
    const used = new Set(fields.flatMap((f) => (f.properties.choices ?? []).flatMap((c) => c.tags ?? [])));
    expect([...used].filter((tag) => !(tag in SURVEY_TAGS))).toEqual([]);
    expect(Object.keys(SURVEY_TAGS).filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('jumps only to refs that exist, of the kind the jump says', () => {
    const missing = SURVEY_V1_5.logic.flatMap((rule) =>
      rule.actions
        .map((action) => action.details.to)
        .filter((to) => !(to.type === 'field' ? fieldRefs : thankYouRefs).has(to.value))
        .map((to) => `${rule.ref} -> ${to.type}:${to.value}`),
    );
    expect(missing).toEqual([]);
  });

  it('writes rules only for fields, at most one per field', () => {
    const refs = SURVEY_V1_5.logic.map((rule) => rule.ref);
    expect(refs.filter((ref) => !fieldRefs.has(ref))).toEqual([]);
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('tests only choices that the named field offers', () => {
    const wrong = SURVEY_V1_5.logic.flatMap((rule) =>
      rule.actions
        .flatMap((action) => conditionsIn(action.condition))
        .flatMap((condition) => {
          if (condition.op !== 'is' && condition.op !== 'is_not') return [];
          const [left, right] = condition.vars;
          if (right.type !== 'choice') return [];
          const offered = (field(left.value).properties.choices ?? []).some((c) => c.ref === right.value);
          return offered ? [] : [`${left.value}=${right.value}`];
        }),
    );
    expect(wrong).toEqual([]);
  });

  it('offers the option sets of spec §3 exactly', () => {
    expect(labels('sex')).toEqual(['Female', 'Male', 'Other']);
    expect(labels('pregnancy_status')).toEqual([
      'Trying to conceive',
      'Pregnant',
      'Breastfeeding or post-partum',
      'None of these',
    ]);
    expect(labels('allergies')).toEqual([
      'Nothing I know of',
      'Dairy',
      'Fish/Shellfish',
      'Gelatin',
      'Egg',
      'Corn',
      'Soy',
      'Wheat',
      'Gluten',
      'Nuts/Peanuts',
    ]);
    expect(labels('concerns')).toEqual([
      'Hormone and Sexual Health',
      'Gut Health',
      'Bones Muscles and Joints',
      'Healthy Skin Hair and Nails',
      'Strong Immune System',
      'Sleep',
      'Energy and Stress',
      'Migraines and Headaches',
      'Cognition & Brain Health',
      'Take me through it all',
      'Nothing for now',
    ]);
    expect(labels('concerns_fallback')).toEqual([
      'Wait! I want to address more concerns',
      "Let's see recommendations",
    ]);
  });

  it('marks the exclusive, all and empty choices', () => {
    const concerns = field('concerns').properties.choices ?? [];
    expect(concerns.find((c) => c.label === 'Take me through it all')).toMatchObject({
      exclusive: true,
      all: true,
    });
    expect(concerns.find((c) => c.label === 'Nothing for now')).toMatchObject({
      exclusive: true,
      empty: true,
    });
    expect(field('allergies').properties.choices?.[0]).toMatchObject({
      label: 'Nothing I know of',
      exclusive: true,
    });
    expect(field('concerns').accumulation).toBe(true);
    expect(field('concerns').properties.button_text).toBe("Let's Go!");
  });

  it('gives the inputs their spec placeholders and formats', () => {
    expect(field('name')).toMatchObject({ type: 'short_text', properties: { placeholder: 'First Name' } });
    expect(field('email')).toMatchObject({ type: 'email', properties: { placeholder: 'you@example.com' } });
    expect(field('birthday')).toMatchObject({
      type: 'date',
      properties: { structure: 'MMDDYYYY', separator: '/' },
    });
    expect(field('medication_list')).toMatchObject({
      type: 'list_choice',
      properties: { placeholder: 'Enter your medication name', list_source: 'medications' },
    });
    expect(field('consent').properties.description).toMatch(
      /\(\/terms-and-conditions\).*\(\/privacy-policy\)/,
    );
  });

  it('shows no template slot such as {email} as a placeholder (issue 17)', () => {
    const slots = fields.filter((f) => /\{[^}]*\}/.test(f.properties.placeholder ?? ''));
    expect(slots.map((f) => f.ref)).toEqual([]);
  });

  it('opens with a welcome screen and a 2500 ms intro that warns returning customers', () => {
    expect(SURVEY_V1_5.welcome.map((s) => s.ref)).toEqual(['welcome']);
    expect(fields[0]).toMatchObject({ ref: 'intro', type: 'statement', timeout: 2500 });
    expect(field('intro').properties.auth_description).toMatch(/overwrite your existing subscription/);
    expect(field('intro').properties.auth_description).toMatch(/log out/);
  });

  it('has four part covers in order, each with its number, colour and background', () => {
    const covers = fields.filter((f) => f.properties.part !== undefined);
    expect(covers.map((f) => f.ref)).toEqual(['part_1', 'part_2', 'part_3', 'part_4']);
    covers.forEach((cover, i) => {
      expect(cover.properties.part).toMatchObject({
        number: i + 1,
        color: expect.stringMatching(/^#[0-9a-f]{6}$/),
        background_image: `/images/survey/part-${i + 1}.svg`,
      });
    });
  });

  it('ends with the final consent: I accept submits, Exit Assessment leaves', () => {
    expect(fields.at(-1)?.ref).toBe('final_consent');
    expect(field('final_consent').properties.choices).toEqual([
      expect.objectContaining({ ref: SUBMIT_REF, label: 'I accept' }),
      expect.objectContaining({ ref: ABORT_REF, label: 'Exit Assessment' }),
    ]);
  });

  it('mentions the additional fee on the split-pack choice only', () => {
    const [single, split] = field('pack_format').properties.choices ?? [];
    expect(split?.disclaimer).toMatch(/additional fee/);
    expect(single?.disclaimer).not.toMatch(/fee/);
    expect(split?.img).toBeDefined();
  });

  it('sends every exit screen home with EXIT ASSESSMENT', () => {
    for (const screen of SURVEY_V1_5.thankyou) {
      expect(screen.properties).toEqual({ button_text: 'EXIT ASSESSMENT', button_route: '/' });
    }
    const byRef = Object.fromEntries(SURVEY_V1_5.thankyou.map((s) => [s.ref, s]));
    expect(byRef['exit_consent_declined']?.title).toBe('Not to worry!');
    expect(byRef['exit_consent_declined']?.description).toMatch(
      /\(\/products\).*\(\/team\?to=advisory-board\)/,
    );
    expect(byRef['exit_age']?.title).toBe('Not to worry!');
    expect(byRef['exit_under_19']?.title).toBe('Sorry!');
    expect(byRef['exit_under_19']?.description).toMatch(/14 to 18/);
  });

  it('ends each of the nine concern sections with a cumulative rule back to the concern list', () => {
    const cumulative = SURVEY_V1_5.logic.filter((rule) => rule.cumulative !== undefined);
    expect(cumulative.every((rule) => rule.cumulative === 'concerns')).toBe(true);
    const prefixes = new Set(cumulative.map((rule) => rule.ref.split('_')[0]));
    expect([...prefixes].sort()).toEqual(
      ['bones', 'cognition', 'energy', 'gut', 'hormones', 'immune', 'migraines', 'skin', 'sleep'].sort(),
    );
  });
});
