import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import {
  clearProgress,
  hasSavedProgress,
  loadProgress,
  saveProgress,
  SURVEY_PROGRESS_KEY,
  type ProgressStorage,
} from './survey-progress';
import { sessionAt } from './test-support/session-at';

const context = { today: SURVEY_PROFILES.youngWoman.today, authenticated: false };

function memoryStorage(
  initial: Record<string, string> = {},
): ProgressStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const refusing: ProgressStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('survey progress', () => {
  it('comes back as it was saved', () => {
    const storage = memoryStorage();
    const session = sessionAt({ ...SURVEY_PROFILES.youngWoman, stopAt: 'diet_type' });
    saveProgress(storage, session);
    const loaded = loadProgress(storage, SURVEY_V1_5, context);
    expect(loaded?.cursor).toEqual({ type: 'field', ref: 'diet_type' });
    expect(loaded?.submission).toEqual(session.submission);
    expect(loaded?.tree).toEqual(session.tree);
  });

  it('is undefined, and nothing is removed, when none was saved', () => {
    const storage = memoryStorage({ other: 'kept' });
    expect(loadProgress(storage, SURVEY_V1_5, context)).toBeUndefined();
    expect(storage.items.get('other')).toBe('kept');
  });

  it.each([
    ['not JSON', '{"version":'],
    ['another shape', '{"hello":"world"}'],
    [
      'a screen the survey no longer has',
      JSON.stringify({ version: 1, cursor: { type: 'field', ref: 'gone' } }),
    ],
  ])('that is %s is cleared and not loaded', (_what, text) => {
    const storage = memoryStorage({ [SURVEY_PROGRESS_KEY]: text });
    expect(loadProgress(storage, SURVEY_V1_5, context)).toBeUndefined();
    expect(storage.items.has(SURVEY_PROGRESS_KEY)).toBe(false);
  });

  it('is known to be there before the engine reads it, even when it will not restore', () => {
    expect(hasSavedProgress(memoryStorage())).toBe(false);
    expect(hasSavedProgress(memoryStorage({ [SURVEY_PROGRESS_KEY]: '{"version":1,"cursor":' }))).toBe(true);
    expect(hasSavedProgress(refusing)).toBe(false);
    expect(hasSavedProgress(null)).toBe(false);
  });

  it('does not break the survey when the browser refuses storage', () => {
    const session = sessionAt({ ...SURVEY_PROFILES.youngWoman, stopAt: 'email' });
    expect(() => saveProgress(refusing, session)).not.toThrow();
    expect(loadProgress(refusing, SURVEY_V1_5, context)).toBeUndefined();
    expect(() => clearProgress(refusing)).not.toThrow();
    expect(loadProgress(null, SURVEY_V1_5, context)).toBeUndefined();
  });
});
