import { advance, submitAnswer } from './navigation';
import { goBack } from './navigation-back';
import { NAVIGATION_FIXTURE } from './fixtures/navigation';
import { restoreSnapshot, serializeSnapshot, shouldSaveAfter } from './persistence';
import { createSession, type SessionContext, type SessionState } from './session';

const context: SessionContext = { today: '2026-11-21', authenticated: false };
const step = (r: ReturnType<typeof advance>): SessionState => {
  if (!r.ok) throw new Error(r.message);
  return r.state;
};

function midSurvey(): SessionState {
  let s = step(advance(step(advance(step(advance(createSession(NAVIGATION_FIXTURE, context)))))));
  for (const a of ['Ann', { value: true }, 'a@b.ca', '05141990', { ref: 'sex_male', label: 'Male' }])
    s = step(submitAnswer(s, a));
  s = step(advance(s));
  return step(submitAnswer(s, [{ ref: 'c_sleep', label: 'Sleep' }]));
}

describe('persistence', () => {
  it('saves after part covers only', () => {
    expect(shouldSaveAfter(NAVIGATION_FIXTURE, { type: 'field', ref: 'part_1' })).toBe(true);
    expect(shouldSaveAfter(NAVIGATION_FIXTURE, { type: 'field', ref: 'did_you_know' })).toBe(false);
    expect(shouldSaveAfter(NAVIGATION_FIXTURE, { type: 'field', ref: 'name' })).toBe(false);
    expect(shouldSaveAfter(NAVIGATION_FIXTURE, { type: 'welcome', ref: 'intro' })).toBe(false);
  });

  it('restores exactly the state it saved, and back still works after', () => {
    const s = midSurvey();
    const restored = restoreSnapshot(serializeSnapshot(s), NAVIGATION_FIXTURE, context);
    expect(restored).toEqual({ ok: true, state: s });
    expect(restored.ok && goBack(restored.state)).toEqual(goBack(s));
  });

  it.each([
    ['not JSON', '{oops'],
    ['not text', 42],
    ['another shape', JSON.stringify({ hello: 1 })],
    ['another version', serializeSnapshot(midSurvey()).replace('"version":1', '"version":0')],
    ['another survey', serializeSnapshot(midSurvey()).replace('"nav-fixture"', '"other"')],
    ['a missing screen', serializeSnapshot(midSurvey()).replace(/"ref":"sleep_trouble"/g, '"ref":"gone"')],
    ['an answer to a missing question', serializeSnapshot(midSurvey()).replace('"name":', '"nom":')],
  ])('clears %s', (_what, text) => {
    expect(restoreSnapshot(text, NAVIGATION_FIXTURE, context)).toMatchObject({
      ok: false,
      code: 'snapshot.cleared',
    });
  });
});
