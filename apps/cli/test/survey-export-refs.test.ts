import { loadDefinition } from '@maplepack/survey-engine';
import { MEDICATIONS, STABLE_REFS, SURVEY_V1_5 } from '@maplepack/survey-content';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { jsonLines, linesOf, tempFolder } from './fixtures';
import { jsonOf, runCli } from './run-cli';

// CONTRACTS §1: `survey export` prints the built-in definition as JSON, exactly the format
// --definition reads; `survey refs` prints [{ ref, type, title, choices }] for every question and
// screen, in order.

const { write } = tempFolder('maplepack-export-');

interface Ref {
  ref: string;
  type: string;
  title: string;
  choices: string[];
  answer: string;
}

describe('maplepack survey export', () => {
  const exported = runCli(['survey', 'export']);
  const definition = jsonOf(exported);
  const file = write('survey.json', definition);

  it('prints the built-in survey v1.5 as JSON and exits 0', () => {
    expect(exported.status).toBe(0);
    expect(exported.stderr).toBe('');
    expect(definition).toEqual(JSON.parse(JSON.stringify(SURVEY_V1_5)));
    expect(definition).toMatchObject({ version: '1.5' });
  });

  it('is exactly what --definition reads: it loads unchanged', () => {
    const loaded = loadDefinition(definition);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(JSON.parse(JSON.stringify(loaded.definition))).toEqual(definition);
  });

  it('round trip: walking the exported definition gives the built-in walk, line for line', () => {
    const profiles = Object.values(SURVEY_PROFILES);
    const builtIn = runCli(['survey', 'walk', '--jsonl'], jsonLines(profiles));
    const fromFile = runCli(['survey', 'walk', '--jsonl', '--definition', file], jsonLines(profiles));
    expect(builtIn.status).toBe(0);
    expect(fromFile.status).toBe(0);
    expect(linesOf(fromFile.stdout)).toHaveLength(profiles.length);
    expect(fromFile.stdout).toBe(builtIn.stdout);
  });

  it('round trip: refs and lint read the exported file as they read the built-in one', () => {
    expect(runCli(['survey', 'refs', '--definition', file]).stdout).toBe(runCli(['survey', 'refs']).stdout);
    const lint = runCli(['survey', 'lint', '--definition', file]);
    expect(lint.status).toBe(0);
    expect(jsonOf(lint)).toEqual({ findings: [] });
  });

  it('an edited export is walked as edited', () => {
    const edited = structuredClone(SURVEY_V1_5);
    const sex = edited.fields.find((field) => field.ref === 'sex');
    if (sex === undefined) throw new Error('survey v1.5 has no sex question');
    sex.properties.choices = [
      ...(sex.properties.choices ?? []),
      { id: 'sex-x', ref: 'sex_x', label: 'Prefer not to say' },
    ];
    const editedFile = write('edited.json', edited);
    const input = {
      today: '2026-11-21',
      answers: {
        name: 'Ann',
        consent: true,
        email: 'a@example.ca',
        birthday: '05141990',
        sex: 'prefer not to say',
      },
    };
    const result = runCli(['survey', 'walk', '--definition', editedFile], JSON.stringify(input));
    expect(result.status).toBe(0);
    expect((jsonOf(result) as { path: string[] }).path).toContain('sex');
    expect(runCli(['survey', 'walk'], JSON.stringify(input)).status).toBe(2);
  });
});

describe('maplepack survey refs', () => {
  const result = runCli(['survey', 'refs']);
  const refs = jsonOf(result) as Ref[];

  it('lists every screen and question once, in order: welcome screens, fields, thank-you screens', () => {
    expect(result.status).toBe(0);
    expect(refs.map((entry) => entry.ref)).toEqual([
      ...SURVEY_V1_5.welcome.map((screen) => screen.ref),
      ...SURVEY_V1_5.fields.map((field) => field.ref),
      ...SURVEY_V1_5.thankyou.map((screen) => screen.ref),
    ]);
    expect(new Set(refs.map((entry) => entry.ref)).size).toBe(refs.length);
  });

  it('gives each entry ref, type, title and choices (and the answer format), nothing else', () => {
    for (const entry of refs) {
      expect(Object.keys(entry).sort()).toEqual(['answer', 'choices', 'ref', 'title', 'type']);
      expect(typeof entry.title).toBe('string');
      expect(entry.choices.every((choice) => typeof choice === 'string')).toBe(true);
    }
    const byRef = new Map(refs.map((entry) => [entry.ref, entry]));
    expect(byRef.get('welcome')).toMatchObject({ type: 'welcome', choices: [] });
    expect(byRef.get('sex')).toMatchObject({ type: 'multiple_choice', choices: ['Female', 'Male', 'Other'] });
    expect(byRef.get('final_consent')?.choices).toEqual(
      expect.arrayContaining(['I accept', 'Exit Assessment']),
    );
    expect(byRef.get('concerns_fallback')?.choices).toEqual([
      'Wait! I want to address more concerns',
      "Let's see recommendations",
    ]);
    expect(byRef.get('birthday')).toMatchObject({ type: 'date', answer: '"MMDDYYYY"' });
    expect(byRef.get('exit_under_19')).toMatchObject({ type: 'thankyou' });
  });

  it('lists every stable ref of CONTRACTS §2', () => {
    const listed = new Set(refs.map((entry) => entry.ref));
    expect(STABLE_REFS.filter((ref) => !listed.has(ref))).toEqual([]);
  });

  it('lists the medication names a medication_list answer may use', () => {
    const medications = refs.find((entry) => entry.ref === 'medication_list');
    expect(medications?.type).toBe('list_choice');
    expect(medications?.choices).toEqual(MEDICATIONS.map((medication) => medication.label));
    expect(medications?.choices).toEqual(expect.arrayContaining(['Sertraline', 'Zoloft']));
  });

  it('every listed choice label is an answer survey walk takes', () => {
    const sexChoices = refs.find((entry) => entry.ref === 'sex')?.choices ?? [];
    expect(sexChoices).toHaveLength(3);
    const inputs = sexChoices.map((sex) => ({
      today: '2026-11-21',
      answers: { name: 'Ann', consent: true, email: 'a@example.ca', birthday: '05141990', sex },
    }));
    const walked = runCli(['survey', 'walk', '--jsonl'], jsonLines(inputs));
    expect(walked.status).toBe(0);
  });
});
