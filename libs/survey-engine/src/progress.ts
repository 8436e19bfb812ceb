import { type Field, type SurveyDefinition } from './definition';
import { currentScreen } from './navigation-screen';
import { type SessionState } from './session';

/** Where a person stands in the assessment, for its progress bars. */
export interface SurveyProgress {
  /** The part the person is in (1-based), 0 before the first part cover. */
  part: number;
  /** How many parts the survey has: the highest part number of its covers. */
  parts: number;
  /** The current part's title, '' before the first part cover. */
  partTitle: string;
  /**
   * The person's question number in this part on their own path: the questions they answered in it,
   * plus the one on screen. Branching skips questions, so this counts what they saw, not the list.
   */
  question: number;
  /**
   * How far through the part's screens the person is, 0 to 100, by the screen's place in the part
   * (definition order): branches that skip questions move it on as far as they skip.
   */
  partPercent: number;
}

const isPartCover = (field: Field): boolean =>
  field.type === 'statement' && field.properties.part !== undefined && field.properties.no_part !== true;

function partCount(definition: SurveyDefinition): number {
  const numbers = definition.fields.flatMap((field) =>
    isPartCover(field) && field.properties.part !== undefined ? [field.properties.part.number] : [],
  );
  return Math.max(0, ...numbers);
}

/** The fields of part `part`: from its cover up to the next part's cover. */
function fieldsOfPart(definition: SurveyDefinition, part: number): Field[] {
  const start = definition.fields.findIndex(
    (field) => isPartCover(field) && field.properties.part?.number === part,
  );
  if (start < 0) return [];
  const rest = definition.fields.slice(start + 1);
  const next = rest.findIndex(isPartCover);
  return [definition.fields[start] as Field, ...(next < 0 ? rest : rest.slice(0, next))];
}

/** The progress of `session` (pure: read from the session and its definition). */
export function surveyProgress(session: SessionState): SurveyProgress {
  const { definition } = session;
  const parts = partCount(definition);
  const base = { part: session.part, parts, partTitle: session.partTitle };
  if (session.part === 0) return { ...base, question: 0, partPercent: 0 };
  const fields = fieldsOfPart(definition, session.part);
  const questionRefs = new Set(
    fields.filter((field) => field.type !== 'statement').map((field) => field.ref),
  );
  const answeredHere = session.tree.filter(
    (frame) =>
      frame.part === session.part &&
      frame.cursor.type === 'field' &&
      !frame.auto &&
      questionRefs.has(frame.cursor.ref),
  ).length;
  const onQuestion = currentScreen(session).kind === 'question';
  const index =
    session.cursor.type === 'field' ? fields.findIndex((field) => field.ref === session.cursor.ref) : -1;
  const partPercent = index < 0 || fields.length === 0 ? 0 : Math.round((index / fields.length) * 100);
  return { ...base, question: answeredHere + (onQuestion ? 1 : 0), partPercent };
}
