// Where saved progress lives, without the engine: the assessment's first screen reads whether there is
// some (hasSavedProgress) before the survey has loaded. survey-progress.ts saves and restores it.

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

/**
 * Whether some progress is stored (it may still fail to restore): the page then opens on the session
 * rather than its welcome screen. A storage that refuses has none.
 */
export function hasSavedProgress(storage: ProgressStorage | null): boolean {
  try {
    return (storage?.getItem(SURVEY_PROGRESS_KEY) ?? null) !== null;
  } catch {
    return false;
  }
}
