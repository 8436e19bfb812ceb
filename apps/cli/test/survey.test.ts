import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { legalChoices, yesNoChoices, type SurveyDefinition } from '@maplepack/survey-engine';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { jsonOf, runCli } from './run-cli';

const always = { op: 'always' as const, vars: [] as [] };
const definition: SurveyDefinition = {
  id: 'cli-test',
  title: 'CLI test survey',
  version: '1.5',
  welcome: [
    { ref: 'welcome', title: 'Welcome', properties: {} },
    { ref: 'intro', title: 'Intro', timeout: 2500, properties: {} },
  ],
  thankyou: [{ ref: 'exit_consent_declined', title: 'Not to worry!', properties: {} }],
  fields: [
    {
      id: '1',
      ref: 'part_1',
      title: 'Part 1',
      type: 'statement',
      validations: { required: false },
      properties: { part: { number: 1, title: 'About you' } },
    },
    {
      id: '2',
      ref: 'name',
      title: 'Name',
      type: 'short_text',
      validations: { required: false },
      properties: {},
    },
    {
      id: '3',
      ref: 'consent',
      title: 'Consent',
      type: 'legal',
      validations: { required: false },
      properties: { choices: legalChoices('consent') },
    },
    {
      id: '4',
      ref: 'vitamin_b',
      title: 'B?',
      type: 'yes_no',
      validations: { required: false },
      properties: { choices: yesNoChoices('vitamin_b', { yesTags: ['BComplex'] }) },
    },
    {
      id: '5',
      ref: 'final_consent',
      title: 'Final',
      type: 'multiple_choice',
      validations: { required: false },
      properties: {
        choices: [
          { id: 'a', ref: '$$SUBMIT$$', label: 'I accept' },
          { id: 'b', ref: '$$ABORT$$', label: 'Exit Assessment' },
        ],
      },
    },
  ],
  logic: [
    {
      type: 'field',
      ref: 'consent',
      actions: [
        {
          action: 'jump',
          details: { to: { type: 'thankyou', value: 'exit_consent_declined' } },
          condition: {
            op: 'is',
            vars: [
              { type: 'field', value: 'consent' },
              { type: 'choice', value: 'consent_decline' },
            ],
          },
        },
        { action: 'jump', details: { to: { type: 'field', value: 'vitamin_b' } }, condition: always },
      ],
    },
  ],
};

const dir = mkdtempSync(path.join(tmpdir(), 'maplepack-survey-'));
const write = (name: string, value: unknown): string => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
};
const definitionFile = write('definition.json', definition);

