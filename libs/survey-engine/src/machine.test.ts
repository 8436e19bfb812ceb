import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { surveyMachine, type SubmitSurveyInput, type SubmitSurveyOutput } from './machine';
import { NAVIGATION_FIXTURE } from './fixtures/navigation';

const input = { definition: NAVIGATION_FIXTURE, context: { today: '2026-11-21', authenticated: false } };
const choice = (ref: string) => ({ ref, label: ref });

function start(submit: (input: SubmitSurveyInput) => Promise<SubmitSurveyOutput>, saved: string[] = []) {
  const clock = new SimulatedClock();
  const machine = surveyMachine.provide({
    actors: { submitSurvey: fromPromise<SubmitSurveyOutput, SubmitSurveyInput>(({ input: i }) => submit(i)) },
    actions: { saveProgress: ({ context }) => void saved.push(context.session.cursor.ref) },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, ref: () => actor.getSnapshot().context.session.cursor.ref };
}

/** Answers up to final_consent (guest, one concern, fallback "Let's see"). */
function toFinalConsent(t: ReturnType<typeof start>): void {
  const { actor, clock } = t;
  actor.send({ type: 'survey.advance' });
  clock.increment(2500);
  clock.increment(3000);
  for (const answer of ['Ann', { value: true }, 'a@b.ca', '05141990', choice('sex_male')])
    actor.send({ type: 'survey.answer', answer });
  clock.increment(3000);
  for (const answer of [[choice('c_gut')], choice('bloat_rarely'), choice('fb_done')])
    actor.send({ type: 'survey.answer', answer });
  actor.send({ type: 'survey.advance' });
  clock.increment(3000);
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('surveyMachine', () => {
  it('moves welcome → intro after 2500 ms → cover after 3000 ms → question, and saves after covers', () => {
    const saved: string[] = [];
    const t = start(() => Promise.reject(new Error('unused')), saved);
    expect(t.actor.getSnapshot().value).toEqual({ welcome: 'waiting' });
    t.actor.send({ type: 'survey.advance' });
    expect([t.ref(), t.actor.getSnapshot().value]).toEqual(['intro', { welcome: 'timed' }]);
    t.clock.increment(2499);
    expect(t.ref()).toBe('intro');
    t.clock.increment(1);
    expect([t.ref(), t.actor.getSnapshot().value]).toEqual(['part_1', { statement: 'timed' }]);
    t.clock.increment(3000);
    expect([t.ref(), t.actor.getSnapshot().value]).toEqual(['name', 'question']);
    // Saved once the cover is passed: the stored cursor is the question after it.
    expect(saved).toEqual(['name']);
  });

  it('saves after every answer and every Back, so a reload returns to the question on screen', () => {
    const saved: string[] = [];
    const t = start(() => Promise.reject(new Error('unused')), saved);
    t.actor.send({ type: 'survey.advance' });
    t.clock.increment(2500);
    t.clock.increment(3000);
    t.actor.send({ type: 'survey.answer', answer: 'Ann' });
    expect(t.ref()).toBe('consent');
    t.actor.send({ type: 'survey.answer', answer: { value: true } });
    expect(t.ref()).toBe('email');
    t.actor.send({ type: 'survey.back' });
    expect(saved).toEqual(['name', 'consent', 'email', 'consent']);
  });

  it('keeps an untimed statement until its button, and goes back', () => {
    const t = start(() => Promise.reject(new Error('unused')));
    toFinalConsent(t);
    t.actor.send({ type: 'survey.back' });
    expect(t.ref()).toBe('did_you_know');
    expect(t.actor.getSnapshot().value).toEqual({ statement: 'waiting' });
    t.actor.send({ type: 'survey.back' });
    expect(t.ref()).toBe('concerns_fallback');
  });

  it('shows a refused answer as an error and stays on the question', () => {
    const t = start(() => Promise.reject(new Error('unused')));
    t.actor.send({ type: 'survey.advance' });
    t.clock.increment(2500);
    t.clock.increment(3000);
    t.actor.send({ type: 'survey.answer', answer: 42 });
    expect(t.ref()).toBe('name');
    expect(t.actor.getSnapshot().context.error).toMatchObject({ code: 'survey.invalid_answer' });
  });

  it('computes for 8000 ms with the provided submit, then soft-resets with the survey taken', async () => {
    const posted: SubmitSurveyInput[] = [];
    const t = start(async (i) => {
      posted.push(i);
      return { surveyId: 'srv-1', date: '2026-11-21', recommendedTier: 2 };
    });
    toFinalConsent(t);
    t.actor.send({ type: 'survey.answer', answer: choice('$$SUBMIT$$') });
    await flush();
    expect(t.actor.getSnapshot().matches('computing')).toBe(true);
    expect(posted[0]?.submission).toMatchObject({ name: 'Ann', gut_bloat: { ref: 'bloat_rarely' } });
    t.clock.increment(7999);
    expect(t.actor.getSnapshot().matches('computing')).toBe(true);
    t.clock.increment(1);
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('done');
    expect(snapshot.context.session).toMatchObject({
      surveyTaken: 'srv-1',
      recommendedTier: 2,
      surveyCart: true,
      submission: {},
    });
  });

  it('keeps the answers when the submit fails, and retries', async () => {
    let calls = 0;
    const t = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network down');
      return { surveyId: 'srv-2', date: '2026-11-21', recommendedTier: 1 };
    });
    toFinalConsent(t);
    t.actor.send({ type: 'survey.answer', answer: choice('$$SUBMIT$$') });
    await flush();
    t.clock.increment(8000);
    let snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toEqual({ computing: { request: 'failed', timer: 'elapsed' } });
    expect(snapshot.context.submitError).toBe('network down');
    expect(snapshot.context.session.submission['name']).toBe('Ann');
    t.actor.send({ type: 'survey.retry' });
    await flush();
    snapshot = t.actor.getSnapshot();
    expect([snapshot.value, snapshot.context.session.surveyTaken]).toEqual(['done', 'srv-2']);
  });

  it('exits with a soft reset, from a question or an exit screen', () => {
    const t = start(() => Promise.reject(new Error('unused')));
    t.actor.send({ type: 'survey.advance' });
    t.clock.increment(2500);
    t.clock.increment(3000);
    t.actor.send({ type: 'survey.answer', answer: 'Ann' });
    t.actor.send({ type: 'survey.answer', answer: { value: false } });
    expect(t.actor.getSnapshot().value).toBe('exitScreen');
    t.actor.send({ type: 'survey.advance' });
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('aborted');
    expect([snapshot.context.session.cursor.ref, snapshot.context.session.submission]).toEqual([
      'welcome',
      {},
    ]);
  });

  it('leaves with $$ABORT$$', () => {
    const t = start(() => Promise.reject(new Error('unused')));
    toFinalConsent(t);
    t.actor.send({ type: 'survey.answer', answer: choice('$$ABORT$$') });
    expect(t.actor.getSnapshot().value).toBe('aborted');
  });
});
