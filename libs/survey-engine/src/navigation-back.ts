import { withoutVisited } from './cumulative';
import { type HistoryFrame, type SessionState } from './session';

/** Back is possible while the history is non-empty and the survey is not over (spec §4). */
export function canGoBack(state: SessionState): boolean {
  return state.outcome === null && state.tree.length > 0;
}

function undo(state: SessionState, frame: HistoryFrame): SessionState {
  const next: SessionState = {
    ...state,
    tree: state.tree.slice(0, -1),
    cursor: frame.cursor,
    part: frame.part,
    partTitle: frame.partTitle,
    partColors: frame.partColors,
    partBackgroundImg: frame.partBackgroundImg,
    activeConcern: frame.activeConcern,
  };
  if (frame.answered !== undefined) {
    const { ref, previous, previousTags } = frame.answered;
    const submission = { ...next.submission };
    const tags = { ...next.tags };
    if (previous === undefined) delete submission[ref];
    else submission[ref] = previous;
    if (previousTags === undefined) delete tags[ref];
    else tags[ref] = previousTags;
    next.submission = submission;
    next.tags = tags;
    if (ref === 'name' && !state.context.authenticated) {
      next.firstName = typeof previous === 'string' ? previous.trim() : null;
    }
  }
  if (frame.visitedAdded !== undefined) next.visited = withoutVisited(next.visited, frame.visitedAdded);
  return next;
}

/**
 * Goes back to the previous screen the person acted on: restores its cursor and part, deletes the
 * answers given along the undone path (an answer given twice gets its earlier value back) and
 * unmarks the concern a section end marked visited. Screens that moved on by themselves (timed
 * statements, the intro, prefilled questions) are passed over: going back onto a part cover would
 * only move forward again after its timeout. Returns the state unchanged when back is not possible.
 */
export function goBack(state: SessionState): SessionState {
  if (!canGoBack(state)) return state;
  let next = state;
  for (let frame = next.tree.at(-1); frame !== undefined; frame = next.tree.at(-1)) {
    next = undo(next, frame);
    if (!frame.auto) break;
  }
  return next;
}
