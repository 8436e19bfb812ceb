import { NAVIGATION_FIXTURE } from './fixtures/navigation';
import { advance, submitAnswer } from './navigation';
import { goBack } from './navigation-back';
import { surveyProgress } from './progress';
import { createSession, type SessionContext, type SessionState } from './session';

const context: SessionContext = { today: '2026-11-21', authenticated: false };
const step = (r: ReturnType<typeof advance>): SessionState => {
  if (!r.ok) throw new Error(r.message);
  return r.state;
};

/** Welcome, intro and the first part cover passed: the name question. */
const atName = (): SessionState =>
  step(advance(step(advance(step(advance(createSession(NAVIGATION_FIXTURE, context)))))));

describe('surveyProgress', () => {
  it('is at part 0 on the welcome screen', () => {
    expect(surveyProgress(createSession(NAVIGATION_FIXTURE, context))).toEqual({
      part: 0,
      parts: 4,
      partTitle: '',
      question: 0,
      partPercent: 0,
    });
  });

  it('counts the questions of the part on the person’s path and how far through the part they are', () => {
    let s = atName();
    expect(surveyProgress(s)).toEqual({
      part: 1,
      parts: 4,
      partTitle: 'About you',
      question: 1,
      partPercent: 17,
    });
    s = step(submitAnswer(step(submitAnswer(s, 'Ann')), { value: true }));
    expect(surveyProgress(s)).toMatchObject({ part: 1, question: 3, partPercent: 50 });
    expect(surveyProgress(goBack(s))).toMatchObject({ part: 1, question: 2, partPercent: 33 });
  });

  it('starts each part afresh at its cover', () => {
    let s = atName();
    for (const a of ['Ann', { value: true }, 'a@b.ca', '05141990', { ref: 'sex_male', label: 'Male' }])
      s = step(submitAnswer(s, a));
    expect(surveyProgress(s)).toMatchObject({
      part: 3,
      partTitle: 'Health Concerns',
      question: 0,
      partPercent: 0,
    });
    expect(surveyProgress(step(advance(s)))).toMatchObject({ part: 3, question: 1 });
  });
});
