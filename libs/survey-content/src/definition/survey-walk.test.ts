import { walkSurvey, type WalkInputRaw, type WalkResult } from '@maplepack/survey-engine';
import { resolveMedication } from '../medications/medication-list';
import { SURVEY_PROFILES, type SurveyProfileName } from '../testing';
import { SURVEY_V1_5 } from './survey-v1-5';

function walk(input: WalkInputRaw): WalkResult {
  const result = walkSurvey(
    SURVEY_V1_5,
    { loggedIn: false, ...input, answers: input.answers ?? {} },
    {
      // The real list, as the app's search box offers it: an unknown name fails the walk.
      listItem: (label) => {
        const medication = resolveMedication(label);
        return medication === undefined ? undefined : { ref: medication.ref, label: medication.label };
      },
    },
  );
  if (!result.ok) throw new Error(result.message);
  return result.walk;
}

function profile(name: SurveyProfileName, answers: Record<string, unknown> = {}): WalkResult {
  const base: WalkInputRaw = SURVEY_PROFILES[name];
  return walk({ ...base, answers: { ...base.answers, ...(answers as WalkInputRaw['answers']) } });
}

/** Screens on the young woman's path (two concerns, no medications): about 5 minutes. */
const TYPICAL_PATH_SCREENS = 40;

/** Screens a person sees: every step of the path except the final exit or submit marker. */
function screens(result: WalkResult): number {
  return result.path.length;
}

