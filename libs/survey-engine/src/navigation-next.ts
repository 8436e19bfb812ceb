import { evaluateCondition, type ConditionContext } from './conditions';
import { concernOfAction, cumulativeLists, isVisited, withVisited } from './cumulative';
import { type JumpAction, type JumpTarget, type LogicRule, type SurveyDefinition } from './definition';
import { type Concern, type Cursor, type SessionState } from './session';

/** Where the survey goes after a field: a screen, or `null` past the last field (the survey submits). */
export interface NextStep {
  to: Cursor | null;
  activeConcern: Concern | null;
  /** Set when leaving the field ended a cumulative section. */
  visitedAdded?: Concern;
}

export function conditionContext(state: SessionState): ConditionContext {
  const birthday = state.context.authenticated ? state.context.account?.birthday : undefined;
  return {
    answers: state.submission,
    today: state.context.today,
    authenticated: state.context.authenticated,
    fields: state.definition.fields,
    ...(birthday === undefined ? {} : { birthday }),
  };
}

function ruleFor(definition: SurveyDefinition, ref: string): LogicRule | undefined {
  return definition.logic.find((rule) => rule.ref === ref);
}

function targetCursor(to: JumpTarget): Cursor {
  return { type: to.type, ref: to.value };
}

function nextInOrder(definition: SurveyDefinition, ref: string): Cursor | null {
  const index = definition.fields.findIndex((field) => field.ref === ref);
  if (index < 0) throw new Error(`No field '${ref}' in survey '${definition.id}'`);
  const next = definition.fields[index + 1];
  return next === undefined ? null : { type: 'field', ref: next.ref };
}

/** The first action whose condition holds, skipping jumps to sections already visited. */
function firstHolding(
  actions: readonly JumpAction[],
  context: ConditionContext,
  visited: Readonly<Record<string, string[]>>,
  lists: ReadonlySet<string>,
): { action: JumpAction; concern: Concern | undefined } | undefined {
  for (const action of actions) {
    const concern = concernOfAction(action, lists);
    if (concern !== undefined && isVisited(visited, concern)) continue;
    if (evaluateCondition(action.condition, context)) return { action, concern };
  }
  return undefined;
}

/**
 * The step after leaving field `ref` (answered, or a statement that advanced), spec §4: the first
 * action of the field's rule whose condition holds, else the next field in order. A rule with
 * `cumulative: <list>` whose actions all fail ends a section: the concern being covered is marked
 * visited and the concern list's own rule is evaluated again, skipping visited concerns (the first
 * selected, unvisited section; else its fallback or onward jump).
 */
export function resolveNext(state: SessionState, ref: string): NextStep {
  const { definition } = state;
  const lists = cumulativeLists(definition);
  const context = conditionContext(state);
  const rule = ruleFor(definition, ref);
  if (rule !== undefined) {
    const hit = firstHolding(rule.actions, context, state.visited, lists);
    if (hit !== undefined) {
      return { to: targetCursor(hit.action.details.to), activeConcern: hit.concern ?? state.activeConcern };
    }
    if (rule.cumulative !== undefined) return endSection(state, rule.cumulative, context, lists);
  }
  return { to: nextInOrder(definition, ref), activeConcern: state.activeConcern };
}

function endSection(
  state: SessionState,
  list: string,
  context: ConditionContext,
  lists: ReadonlySet<string>,
): NextStep {
  const active = state.activeConcern;
  const visitedAdded =
    active !== null && active.list === list && !isVisited(state.visited, active) ? active : undefined;
  const visited = visitedAdded === undefined ? state.visited : withVisited(state.visited, visitedAdded);
  const listRule = ruleFor(state.definition, list);
  const hit = listRule === undefined ? undefined : firstHolding(listRule.actions, context, visited, lists);
  const to = hit === undefined ? nextInOrder(state.definition, list) : targetCursor(hit.action.details.to);
  const step: NextStep = { to, activeConcern: hit?.concern ?? null };
  if (visitedAdded !== undefined) step.visitedAdded = visitedAdded;
  return step;
}
