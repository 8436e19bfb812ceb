import { loadDefinition } from './definition';
import { advance, submitAnswer } from './navigation';
import { canGoBack, goBack } from './navigation-back';
import { NAVIGATION_FIXTURE } from './fixtures/navigation';
import { currentTimeout, sessionStatus } from './navigation-screen';
import { createSession, type SessionContext, type SessionState } from './session';
import { completeSubmit, hardReset, softReset } from './session-reset';

const guest: SessionContext = { today: '2026-11-21', authenticated: false };

function ok(result: ReturnType<typeof advance>): SessionState {
  if (!result.ok) throw new Error(result.message);
  return result.state;
}
const next = (state: SessionState) => ok(advance(state));
const answer = (state: SessionState, value: unknown) => ok(submitAnswer(state, value));
const choice = (ref: string, label = ref) => ({ ref, label });

/** Welcome → intro → part_1 → name → consent → email → birthday → sex → part_3 → concerns. */
function toConcerns(context: SessionContext = guest): SessionState {
  let s = next(next(next(createSession(NAVIGATION_FIXTURE, context))));
  if (!context.authenticated) s = answer(s, 'Ann');
  s = answer(s, { value: true });
  if (!context.authenticated) s = answer(answer(s, 'ann@example.ca'), '05141990');
  return next(answer(s, choice('sex_female')));
}

describe('the navigation fixture', () => {
  it('is a valid definition', () => {
    expect(loadDefinition(NAVIGATION_FIXTURE).ok).toBe(true);
  });
});

describe('starting', () => {
  it('goes welcome → intro (2500 ms) → part cover (3000 ms) → first question', () => {
    const s0 = createSession(NAVIGATION_FIXTURE, guest);
    expect(s0.cursor).toEqual({ type: 'welcome', ref: 'welcome' });
    expect(currentTimeout(s0)).toBeNull();
    const s1 = next(s0);
    expect(s1.cursor.ref).toBe('intro');
    expect(currentTimeout(s1)).toBe(2500);
    const s2 = next(s1);
    expect(s2.cursor.ref).toBe('part_1');
    expect(currentTimeout(s2)).toBe(3000);
    expect([s2.part, s2.partTitle, s2.partColors, s2.partBackgroundImg]).toEqual([
      1,
      'About you',
      ['#000001'],
      '/images/survey/part-1.jpg',
    ]);
    expect(next(s2).cursor.ref).toBe('name');
  });

  it('does not advance a question', () => {
    const s = next(next(next(createSession(NAVIGATION_FIXTURE, guest))));
    expect(advance(s)).toMatchObject({ ok: false, code: 'survey.not_waiting' });
  });
});

describe('answers and jumps', () => {
  it('stores the answer and goes to the next field in order', () => {
    const s = answer(next(next(next(createSession(NAVIGATION_FIXTURE, guest)))), '  Ann ');
    expect(s.cursor.ref).toBe('consent');
    expect(s.submission['name']).toBe('  Ann ');
    expect(s.firstName).toBe('Ann');
  });

  it('takes the first jump whose condition holds: consent declined → the exit screen', () => {
    const atConsent = answer(next(next(next(createSession(NAVIGATION_FIXTURE, guest)))), 'Ann');
    const s = answer(atConsent, { value: false });
    expect(s.cursor).toEqual({ type: 'thankyou', ref: 'exit_consent_declined' });
    expect(sessionStatus(s)).toBe('in_progress');
    expect(sessionStatus(next(s))).toBe('aborted');
  });

  it('jumps on age: under 19 exits', () => {
    let s = answer(next(next(next(createSession(NAVIGATION_FIXTURE, guest)))), 'Ann');
    s = answer(answer(answer(s, { value: true }), 'a@b.ca'), '11222007');
    expect(s.cursor.ref).toBe('exit_under_19');
  });

  it('rejects a wrong question ref, a wrong shape and an unknown choice', () => {
    const s = next(next(next(createSession(NAVIGATION_FIXTURE, guest))));
    expect(submitAnswer(s, 'Ann', 'consent')).toMatchObject({ ok: false, code: 'survey.wrong_question' });
    expect(submitAnswer(s, { value: true })).toMatchObject({ ok: false, code: 'survey.invalid_answer' });
    const atSex = goBack(toConcerns());
    expect(atSex.cursor.ref).toBe('sex');
    expect(submitAnswer(atSex, choice('sex_robot'))).toMatchObject({
      ok: false,
      code: 'survey.unknown_choice',
    });
  });

  it('collects tags from the picked choices, per ref', () => {
    const s = answer(answer(toConcerns(), [choice('c_sleep')]), { value: true });
    expect(s.tags).toEqual({ sleep_trouble: ['PoorSleep'] });
  });

  it('submits with $$SUBMIT$$ and leaves with $$ABORT$$', () => {
    let s = answer(toConcerns(), [choice('c_sleep'), choice('c_gut'), choice('c_skin')]);
    s = answer(answer(answer(s, { value: false }), choice('bloat_rarely')), { value: false });
    expect(s.cursor.ref).toBe('did_you_know');
    expect(currentTimeout(s)).toBeNull();
    s = next(next(s));
    expect(s.cursor.ref).toBe('final_consent');
    const submitted = answer(s, choice('$$SUBMIT$$'));
    expect([sessionStatus(submitted), submitted.computing]).toEqual(['computing', true]);
    expect(sessionStatus(answer(s, choice('$$ABORT$$')))).toBe('aborted');
  });
});

