import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { type SurveyDefinition } from '@maplepack/survey-engine';
import { tempFolder } from './fixtures';
import { jsonOf, runCli } from './run-cli';

// CONTRACTS §1 `survey lint`: also a finding: a question that jumps to itself; a loop other than the
// concerns loop; a question nothing reaches, also after final_consent; a stable ref missing (see
// survey.test.ts); a duplicate ref (a finding, not a load error). Each broken survey is survey v1.5,
// exported and edited as a domain engineer would, and linted with --definition.

const { write } = tempFolder('maplepack-lint-');
const always = { op: 'always' as const, vars: [] as [] };

function edited(change: (definition: SurveyDefinition) => void): string {
  const definition = structuredClone(SURVEY_V1_5);
  change(definition);
  return write(`survey-${Math.random().toString(36).slice(2)}.json`, definition);
}

function addJump(definition: SurveyDefinition, from: string, to: string): void {
  const action = {
    action: 'jump' as const,
    details: { to: { type: 'field' as const, value: to } },
    condition: always,
  };
  const rule = definition.logic.find((candidate) => candidate.ref === from);
  if (rule === undefined) definition.logic.push({ type: 'field', ref: from, actions: [action] });
  else rule.actions.unshift(action);
}

function fieldNamed(definition: SurveyDefinition, ref: string): SurveyDefinition['fields'][number] {
  const field = definition.fields.find((candidate) => candidate.ref === ref);
  if (field === undefined) throw new Error(`survey v1.5 has no ${ref}`);
  return structuredClone(field);
}

const lint = (file: string) => {
  const result = runCli(['survey', 'lint', '--definition', file]);
  const findings = (jsonOf(result) as { findings: { code: string; ref: string; message: string }[] })
    .findings;
  return {
    status: result.status,
    codes: findings.map((finding) => `${finding.code} ${finding.ref}`),
    findings,
  };
};

describe('maplepack survey lint finds', () => {
  it('a question that jumps to itself', () => {
    const result = lint(edited((d) => addJump(d, 'name', 'name')));
    expect(result.status).toBe(1);
    expect(result.codes).toEqual(['lint.self_jump name']);
    expect(result.findings[0]?.message).toMatch(/name.*itself/);
  });

  it('a loop other than the concerns loop, naming the questions in it', () => {
    const result = lint(edited((d) => addJump(d, 'email', 'consent')));
    expect(result.status).toBe(1);
    expect(result.codes).toEqual(['lint.loop consent']);
    expect(result.findings[0]?.message).toMatch(/'consent', 'email'/);
  });

  it('a question stranded after final_consent', () => {
    const result = lint(
      edited((d) => {
        const stranded = fieldNamed(d, 'smoking');
        stranded.id = 'stranded';
        stranded.ref = 'after_final';
        stranded.properties.choices = (stranded.properties.choices ?? []).map((choice, i) => ({
          ...choice,
          id: `stranded-${i}`,
          ref: `after_final_${i}`,
        }));
        d.fields.push(stranded);
      }),
    );
    expect(result.status).toBe(1);
    expect(result.codes).toEqual(['lint.unreachable after_final']);
  });

  it('a duplicate ref, as a finding rather than a load error', () => {
    const result = lint(
      edited((d) => {
        const copy = fieldNamed(d, 'name');
        copy.id = 'name-again';
        d.fields.splice(4, 0, copy);
      }),
    );
    expect(result.status).toBe(1);
    expect(result.codes[0]).toBe('lint.duplicate_ref name');
  });

  it('nothing in survey v1.5 itself, whose concerns loop is allowed', () => {
    const result = lint(edited(() => undefined));
    expect(result).toMatchObject({ status: 0, codes: [] });
  });
});
