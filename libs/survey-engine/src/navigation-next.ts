import { evaluateCondition, evaluateOpenCondition, type ConditionContext } from './conditions';
import { concernOfAction, cumulativeLists, isVisited, withVisited } from './cumulative';
import { type JumpAction, type JumpTarget, type LogicRule, type SurveyDefinition } from './definition';
import { type Concern, type Cursor, type SessionState } from './session';

/**
 * How a walk of partial answers chooses its way (see `walkSurvey`'s `unanswered: 'pass'`). Questions
 * in `unknown` were passed over without an answer, so a jump that reads one of them may or may not
 * hold. Among the ways still open the walk takes the first that `leadsToAnswer` (towards a question
 * the input answers); failing that, the way an unanswered question takes in the survey, unless it
 * leaves the survey: an exit is only ever taken on an answer that was given.
 */
export interface Routing {
  unknown: ReadonlySet<string>;
  leadsToAnswer: (state: SessionState, to: Cursor | null) => boolean;
  isExit: (to: Cursor | null) => boolean;
}

type Hit = { action: JumpAction; concern: Concern | undefined };

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
 * The action to follow (undefined: the fallback, `fallbackTo`). Without routing, or when the answers
 * given decide every jump, the first action whose condition holds; see `Routing` for the rest.
 */
function chooseAction(
  state: SessionState,
  actions: readonly JumpAction[],
  context: ConditionContext,
  visited: Readonly<Record<string, string[]>>,
  lists: ReadonlySet<string>,
  routing: Routing | undefined,
  fallbackTo: () => Cursor | null,
): Hit | undefined {
  if (routing === undefined) return firstHolding(actions, context, visited, lists);
  const open: Hit[] = [];
  let sure: Hit | undefined;
  for (const action of actions) {
    const concern = concernOfAction(action, lists);
    if (concern !== undefined && isVisited(visited, concern)) continue;
    const holds = evaluateOpenCondition(action.condition, context, routing.unknown);
    if (holds === true) {
      sure = { action, concern };
      break;
    }
    if (holds === undefined) open.push({ action, concern });
  }
  if (open.length === 0) return sure;
  const sureTo = sure === undefined ? fallbackTo() : targetCursor(sure.action.details.to);
  const towardsAnswer = open.find((hit) => routing.leadsToAnswer(state, targetCursor(hit.action.details.to)));
  if (towardsAnswer !== undefined) return towardsAnswer;
  if (routing.leadsToAnswer(state, sureTo) || !routing.isExit(sureTo)) return sure;
  return open.find((hit) => !routing.isExit(targetCursor(hit.action.details.to))) ?? sure;
}

/**
 * The step after leaving field `ref` (answered, or a statement that advanced), spec §4: the first
 * action of the field's rule whose condition holds, else the next field in order. A rule with
 * `cumulative: <list>` whose actions all fail ends a section: the concern being covered is marked
 * visited and the concern list's own rule is evaluated again, skipping visited concerns (the first
 * selected, unvisited section; else its fallback or onward jump).
 */
export function resolveNext(state: SessionState, ref: string, routing?: Routing): NextStep {
  const { definition } = state;
  const lists = cumulativeLists(definition);
  const context = conditionContext(state);
  const rule = ruleFor(definition, ref);
  const fallback = (): NextStep =>
    rule?.cumulative !== undefined
      ? endSection(state, rule.cumulative, context, lists, routing)
      : { to: nextInOrder(definition, ref), activeConcern: state.activeConcern };
  if (rule !== undefined) {
    const hit = chooseAction(
      state,
      rule.actions,
      context,
      state.visited,
      lists,
      routing,
      () => fallback().to,
    );
    if (hit !== undefined) {
      return { to: targetCursor(hit.action.details.to), activeConcern: hit.concern ?? state.activeConcern };
    }
  }
  return fallback();
}

function endSection(
  state: SessionState,
  list: string,
  context: ConditionContext,
  lists: ReadonlySet<string>,
  routing: Routing | undefined,
): NextStep {
  const active = state.activeConcern;
  const visitedAdded =
    active !== null && active.list === list && !isVisited(state.visited, active) ? active : undefined;
  const visited = visitedAdded === undefined ? state.visited : withVisited(state.visited, visitedAdded);
  const listRule = ruleFor(state.definition, list);
  const hit =
    listRule === undefined
      ? undefined
      : chooseAction(state, listRule.actions, context, visited, lists, routing, () =>
          nextInOrder(state.definition, list),
        );
  const to = hit === undefined ? nextInOrder(state.definition, list) : targetCursor(hit.action.details.to);
  const step: NextStep = { to, activeConcern: hit?.concern ?? null };
  if (visitedAdded !== undefined) step.visitedAdded = visitedAdded;
  return step;
}
