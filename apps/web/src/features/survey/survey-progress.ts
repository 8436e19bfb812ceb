import {
  isChoiceAnswer,
  isChoiceListAnswer,
  restoreSnapshot,
  serializeSnapshot,
  type Answer,
  type HistoryFrame,
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
  if (restored.ok) return inWordsOf(restored.state, definition);
  clearProgress(storage);
  return undefined;
}

/**
 * A restored session in the words of `definition`: progress saved on a page in the other language (the
 * switch keeps it) holds that language's choice labels and part title. Choices are kept by ref, so each
 * label and part title is read again from the definition; refs, tags and the path are untouched. An
 * answer or part the definition does not name keeps its stored words.
 */
export function inWordsOf(session: SessionState, definition: SurveyDefinition): SessionState {
  const labels = new Map<string, Map<string, string>>();
  const partTitles = new Map<number, string>();
  for (const field of definition.fields) {
    if (field.type === 'multiple_choice')
      labels.set(field.ref, new Map((field.properties.choices ?? []).map((c) => [c.ref, c.label])));
    const part = field.properties.part;
    if (field.type === 'statement' && part !== undefined && field.properties.no_part !== true)
      partTitles.set(part.number, part.title);
  }
  const relabel = (ref: string, answer: Answer): Answer => {
    const byRef = labels.get(ref);
    if (byRef === undefined) return answer;
    const label = (choice: { ref: string; label: string }) => ({
      ref: choice.ref,
      label: byRef.get(choice.ref) ?? choice.label,
    });
    if (isChoiceAnswer(answer)) return label(answer);
    if (isChoiceListAnswer(answer)) return answer.map(label);
    return answer;
  };
  const title = (part: number, stored: string) => (part === 0 ? stored : (partTitles.get(part) ?? stored));
  const frame = (step: HistoryFrame): HistoryFrame => {
    const previous = step.answered?.previous;
    return {
      ...step,
      partTitle: title(step.part, step.partTitle),
      ...(step.answered === undefined || previous === undefined
        ? {}
        : { answered: { ...step.answered, previous: relabel(step.answered.ref, previous) } }),
    };
  };
  return {
    ...session,
    submission: Object.fromEntries(
      Object.entries(session.submission).map(([ref, answer]) => [ref, relabel(ref, answer)]),
    ),
    partTitle: title(session.part, session.partTitle),
    tree: session.tree.map(frame),
  };
}
