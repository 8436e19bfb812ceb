import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { jsonOf, runCli } from './run-cli';

interface Output {
  recommendedTier: number | null;
  tiers: Record<'1' | '2' | '3', { id: number; name: string; reason: string; am: number; pm: number }[]>;
  excluded: { id: number; name: string; why: string }[];
  walk: { end: string; at: string };
}

describe('maplepack recommend', () => {
  it('prints three cumulative tiers with reasons and doses for a complete assessment', () => {
    const result = runCli(['recommend'], JSON.stringify(SURVEY_PROFILES.youngWoman));
    expect(result.status).toBe(0);
    const output = jsonOf(result) as Output;
    expect(Object.keys(output).sort()).toEqual(['excluded', 'recommendedTier', 'tiers', 'walk']);
    expect(output.walk).toEqual({ end: 'submit', at: 'final_consent' });
    expect([1, 2, 3]).toContain(output.recommendedTier);
    const ids = (tier: '1' | '2' | '3') => output.tiers[tier].map((p) => p.id);
    expect(ids('1').length).toBeGreaterThan(0);
    expect(ids('2')).toEqual(expect.arrayContaining(ids('1')));
    expect(ids('3')).toEqual(expect.arrayContaining(ids('2')));
    for (const product of output.tiers['3']) {
      expect(product.reason.length).toBeGreaterThan(20);
      expect(product.am + product.pm).toBeGreaterThan(0);
    }
  });

  it('computes from only the answers given, and names a medication interaction in excluded', () => {
    const input = {
      today: '2026-11-21',
      answers: {
        birthday: '03151980',
        sex: 'Female',
        concerns: ['Cognition & Brain Health'],
        cognition_concerns: ['Forgetfulness'],
        medication_list: ['Coumadin'],
      },
    };
    const output = jsonOf(runCli(['recommend', '-'], JSON.stringify(input))) as Output;
    const all = output.tiers['3'].map((p) => p.name);
    expect(all.some((name) => /ginkgo/i.test(name))).toBe(false);
    const ginkgo = output.excluded.find((p) => /ginkgo/i.test(p.name));
    expect(ginkgo?.why).toContain('Coumadin');
  });

  it('ignores an answer the walked path never asks: a man of 55 answering "Pregnant" gets no prenatal', () => {
    const man = {
      ...SURVEY_PROFILES.man55,
      answers: { ...SURVEY_PROFILES.man55.answers, pregnancy_status: 'Pregnant' },
    };
    const stray = jsonOf(runCli(['recommend'], JSON.stringify(man))) as Output;
    const clean = jsonOf(runCli(['recommend'], JSON.stringify(SURVEY_PROFILES.man55))) as Output;
    expect(stray.tiers['3'].some((p) => /prenatal/i.test(p.name))).toBe(false);
    expect(stray).toEqual(clean);
  });

  it('recommends nothing when the walk ends in an exit, and says where', () => {
    const declined = { today: '2026-11-21', answers: { consent: false, sex: 'Female', concerns: ['Sleep'] } };
    const result = runCli(['recommend'], JSON.stringify(declined));
    expect(result.status).toBe(0);
    expect(jsonOf(result)).toEqual({
      recommendedTier: null,
      tiers: { '1': [], '2': [], '3': [] },
      excluded: [],
      walk: { end: 'exit', at: 'exit_consent_declined' },
    });
  });

  it('exits 2 for a birthday or a today that is not on the calendar', () => {
    for (const input of [
      { today: '2026-11-21', answers: { birthday: '02301990' } },
      { today: '2026-02-30', answers: {} },
    ]) {
      const result = runCli(['recommend'], JSON.stringify(input));
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/birthday|today/);
    }
  });

  it('exits 2 with one line naming the answer for an unknown choice or medication', () => {
    for (const answers of [{ sex: 'Robot' }, { medication_list: ['Not A Real Drug'] }]) {
      const result = runCli(['recommend'], JSON.stringify({ today: '2026-11-21', answers }));
      expect(result.status).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/answers\.(sex|medication_list)/);
    }
  });

  it('exits 2 when today is missing', () => {
    const result = runCli(['recommend'], JSON.stringify({ answers: {} }));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^maplepack: today: /);
  });
});
