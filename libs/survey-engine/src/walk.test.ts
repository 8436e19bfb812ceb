import { NAVIGATION_FIXTURE } from './fixtures/navigation';
import { walkSurvey } from './walk';
import { walkInputSchema, type WalkInputRaw } from './walk-input';

const walk = (input: WalkInputRaw) => walkSurvey(NAVIGATION_FIXTURE, walkInputSchema.parse(input));
const intake = { name: 'Ann', consent: true, email: 'ann@example.ca', birthday: '05141990', sex: 'female' };

describe('walkSurvey', () => {
  it('walks to the submit like the CONTRACTS example, with successive fallback answers', () => {
    const result = walk({
      today: '2026-11-21',
      answers: {
        ...intake,
        concerns: ['Sleep', 'Gut Health'],
        sleep_trouble: true,
        sleep_wake: 'yes',
        gut_bloat: 'bloat_often',
        concerns_fallback: { each: ['Wait! I want to address more concerns', "Let's see recommendations"] },
        final_consent: 'I accept',
      },
    });
    expect(result).toEqual({
      ok: true,
      walk: {
        path: [
          'welcome',
          'intro',
          'part_1',
          'name',
          'consent',
          'email',
          'birthday',
          'sex',
          'part_3',
          'concerns',
          'sleep_trouble',
          'sleep_wake',
          'gut_bloat',
          'concerns_fallback',
          'concerns',
          'concerns_fallback',
          'did_you_know',
          'part_4',
          'final_consent',
        ],
        end: 'submit',
        at: 'final_consent',
        tags: ['PoorSleep', 'Melatonin', 'Probiotic'],
      },
    });
  });

  it('stops at the first question with no answer', () => {
    expect(walk({ today: '2026-11-21', answers: { name: 'Ann' } })).toMatchObject({
      ok: true,
      walk: { end: 'unanswered', at: 'consent', path: ['welcome', 'intro', 'part_1', 'name', 'consent'] },
    });
  });

  it('ends at an exit screen or an abort choice', () => {
    expect(walk({ today: '2026-11-21', answers: { ...intake, consent: false } })).toMatchObject({
      ok: true,
      walk: { end: 'exit', at: 'exit_consent_declined' },
    });
    const aborted = walk({
      today: '2026-11-21',
      answers: {
        ...intake,
        concerns: ['Sleep', 'Gut Health', 'Healthy Skin Hair and Nails'],
        sleep_trouble: false,
        gut_bloat: 'Rarely',
        skin_dry: false,
        final_consent: 'exit assessment',
      },
    });
    expect(aborted).toMatchObject({ ok: true, walk: { end: 'exit', at: 'final_consent' } });
  });

  it('skips what the account knows for a logged-in person', () => {
    const result = walk({
      today: '2026-11-21',
      loggedIn: true,
      account: { firstName: 'Bea', email: 'bea@example.ca', birthday: '01021980' },
      answers: { consent: true },
    });
    expect(result).toMatchObject({
      ok: true,
      walk: { path: ['welcome', 'intro', 'part_1', 'consent', 'sex'], end: 'unanswered', at: 'sex' },
    });
  });

  it('names the ref of an unknown choice', () => {
    const result = walk({ today: '2026-11-21', answers: { ...intake, sex: 'Robot' } });
    expect(result).toMatchObject({ ok: false, code: 'walk.invalid_answer' });
    expect(!result.ok && result.message).toMatch(/^answers\.sex: unknown choice 'Robot'/);
  });

  it('names the ref of an answer of the wrong kind', () => {
    const result = walk({ today: '2026-11-21', answers: { name: true } });
    expect(!result.ok && result.message).toMatch(/^answers\.name:/);
    const badDate = walk({ today: '2026-11-21', answers: { ...intake, birthday: '1990-05-14' } });
    expect(!badDate.ok && badDate.message).toMatch(/^answers\.birthday:/);
  });

  it('names an answer keyed by a ref that is no question: a typo or a statement', () => {
    const typo = walk({ today: '2026-11-21', answers: { ...intake, sexx: 'Female' } });
    expect(typo).toEqual({
      ok: false,
      code: 'walk.invalid_answer',
      message: 'answers.sexx: no question of the survey has this ref',
    });
    const statement = walk({ today: '2026-11-21', answers: { ...intake, part_1: true } });
    expect(!statement.ok && statement.message).toBe(
      "answers.part_1: 'part_1' is a statement and takes no answer",
    );
  });

  it('reports answers that loop forever', () => {
    const result = walk({
      today: '2026-11-21',
      answers: { ...intake, concerns: ['Gut Health'], gut_bloat: 'Often', concerns_fallback: 'fb_more' },
    });
    expect(result).toMatchObject({ ok: false, code: 'walk.loop' });
  });
});
