import {
  restoreSnapshot,
  serializeSnapshot,
  type SessionContext,
  type SessionState,
  type SurveyDefinition,
} from '@maplepack/survey-engine';

/** Where the assessment in progress is kept between visits (spec §3 "Stored locally"). */
export const SURVEY_PROGRESS_KEY = 'maplepack.survey';

/** The browser storage progress goes to: localStorage in the app, a fake or jsdom's in tests. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where the browser refuses it (private mode, a storage policy). */
export function browserProgressStorage(): ProgressStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Forgets the stored progress; a storage that refuses is treated as already empty. */
export function clearProgress(storage: ProgressStorage | null): void {
  try {
    storage?.removeItem(SURVEY_PROGRESS_KEY);
  } catch {
    // Nothing stored can be read back either.
  }
}

/** Stores the session (called after each part cover); a full or refused storage loses only the save. */
export function saveProgress(storage: ProgressStorage | null, session: SessionState): void {
  try {
    storage?.setItem(SURVEY_PROGRESS_KEY, serializeSnapshot(session));
  } catch {
    // The survey goes on; only a reload would start it afresh.
  }
}

/**
 * The stored session, or undefined when there is none. Progress that no longer reads (corrupt,
 * another version of the survey, a screen that is gone) is cleared and the survey starts afresh
 * (spec §4: a failing load clears local storage and aborts the load).
 */
export function loadProgress(
  storage: ProgressStorage | null,
  definition: SurveyDefinition,
  context: SessionContext,
): SessionState | undefined {
  let text: string | null;
  try {
    text = storage?.getItem(SURVEY_PROGRESS_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  const restored = restoreSnapshot(text, definition, context);
  if (restored.ok) return restored.state;
  clearProgress(storage);
  return undefined;
}
