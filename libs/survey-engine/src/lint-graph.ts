import { cumulativeLists } from './cumulative';
import { ABORT_REF, SUBMIT_REF, type Condition, type Field } from './definition';
import { type LintableDefinition } from './lint-load';

/** Refs a condition reads: fields, and choices with the field they belong to. */
export function conditionRefs(condition: Condition): {
  fields: string[];
  choices: { field: string; choice: string }[];
} {
  switch (condition.op) {
    case 'and':
    case 'or': {
      const inner = condition.vars.map(conditionRefs);
      return { fields: inner.flatMap((r) => r.fields), choices: inner.flatMap((r) => r.choices) };
    }
    case 'always':
    case 'authenticated':
      return { fields: [], choices: [] };
    case 'is':
    case 'is_not': {
      const [left, right] = condition.vars;
      return {
        fields: [left.value],
        choices: right.type === 'choice' ? [{ field: left.value, choice: right.value }] : [],
      };
    }
    default:
      return { fields: [condition.vars[0].value], choices: [] };
  }
}

/**
 * One way out of a field: a jump whose condition could hold (`jump`), the next field in order
 * (`next`), or the end of a cumulative section, which goes back to its concern list (`section-end`).
 */
export interface Step {
  to: string;
  type: 'field' | 'thankyou';
  via: 'jump' | 'next' | 'section-end';
}

/** A single choice whose every choice submits or leaves the survey: nothing comes after it. */
function endsSurvey(field: Field): boolean {
  if (field.type !== 'multiple_choice' || field.properties.allow_multiple_selection === true) return false;
  const choices = field.properties.choices ?? [];
  return choices.length > 0 && choices.every((c) => c.ref === SUBMIT_REF || c.ref === ABORT_REF);
}

/**
 * The steps a person can take out of field `ref`: every jump up to the first `always` one, then
 * (when no jump is certain) the end of the section or the next field. Exit statements (with
 * `button_route`) and a question whose choices all submit or abort (`final_consent`) lead nowhere.
 */
export function stepsFrom(definition: LintableDefinition, ref: string): Step[] {
  const index = definition.fields.findIndex((f) => f.ref === ref);
  const field = definition.fields[index];
  if (field === undefined || endsSurvey(field)) return [];
  if (field.type === 'statement' && field.properties.button_route !== undefined) return [];
  const rule = definition.logic.find((r) => r.ref === ref);
  const actions = rule?.actions ?? [];
  const alwaysAt = actions.findIndex((action) => action.condition.op === 'always');
  const possible = alwaysAt < 0 ? actions : actions.slice(0, alwaysAt + 1);
  const steps: Step[] = possible.map((action) => ({
    to: action.details.to.value,
    type: action.details.to.type,
    via: 'jump',
  }));
  if (alwaysAt >= 0) return steps;
  if (rule?.cumulative !== undefined)
    return [...steps, { to: rule.cumulative, type: 'field', via: 'section-end' }];
  const next = definition.fields[index + 1];
  return next === undefined ? steps : [...steps, { to: next.ref, type: 'field', via: 'next' }];
}

/** Fields and thank-you screens a person can reach from the first field. */
export function reachableScreens(definition: LintableDefinition): {
  fields: Set<string>;
  thankyou: Set<string>;
} {
  const fieldRefs = new Set(definition.fields.map((field) => field.ref));
  const fields = new Set<string>();
  const thankyou = new Set<string>();
  const first = definition.fields[0]?.ref;
  const queue = first === undefined ? [] : [first];
  for (let ref = queue.shift(); ref !== undefined; ref = queue.shift()) {
    if (fields.has(ref) || !fieldRefs.has(ref)) continue;
    fields.add(ref);
    for (const step of stepsFrom(definition, ref)) {
      if (step.type === 'thankyou') thankyou.add(step.to);
      else queue.push(step.to);
    }
  }
  return { fields, thankyou };
}

/** Fields reachable from the first field (see `reachableScreens`). */
export function reachableFields(definition: LintableDefinition): Set<string> {
  return reachableScreens(definition).fields;
}

/**
 * Whether a step back into a concern list is the cumulative concerns loop the survey is built on:
 * a section's end returning to its list, or the list's fallback (a question the list jumps to)
 * jumping back to it for more concerns. The engine ends these loops by skipping visited sections.
 */
function isConcernLoopStep(
  definition: LintableDefinition,
  from: string,
  step: Step,
  lists: ReadonlySet<string>,
): boolean {
  if (step.via === 'section-end') return true;
  if (!lists.has(step.to) || step.type !== 'field') return false;
  return stepsFrom(definition, step.to).some((back) => back.via === 'jump' && back.to === from);
}

/**
 * Loops in the jump graph other than the cumulative concerns loop and self-jumps (reported on their
 * own): each is the list of the fields caught in it, in definition order. Found as the strongly
 * connected components (Tarjan) of more than one field.
 */
export function jumpLoops(definition: LintableDefinition): string[][] {
  const lists = cumulativeLists(definition);
  const order = new Map(definition.fields.map((field, i) => [field.ref, i]));
  const edges = new Map<string, string[]>();
  for (const field of definition.fields) {
    if (edges.has(field.ref)) continue;
    const targets = stepsFrom(definition, field.ref)
      .filter((step) => step.type === 'field' && step.to !== field.ref && order.has(step.to))
      .filter((step) => !isConcernLoopStep(definition, field.ref, step, lists))
      .map((step) => step.to);
    edges.set(field.ref, targets);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let counter = 0;
  const visit = (ref: string): void => {
    index.set(ref, counter);
    low.set(ref, counter);
    counter += 1;
    stack.push(ref);
    onStack.add(ref);
    for (const to of edges.get(ref) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(ref, Math.min(low.get(ref) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(ref, Math.min(low.get(ref) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(ref) !== index.get(ref)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      component.push(top);
      if (top === ref) break;
    }
    if (component.length > 1) loops.push(component.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)));
  };
  for (const ref of edges.keys()) if (!index.has(ref)) visit(ref);
  return loops.sort((a, b) => (order.get(a[0] ?? '') ?? 0) - (order.get(b[0] ?? '') ?? 0));
}