describe('walking survey v1.5', () => {
  it('takes a young woman with two concerns from welcome to submit in 30 to 45 screens', () => {
    const result = profile('youngWoman');
    // The typical path of the report: keep this number in step with docs when content changes.
    expect(screens(result)).toBe(TYPICAL_PATH_SCREENS);
    expect(result).toMatchObject({ end: 'submit', at: 'final_consent' });
    expect(result.path.slice(0, 8)).toEqual([
      'welcome',
      'intro',
      'part_1',
      'name',
      'consent',
      'email',
      'birthday',
      'sex',
    ]);
    expect(result.path).toEqual(
      expect.arrayContaining([
        'pregnancy_status',
        'supplement_attitude',
        'allergies',
        'part_2',
        'alcohol_female',
      ]),
    );
    expect(result.path).not.toContain('alcohol_male');
    expect(result.path).not.toContain('caution_65_plus');
    expect(screens(result)).toBeGreaterThanOrEqual(30);
    expect(screens(result)).toBeLessThanOrEqual(45);
    expect(result.tags).toEqual(
      expect.arrayContaining(['Female', 'ConcernSleep', 'TroubleFallingAsleep', 'HighCaffeine']),
    );
  });

  it('visits the picked sections in the fixed order, then offers the fallback', () => {
    const { path } = profile('youngWoman', { concerns: ['Energy and Stress', 'Sleep'] });
    const at = (ref: string): number => path.indexOf(ref);
    expect(at('sleep_trouble')).toBeLessThan(at('energy_level'));
    expect(at('energy_burnout')).toBeLessThan(at('concerns_fallback'));
    expect(path.slice(at('concerns_fallback'), at('concerns_fallback') + 3)).toEqual([
      'concerns_fallback',
      'part_4',
      'medications',
    ]);
  });

  it('returns to the concern list from the fallback and then goes on', () => {
    const { path, end } = profile('youngWoman', {
      concerns: { each: [['Sleep'], ['Sleep', 'Gut Health']] },
      concerns_fallback: { each: ['Wait! I want to address more concerns', "Let's see recommendations"] },
      gut_symptoms: ['Bloating or gas'],
      gut_fibre: 'Some days',
      gut_ibs: false,
    });
    expect(end).toBe('submit');
    expect(path.filter((ref) => ref === 'concerns')).toHaveLength(2);
    expect(path.filter((ref) => ref === 'sleep_trouble')).toHaveLength(1);
    expect(path).toContain('gut_ibs');
  });

  it('asks a pregnant woman for consent, nausea, and gives her the hormone safety notice', () => {
    const result = profile('pregnantWoman');
    expect(result.end).toBe('submit');
    const { path } = result;
    expect(path.slice(path.indexOf('pregnancy_status'), path.indexOf('pregnancy_status') + 4)).toEqual([
      'pregnancy_status',
      'pregnancy_caution',
      'pregnancy_nausea',
      'supplement_attitude',
    ]);
    expect(path).toEqual(
      expect.arrayContaining(['vegan_supplements', 'hormones_pregnancy_notice', 'medication_list']),
    );
    expect(path).not.toContain('hormones_menopause');
    expect(path).not.toContain('fish_intake');
    expect(result.tags).toEqual(expect.arrayContaining(['Pregnant', 'SevereNausea', 'Vegan', 'VeganOnly']));
  });

  it('fails a walk that names a medication the list does not have', () => {
    expect(() => profile('pregnantWoman', { medication_list: ['Not A Drug'] })).toThrow(/medication_list/);
  });

  it('sends a pregnant woman who declines the caution to the consent exit', () => {
    expect(profile('pregnantWoman', { pregnancy_caution: false })).toMatchObject({
      end: 'exit',
      at: 'exit_consent_declined',
    });
  });

  it('asks a man of 55 the male alcohol limits, the UTI question and the whole migraine branch', () => {
    const result = profile('man55');
    expect(result.end).toBe('submit');
    expect(result.path).toEqual(
      expect.arrayContaining([
        'alcohol_male',
        'hormones_uti',
        'migraines_frequency',
        'migraines_prescription',
        'migraines_medication_type',
      ]),
    );
    expect(result.path).not.toContain('pregnancy_status');
    expect(result.path).not.toContain('alcohol_female');
    expect(result.path).not.toContain('hormones_male_fertility');
    expect(result.tags).toEqual(expect.arrayContaining(['Smoker', 'HighAlcohol', 'Triptan', 'SplitPack']));
  });

  it('asks a man under 50 about fertility instead', () => {
    const { path } = profile('man55', { birthday: '03101990', hormones_male_fertility: true });
    expect(path).toContain('hormones_male_fertility');
    expect(path).not.toContain('hormones_uti');
  });

  it('ends the migraine section at once on No, Never', () => {
    const { path } = profile('man55', { migraines_any: 'No, Never' });
    expect(path[path.indexOf('migraines_any') + 1]).toBe('concerns_fallback');
  });

  it('asks a woman of 52 about menopause, and one of 30 the resonance question', () => {
    const older = profile('senior67Accepts', {
      birthday: '01201974',
      concerns: ['Hormone and Sexual Health'],
      hormones_libido: false,
      hormones_menopause: 'My last period was less than 5 years ago',
      hormones_uti: true,
    });
    expect(older.path).toEqual(expect.arrayContaining(['hormones_menopause', 'hormones_uti']));
    expect(older.path).not.toContain('pregnancy_status');
    expect(older.tags).toEqual(expect.arrayContaining(['Menopause', 'RecurrentUti']));
    const younger = profile('youngWoman', {
      concerns: ['Hormone and Sexual Health'],
      hormones_libido: false,
      hormones_resonance: ['PMS or painful cramps'],
      hormones_uti: false,
    });
    expect(younger.path).toContain('hormones_resonance');
    expect(younger.path).not.toContain('hormones_menopause');
  });

  it('tells someone of sex Other that hormone support needs their sex at birth', () => {
    const { path } = profile('youngWoman', {
      sex: 'Other',
      concerns: ['Hormone and Sexual Health'],
      hormones_libido: true,
    });
    expect(path).toContain('hormones_sex_notice');
    expect(path).not.toContain('pregnancy_status');
  });

  it('stops someone under 19 at the Sorry exit', () => {
    expect(profile('under19')).toMatchObject({ end: 'exit', at: 'exit_under_19' });
  });

  it('stops someone who declines consent at the consent exit', () => {
    expect(profile('consentDeclined')).toMatchObject({
      end: 'exit',
      at: 'exit_consent_declined',
      path: ['welcome', 'intro', 'part_1', 'name', 'consent', 'exit_consent_declined'],
    });
  });

  it('cautions someone of 67, who may accept and go on or leave', () => {
    const accepts = profile('senior67Accepts');
    expect(accepts.end).toBe('submit');
    expect(
      accepts.path.slice(accepts.path.indexOf('birthday'), accepts.path.indexOf('birthday') + 3),
    ).toEqual(['birthday', 'caution_65_plus', 'sex']);
    expect(profile('senior67Accepts', { caution_65_plus: false })).toMatchObject({
      end: 'exit',
      at: 'exit_age',
    });
  });

  it.each([
    ['11201915', 'exit_age'],
    ['11222007', 'exit_under_19'],
  ])('sends birthday %s to %s', (birthday, exit) => {
    expect(profile('under19', { birthday })).toMatchObject({ end: 'exit', at: exit });
  });

  it('lets someone who turned 19 today through to the sex question', () => {
    expect(profile('under19', { birthday: '11212007' })).toMatchObject({ end: 'unanswered', at: 'sex' });
  });

  it('leaves for a chronic condition with the Not to worry guidance', () => {
    expect(profile('youngWoman', { chronic_conditions: ['Kidney disease'] })).toMatchObject({
      end: 'exit',
      at: 'exit_chronic_condition',
    });
  });

  it('takes "Take me through it all" through all nine sections and straight to Part 4', () => {
    const { path, end } = profile('takeMeThroughItAll');
    expect(end).toBe('submit');
    const firsts = [
      'hormones_libido',
      'gut_symptoms',
      'bones_pain',
      'skin_concerns',
      'immune_colds',
      'sleep_trouble',
      'energy_level',
      'migraines_any',
      'cognition_concerns',
    ];
    const positions = firsts.map((ref) => path.indexOf(ref));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(path).not.toContain('concerns_fallback');
    expect(path[path.indexOf('cognition_family_history') + 1]).toBe('part_4');
  });

  it('takes "Nothing for now" to the fallback, then Part 4', () => {
    const { path, end } = profile('nothingForNow');
    expect(end).toBe('submit');
    expect(path.slice(path.indexOf('concerns'), path.indexOf('concerns') + 3)).toEqual([
      'concerns',
      'concerns_fallback',
      'part_4',
    ]);
  });

  it('skips name, email and birthday for a signed-in person whose account knows them', () => {
    const result = profile('signedInReturning');
    expect(result.end).toBe('submit');
    // The birthday fills itself from the account (it still runs the age gate), so it is no screen.
    expect(result.path.slice(0, 5)).toEqual(['welcome', 'intro', 'part_1', 'consent', 'sex']);
    expect(result.path).not.toContain('name');
    expect(result.path).not.toContain('email');
    expect(result.path).not.toContain('birthday');
  });

  it('asks a signed-in person without a birthday on the account for it', () => {
    const result = walk({
      today: '2026-11-21',
      loggedIn: true,
      account: { firstName: 'Nadia', email: 'nadia@example.ca' },
      answers: { consent: true },
    });
    expect(result).toMatchObject({ end: 'unanswered', at: 'birthday' });
  });

  it('skips the stress-feeling question for rare or occasional stress', () => {
    expect(profile('youngWoman', { stress_frequency: 'Rarely' }).path).not.toContain('stress_feeling');
    expect(profile('youngWoman', { stress_frequency: 'Occasionally' }).path).not.toContain('stress_feeling');
    expect(profile('youngWoman', { stress_frequency: 'Often' }).path).toContain('stress_feeling');
  });

  it('asks about vitamin D levels after a test, and explains vitamin D otherwise', () => {
    const tested = profile('youngWoman', { vitamin_d_tested: true, vitamin_d_level: 'Low' });
    expect(tested.path).toContain('vitamin_d_level');
    expect(tested.path).not.toContain('vitamin_d_did_you_know');
    expect(tested.tags).toContain('VitaminDLow');
    const untested = profile('youngWoman');
    expect(untested.path).toContain('vitamin_d_did_you_know');
    expect(untested.path).not.toContain('vitamin_d_level');
  });

  it('asks vegetarians about animal-derived ingredients unless an allergy already rules them out', () => {
    const vegetarian = profile('youngWoman', { diet_type: 'Vegetarian', animal_products: false });
    expect(vegetarian.path).toContain('animal_products');
    expect(vegetarian.path).not.toContain('fish_intake');
    expect(vegetarian.tags).toContain('AnimalFree');
    const allergic = profile('youngWoman', { diet_type: 'Vegetarian', allergies: ['Gelatin'] });
    expect(allergic.path).not.toContain('animal_products');
  });

  it('asks the pain type only after joint or muscle pain', () => {
    const base = { concerns: ['Bones Muscles and Joints'], bones_cramps: false, bones_density: false };
    expect(
      profile('youngWoman', { ...base, bones_pain: true, bones_pain_type: ['Back or neck pain'] }).path,
    ).toContain('bones_pain_type');
    expect(profile('youngWoman', { ...base, bones_pain: false }).path).not.toContain('bones_pain_type');
  });

  it('skips the medication list for people who take none', () => {
    const { path } = profile('youngWoman');
    expect(path[path.indexOf('medications') + 1]).toBe('pack_format');
  });

  it('leaves at the final consent on Exit Assessment', () => {
    expect(profile('youngWoman', { final_consent: 'Exit Assessment' })).toMatchObject({
      end: 'exit',
      at: 'final_consent',
    });
  });
});
