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

describe('walkSurvey passing unanswered questions (the recommendation walk)', () => {
  const walkPassing = (input: WalkInputRaw) =>
    walkSurvey(NAVIGATION_FIXTURE, walkInputSchema.parse(input), { unanswered: 'pass' });
  const sleepOnly = { concerns: ['Sleep'], sleep_trouble: true, sleep_wake: 'yes' };

  it('passes questions without an answer and reaches the answers given, reporting where `stop` stops', () => {
    const result = walkPassing({ today: '2026-11-21', answers: sleepOnly });
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
          'concerns_fallback',
          'did_you_know',
          'part_4',
          'final_consent',
        ],
        end: 'unanswered',
        at: 'name',
        tags: ['PoorSleep', 'Melatonin'],
        passed: ['name', 'consent', 'email', 'birthday', 'sex', 'concerns_fallback', 'final_consent'],
      },
    });
    // `survey walk` (stop) is unchanged by the option: it stops at the same place.
    expect(walk({ today: '2026-11-21', answers: sleepOnly })).toMatchObject({
      ok: true,
      walk: { end: 'unanswered', at: 'name' },
    });
  });

  it('never leaves the survey for an answer that was not given, and does for one that was', () => {
    // No birthday: the under-19 exit depends on it, so it is not taken; no consent: not declined.
    const passed = walkPassing({
      today: '2026-11-21',
      answers: { sex: 'Female', final_consent: 'I accept' },
    });
    expect(passed).toMatchObject({ ok: true, walk: { end: 'unanswered', at: 'name' } });
    expect(passed.ok && passed.walk.path).toContain('final_consent');
    expect(walkPassing({ today: '2026-11-21', answers: { consent: false } })).toMatchObject({
      ok: true,
      walk: { end: 'exit', at: 'exit_consent_declined' },
    });
    expect(walkPassing({ today: '2026-11-21', answers: { birthday: '01012015' } })).toMatchObject({
      ok: true,
      walk: { end: 'exit', at: 'exit_under_19' },
    });
  });

  it('does not use an answer to a question its path never asks', () => {
    const result = walkPassing({
      today: '2026-11-21',
      answers: {
        concerns: ['Gut Health'],
        gut_bloat: 'Often',
        sleep_trouble: true,
        final_consent: 'I accept',
      },
    });
    expect(result.ok && result.walk.path).not.toContain('sleep_trouble');
    expect(result.ok && result.walk.tags).toEqual(['Probiotic']);
  });

  it('follows a jump that depends on a missing answer when it leads to an answer given', () => {
    // The concern list is not answered, but the gut section is: the walk goes there.
    const result = walkPassing({
      today: '2026-11-21',
      answers: { gut_bloat: 'Often', final_consent: 'I accept' },
    });
    expect(result.ok && result.walk.path).toContain('gut_bloat');
    expect(result.ok && result.walk.tags).toEqual(['Probiotic']);
    // Answered, the concern list decides: the gut section is not on a sleep-only path.
    const decided = walkPassing({ today: '2026-11-21', answers: { ...sleepOnly, gut_bloat: 'Often' } });
    expect(decided.ok && decided.walk.path).not.toContain('gut_bloat');
  });

  it('uses successive answers and a complete input exactly as `survey walk` does', () => {
    const input = {
      today: '2026-11-21',
      answers: {
        ...intake,
        concerns: { each: [['Sleep'], ['Sleep', 'Gut Health']] },
        sleep_trouble: false,
        gut_bloat: 'Rarely',
        concerns_fallback: { each: ['Wait! I want to address more concerns', "Let's see recommendations"] },
        final_consent: 'I accept',
      },
    };
    const stopping = walk(input);
    if (!stopping.ok) throw new Error(stopping.message);
    expect(walkPassing(input)).toEqual({ ok: true, walk: { ...stopping.walk, passed: [] } });
  });
});

describe('walkSurvey dates that do not exist', () => {
  it.each(['02301990', '00000000', '13011990', '02292023'])(
    'refuses the birthday %s, naming it',
    (birthday) => {
      const result = walk({ today: '2026-11-21', answers: { ...intake, birthday } });
      expect(result).toMatchObject({ ok: false, code: 'walk.invalid_answer' });
      expect(!result.ok && result.message).toMatch(
        new RegExp(`^answers\\.birthday: '${birthday}' is not a date`),
      );
    },
  );

  it('takes a leap day that exists', () => {
    expect(walk({ today: '2026-11-21', answers: { ...intake, birthday: '02291992' } })).toMatchObject({
      ok: true,
    });
  });

  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2025-02-29'])('refuses today %s', (today) => {
    const parsed = walkInputSchema.safeParse({ today, answers: {} });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['today']);
  });

  it('refuses an account birthday that does not exist', () => {
    const parsed = walkInputSchema.safeParse({
      today: '2026-11-21',
      loggedIn: true,
      account: { birthday: '02301990' },
      answers: {},
    });
    expect(parsed.error?.issues[0]?.path).toEqual(['account', 'birthday']);
  });
});