describe('cumulative concern mode', () => {
  it('covers the selected sections in list order, then the fallback (fewer picks than the threshold)', () => {
    let s = answer(toConcerns(), [choice('c_skin'), choice('c_sleep')]);
    expect(s.cursor.ref).toBe('sleep_trouble');
    s = answer(s, { value: true });
    expect(s.cursor.ref).toBe('sleep_wake');
    s = answer(s, { value: false });
    expect(s.visited).toEqual({ concerns: ['c_sleep'] });
    expect(s.cursor.ref).toBe('skin_dry');
    s = answer(s, { value: true });
    expect(s.visited).toEqual({ concerns: ['c_sleep', 'c_skin'] });
    expect(s.cursor.ref).toBe('concerns_fallback');
  });

  it('a section ends early when no jump of its cumulative rule holds', () => {
    const s = answer(answer(toConcerns(), [choice('c_sleep'), choice('c_gut')]), { value: false });
    expect(s.cursor.ref).toBe('gut_bloat');
  });

  it('returns to the concern list from the fallback with visited choices locked, then goes on', () => {
    let s = answer(toConcerns(), [choice('c_gut')]);
    s = answer(answer(s, choice('bloat_often')), choice('fb_more'));
    expect(s.cursor.ref).toBe('concerns');
    s = answer(s, [choice('c_skin')]);
    expect(s.submission['concerns']).toEqual([
      choice('c_gut', 'Gut Health'),
      choice('c_skin', 'Healthy Skin Hair and Nails'),
    ]);
    expect(s.cursor.ref).toBe('skin_dry');
    s = answer(answer(s, { value: true }), choice('fb_done'));
    expect(s.cursor.ref).toBe('did_you_know');
  });

  it('goes straight on when every concern was picked', () => {
    let s = answer(toConcerns(), [choice('c_sleep'), choice('c_gut'), choice('c_skin')]);
    s = answer(answer(answer(s, { value: false }), choice('bloat_rarely')), { value: false });
    expect(s.cursor.ref).toBe('did_you_know');
  });
});

describe('logged-in people', () => {
  const context: SessionContext = {
    today: '2026-11-21',
    authenticated: true,
    account: { firstName: 'Bea', email: 'bea@example.ca', birthday: '01021980' },
  };

  it('skip name (jump) and the email and birthday the account holds (prefilled)', () => {
    let s = next(next(next(createSession(NAVIGATION_FIXTURE, context))));
    expect(s.cursor.ref).toBe('consent');
    expect(s.firstName).toBe('Bea');
    s = answer(s, { value: true });
    expect(s.cursor.ref).toBe('sex');
    expect(s.submission).toMatchObject({ email: 'bea@example.ca', birthday: '01021980' });
  });

  it('are asked the birthday when the account has none', () => {
    const s = answer(
      next(next(next(createSession(NAVIGATION_FIXTURE, { ...context, account: { email: 'x@y.ca' } })))),
      {
        value: true,
      },
    );
    expect(s.cursor.ref).toBe('birthday');
  });

  it('go back over prefilled questions to the one they answered', () => {
    const atSex = answer(next(next(next(createSession(NAVIGATION_FIXTURE, context)))), { value: true });
    const back = goBack(atSex);
    expect(back.cursor.ref).toBe('consent');
    expect(back.submission).toEqual({});
  });
});

describe('back', () => {
  it('is not possible on the first screen', () => {
    const s = createSession(NAVIGATION_FIXTURE, guest);
    expect(canGoBack(s)).toBe(false);
    expect(goBack(s)).toBe(s);
  });

  it('passes over timed screens: from the first question to the welcome screen', () => {
    const s = goBack(next(next(next(createSession(NAVIGATION_FIXTURE, guest)))));
    expect(s.cursor.ref).toBe('welcome');
    expect([s.part, s.partColors, s.tree]).toEqual([0, [], []]);
  });

  it('after several jumps restores each earlier state exactly', () => {
    const states: SessionState[] = [toConcerns()];
    const push = (value: unknown) => states.push(answer(states[states.length - 1] as SessionState, value));
    push([choice('c_sleep'), choice('c_gut')]);
    push({ value: true });
    push({ value: true });
    push(choice('bloat_often'));
    push(choice('fb_more'));
    push([choice('c_skin')]);
    let s = states[states.length - 1] as SessionState;
    for (let i = states.length - 2; i >= 0; i -= 1) {
      s = goBack(s);
      expect(s).toEqual(states[i]);
    }
  });
});

describe('resets', () => {
  it('soft reset starts over but keeps the survey taken, cart flag, tier and first name', () => {
    const done = completeSubmit(answer(toConcerns(), [choice('c_sleep')]), {
      surveyId: 's-1',
      date: '2026-11-21',
      recommendedTier: 2,
    });
    expect(done.cursor.ref).toBe('welcome');
    expect([done.submission, done.tree, done.visited, done.tags]).toEqual([{}, [], {}, {}]);
    expect([
      done.surveyTaken,
      done.surveyDate,
      done.surveyCart,
      done.recommendedTier,
      done.firstName,
    ]).toEqual(['s-1', '2026-11-21', true, 2, 'Ann']);
    expect(softReset(done)).toEqual(done);
  });

  it('hard reset clears everything, the survey taken included', () => {
    const done = completeSubmit(toConcerns(), { surveyId: 's-1', date: '2026-11-21', recommendedTier: 2 });
    expect(hardReset(done)).toEqual(createSession(NAVIGATION_FIXTURE, guest));
  });
});
