import { type Condition, type JumpAction, type SurveyDefinition } from './definition';
import { type Concern } from './session';

/** Refs of the concern lists: the refs named by some rule's `cumulative`. */
export function cumulativeLists(definition: Pick<SurveyDefinition, 'logic'>): Set<string> {
  const lists = new Set<string>();
  for (const rule of definition.logic) if (rule.cumulative !== undefined) lists.add(rule.cumulative);
  return lists;
}

/**
 * The concern a jump covers: the first `is <list> <choice>` inside its condition, where <list> is a
 * concern list. A concern list's rules read `is concerns=<choice> → first field of that section`;
 * this is how the engine knows which section it is in without a second table to keep in sync.
 */
export function concernOfAction(action: JumpAction, lists: ReadonlySet<string>): Concern | undefined {
  return concernOfCondition(action.condition, lists);
}

function concernOfCondition(condition: Condition, lists: ReadonlySet<string>): Concern | undefined {
  if (condition.op === 'is') {
    const [field, operand] = condition.vars;
    if (lists.has(field.value) && operand.type === 'choice')
      return { list: field.value, choice: operand.value };
    return undefined;
  }
  if (condition.op === 'and' || condition.op === 'or') {
    for (const inner of condition.vars) {
      const found = concernOfCondition(inner, lists);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function isVisited(visited: Readonly<Record<string, readonly string[]>>, concern: Concern): boolean {
  return visited[concern.list]?.includes(concern.choice) ?? false;
}

/** `visited` with `concern` added (a new object; the input is not changed). */
export function withVisited(
  visited: Readonly<Record<string, string[]>>,
  concern: Concern,
): Record<string, string[]> {
  if (isVisited(visited, concern)) return { ...visited };
  return { ...visited, [concern.list]: [...(visited[concern.list] ?? []), concern.choice] };
}

/** `visited` with `concern` removed; a list left empty disappears, so undo gives back equal data. */
export function withoutVisited(
  visited: Readonly<Record<string, string[]>>,
  concern: Concern,
): Record<string, string[]> {
  const rest = (visited[concern.list] ?? []).filter((choice) => choice !== concern.choice);
  const copy = { ...visited };
  if (rest.length === 0) delete copy[concern.list];
  else copy[concern.list] = rest;
  return copy;
}
