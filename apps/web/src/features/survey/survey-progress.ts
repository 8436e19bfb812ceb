import {
  restoreSnapshot,
  serializeSnapshot,
  type SessionContext,
  type SessionState,
  type SurveyDefinition,
} from '@maplepack/survey-engine';
import { clearProgress, SURVEY_PROGRESS_KEY, type ProgressStorage } from './progress-storage';

export {
  browserProgressStorage,
  clearProgress,
  hasSavedProgress,
  SURVEY_PROGRESS_KEY,
  type ProgressStorage,
} from './progress-storage';

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
