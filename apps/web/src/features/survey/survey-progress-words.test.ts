import { SURVEY_V1_5, surveyIn } from '@maplepack/survey-content';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { serializeSnapshot } from '@maplepack/survey-engine';
import { walkAnswersOf } from './survey-answers';
import { inWordsOf, loadProgress, SURVEY_PROGRESS_KEY, type ProgressStorage } from './survey-progress';
import { sessionAt } from './test-support/session-at';

const FRENCH = surveyIn('fr');
const profile = SURVEY_PROFILES.youngWoman;
const context = { today: profile.today, authenticated: false };

function storageWith(text: string): ProgressStorage {
  const items = new Map([[SURVEY_PROGRESS_KEY, text]]);
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const frenchLabel = (ref: string, choiceRef: string) =>
  FRENCH.fields.find((field) => field.ref === ref)?.properties.choices?.find((c) => c.ref === choiceRef)
    ?.label;

describe('progress read in the other language (the switch keeps it)', () => {
  // Well into part 2: single and multiple choices answered, part covers passed.
  const english = sessionAt({ ...profile, stopAt: 'produce_intake' });

  it('shows every choice by its French label and the part by its French title; refs and path unchanged', () => {
    const restored = loadProgress(storageWith(serializeSnapshot(english)), FRENCH, context);
    if (restored === undefined) throw new Error('not restored');
    expect(restored.cursor).toEqual(english.cursor);
    expect(restored.partTitle).toBe(
      FRENCH.fields.find((field) => field.ref === 'part_2')?.properties.part?.title,
    );
    expect(restored.partTitle).not.toBe(english.partTitle);
    expect(restored.submission['supplement_attitude']).toEqual({
      ref: 'attitude_some',
      label: frenchLabel('supplement_attitude', 'attitude_some'),
    });
    const allergies = restored.submission['allergies'];
    expect(Array.isArray(allergies) && allergies.map((choice) => 'label' in choice && choice.label)).toEqual(
      (Array.isArray(english.submission['allergies']) ? english.submission['allergies'] : []).map(
        (choice) => 'ref' in choice && frenchLabel('allergies', choice.ref),
      ),
    );
    // The history's part titles too, so Back into part 1 says it in French.
    expect(restored.tree.filter((frame) => frame.part === 1).map((frame) => frame.partTitle)).toContain(
      'À propos de vous',
    );
    expect(restored.tags).toEqual(english.tags);
    // The server is sent the same answers (choices by ref) from either language.
    expect(walkAnswersOf(restored)).toEqual(walkAnswersOf(english));
  });

  it('and back: French progress read on the English page is the English session', () => {
    const french = inWordsOf(english, FRENCH);
    const back = inWordsOf({ ...french, definition: SURVEY_V1_5 }, SURVEY_V1_5);
    expect(back.submission).toEqual(english.submission);
    expect(back.partTitle).toBe(english.partTitle);
    expect(back.tree).toEqual(english.tree);
  });
});