describe('maplepack survey walk', () => {
  it('walks to the submit and prints path, end, at and tags', () => {
    const input = JSON.stringify({
      today: '2026-11-21',
      answers: { name: 'Ann', consent: true, vitamin_b: true, final_consent: 'i accept' },
    });
    const result = runCli(['survey', 'walk', '--definition', definitionFile], input);
    expect(result.status).toBe(0);
    expect(jsonOf(result)).toEqual({
      path: ['welcome', 'intro', 'part_1', 'name', 'consent', 'vitamin_b', 'final_consent'],
      end: 'submit',
      at: 'final_consent',
      tags: ['BComplex'],
    });
  });

  it('reads the input from a file and ends at an exit screen', () => {
    const file = write('walk-exit.json', { today: '2026-11-21', answers: { name: 'Ann', consent: false } });
    const result = runCli(['survey', 'walk', file, '--definition', definitionFile]);
    expect(result.status).toBe(0);
    expect(jsonOf(result)).toMatchObject({ end: 'exit', at: 'exit_consent_declined' });
  });

  it('stops at the first unanswered question', () => {
    const result = runCli(
      ['survey', 'walk', '-', '--definition', definitionFile],
      JSON.stringify({ today: '2026-11-21', answers: {} }),
    );
    expect(jsonOf(result)).toMatchObject({ end: 'unanswered', at: 'name' });
  });

  it.each([
    [
      'an unknown choice',
      { today: '2026-11-21', answers: { name: 'Ann', consent: true, vitamin_b: 'Maybe' } },
      /^maplepack: answers\.vitamin_b: unknown choice 'Maybe'/,
    ],
    [
      'a field of the wrong type',
      { today: '2026-11-21', loggedIn: 'yes', answers: {} },
      /^maplepack: loggedIn: /,
    ],
    ['a bad date', { today: '21/11/2026', answers: {} }, /^maplepack: today: /],
  ])('exits 2 with one line naming the field for %s', (_what, input, message) => {
    const result = runCli(['survey', 'walk', '--definition', definitionFile], JSON.stringify(input));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('exits 2 on an invalid definition', () => {
    const bad = runCli(
      ['survey', 'walk', '--definition', write('bad.json', { id: 'x' })],
      '{"today":"2026-11-21","answers":{}}',
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^maplepack: definition: /);
  });
});

describe('maplepack survey walk on survey v1.5 (the default)', () => {
  const contractsExample = {
    today: '2026-11-21',
    loggedIn: false,
    answers: {
      name: 'Ann',
      consent: true,
      email: 'ann@example.ca',
      birthday: '05141990',
      sex: 'Female',
      concerns: ['Sleep', 'Gut Health'],
      concerns_fallback: { each: ['Wait! I want to address more concerns', "Let's see recommendations"] },
    },
  };

  it('walks the CONTRACTS example from the welcome screen to the first unanswered question', () => {
    const result = runCli(['survey', 'walk'], JSON.stringify(contractsExample));
    expect(result.status).toBe(0);
    const walk = jsonOf(result) as { path: string[]; end: string; at: string; tags: string[] };
    expect(walk.path.slice(0, 5)).toEqual(['welcome', 'intro', 'part_1', 'name', 'consent']);
    expect(walk.end).toBe('unanswered');
    expect(walk.at).toBe('pregnancy_status');
    expect(walk.tags).toContain('Female');
  });

  it('takes medications by brand or generic name and refuses an unknown one, naming the answer', () => {
    const onZoloft = {
      ...SURVEY_PROFILES.youngWoman,
      answers: {
        ...SURVEY_PROFILES.youngWoman.answers,
        medications: true,
        medication_list: ['Zoloft', 'levothyroxine'],
      },
    };
    const result = runCli(['survey', 'walk'], JSON.stringify(onZoloft));
    expect(result.status).toBe(0);
    const walk = jsonOf(result) as { path: string[]; end: string };
    expect(walk.end).toBe('submit');
    expect(walk.path).toContain('medication_list');

    const unknown = { ...onZoloft, answers: { ...onZoloft.answers, medication_list: ['Not A Real Drug'] } };
    const bad = runCli(['survey', 'walk'], JSON.stringify(unknown));
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain("answers.medication_list: unknown item 'Not A Real Drug'");
  });

  it('lints survey v1.5 clean against its own tags', () => {
    const result = runCli(['survey', 'lint']);
    expect(result.status).toBe(0);
    expect(jsonOf(result)).toEqual({ findings: [] });
  });
});

describe('maplepack survey lint', () => {
  it('prints no findings and exits 0 for a sound definition: the exported one, read back', () => {
    const exported = runCli(['survey', 'export']);
    expect(exported.status).toBe(0);
    const result = runCli(['survey', 'lint', '--definition', write('exported.json', jsonOf(exported))]);
    expect(result.status).toBe(0);
    expect(jsonOf(result)).toEqual({ findings: [] });
  });

  it('names every stable ref of CONTRACTS §2 that a definition lacks', () => {
    const result = runCli(['survey', 'lint', '--definition', definitionFile]);
    expect(result.status).toBe(1);
    const codes = (jsonOf(result) as { findings: { code: string; ref: string }[] }).findings.map(
      (f) => `${f.code} ${f.ref}`,
    );
    expect(codes).toContain('lint.missing_stable_ref birthday');
    expect(codes).toContain('lint.missing_stable_ref medications');
    expect(codes).not.toContain('lint.missing_stable_ref name');
    expect(codes.every((c) => c.startsWith('lint.missing_stable_ref '))).toBe(true);
  });

  it('prints the findings and exits 1', () => {
    const broken = structuredClone(definition);
    broken.logic.push({
      type: 'field',
      ref: 'name',
      actions: [{ action: 'jump', details: { to: { type: 'field', value: 'nowhere' } }, condition: always }],
    });
    const result = runCli([
      'survey',
      'lint',
      '--definition',
      write('broken.json', broken),
      '--known-tags',
      write('tags.json', ['Other']),
    ]);
    expect(result.status).toBe(1);
    const codes = (jsonOf(result) as { findings: { code: string; ref: string }[] }).findings.map(
      (f) => `${f.code} ${f.ref}`,
    );
    expect(codes.filter((c) => !c.startsWith('lint.missing_stable_ref '))).toEqual([
      'lint.missing_jump_target name',
      'lint.unreachable consent',
      'lint.unreachable vitamin_b',
      'lint.unreachable final_consent',
      'lint.unreachable exit_consent_declined',
      'lint.unknown_tag vitamin_b',
    ]);
  });

  it('has help', () => {
    const result = runCli(['survey', 'lint', '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('--definition');
  });
});
