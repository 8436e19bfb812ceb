import { type Answer, type ChoiceListAnswer, selectedRefs } from './answers';
import { type Choice } from './definition';
import { validateSelection, type ValidationResult } from './validation';

/** The choice flags the multi-select rules read. */
export type SelectableChoice = Pick<Choice, 'ref' | 'exclusive' | 'all' | 'empty' | 'visited'>;

/**
 * Choices already covered in cumulative mode: those flagged `visited` in the definition plus the
 * refs the session has marked.
 */
function isVisited(choice: SelectableChoice, visited: ReadonlySet<string>): boolean {
  return choice.visited === true || visited.has(choice.ref);
}

function inChoiceOrder(refs: ReadonlySet<string>, choices: readonly SelectableChoice[]): string[] {
  return choices.filter((choice) => refs.has(choice.ref)).map((choice) => choice.ref);
}

function choiceByRef<C extends SelectableChoice>(choices: readonly C[], ref: string): C {
  const choice = choices.find((c) => c.ref === ref);
  if (choice === undefined) throw new Error(`No choice '${ref}' in this question`);
  return choice;
}

/**
 * The selection after clicking `ref` (spec §4 multi-select): a visited choice does not toggle;
 * clicking a selected choice deselects it; selecting an exclusive choice clears every other
 * choice except visited ones; selecting a normal choice clears the (unvisited) exclusive ones.
 * Returns refs in the order the choices are shown.
 * @throws Error when `ref` is not one of `choices`.
 */
export function toggleChoice(
  selection: readonly string[],
  ref: string,
  choices: readonly SelectableChoice[],
  visited: ReadonlySet<string> = new Set(),
): string[] {
  const clicked = choiceByRef(choices, ref);
  const selected = new Set(selection);
  if (isVisited(clicked, visited)) return inChoiceOrder(selected, choices);
  if (selected.has(ref)) {
    selected.delete(ref);
    return inChoiceOrder(selected, choices);
  }
  const kept = choices.filter((choice) => {
    if (!selected.has(choice.ref)) return false;
    if (isVisited(choice, visited)) return true;
    return clicked.exclusive === true ? false : choice.exclusive !== true;
  });
  return inChoiceOrder(new Set([...kept.map((choice) => choice.ref), ref]), choices);
}

/**
 * The selection that is stored on submit: an `all` choice stands for every non-exclusive unvisited
 * choice; an `empty` choice clears the selection. Visited choices stay selected either way, since
 * they cannot be toggled. The `all` and `empty` choices themselves are not stored, so conditions
 * see the concerns actually chosen.
 */
export function resolveSelection(
  selection: readonly string[],
  choices: readonly SelectableChoice[],
  visited: ReadonlySet<string> = new Set(),
): string[] {
  const selected = new Set(selection);
  const picked = choices.filter((choice) => selected.has(choice.ref));
  const keptVisited = picked.filter((choice) => isVisited(choice, visited)).map((choice) => choice.ref);
  const active = picked.filter((choice) => !isVisited(choice, visited));
  if (active.some((choice) => choice.empty === true)) return inChoiceOrder(new Set(keptVisited), choices);
  if (active.some((choice) => choice.all === true)) {
    const everyOption = choices.filter((choice) => choice.exclusive !== true && !isVisited(choice, visited));
    return inChoiceOrder(new Set([...keptVisited, ...everyOption.map((choice) => choice.ref)]), choices);
  }
  return inChoiceOrder(selected, choices);
}

/**
 * Concerns still to cover: the unvisited selected choices; an `all` choice counts every
 * non-exclusive unvisited option; an `empty` choice counts 0.
 */
export function remainingConcerns(
  selection: readonly string[],
  choices: readonly SelectableChoice[],
  visited: ReadonlySet<string> = new Set(),
): number {
  const selected = new Set(selection);
  const active = choices.filter((choice) => selected.has(choice.ref) && !isVisited(choice, visited));
  if (active.some((choice) => choice.empty === true)) return 0;
  if (active.some((choice) => choice.all === true)) {
    return choices.filter((choice) => choice.exclusive !== true && !isVisited(choice, visited)).length;
  }
  return active.filter((choice) => choice.exclusive !== true).length;
}

/** The stored answer for selected refs: `{ ref, label }` in the order the choices are shown. */
export function selectionAnswer(selection: readonly string[], choices: readonly Choice[]): ChoiceListAnswer {
  const selected = new Set(selection);
  for (const ref of selected) choiceByRef(choices, ref);
  return choices.filter((choice) => selected.has(choice.ref)).map(({ ref, label }) => ({ ref, label }));
}

/**
 * The refs that are locked on this question: those the session has marked visited plus those the
 * definition flags `visited` (cumulative mode).
 */
export function visitedRefs(
  choices: readonly SelectableChoice[],
  visited: Iterable<string> = [],
): Set<string> {
  return new Set([
    ...visited,
    ...choices.filter((choice) => choice.visited === true).map((choice) => choice.ref),
  ]);
}

/**
 * The selection a multi-select opens with: the visited (locked) choices and those of the earlier
 * answer, in the order the choices are shown; an earlier answer's unknown refs are dropped.
 */
export function initialSelection(
  choices: readonly SelectableChoice[],
  answer: Answer | undefined,
  visited: ReadonlySet<string> = new Set(),
): string[] {
  const earlier = new Set(selectedRefs(answer));
  return choices
    .filter((choice) => isVisited(choice, visited) || earlier.has(choice.ref))
    .map((choice) => choice.ref);
}

/**
 * Whether the selection may be submitted (spec §5: at least one selection enables the button).
 * Locked (visited) choices do not count while the question still has a choice to pick; once every
 * choice is visited, the locked selection itself lets the person go on.
 */
export function validateMultiSelect(
  selection: readonly string[],
  choices: readonly SelectableChoice[],
  visited: ReadonlySet<string> = new Set(),
): ValidationResult<string[]> {
  const locked = new Set(choices.filter((choice) => isVisited(choice, visited)).map((choice) => choice.ref));
  const hasOpenChoices = choices.some((choice) => !locked.has(choice.ref));
  return validateSelection(hasOpenChoices ? selection.filter((ref) => !locked.has(ref)) : selection);
}
