import { type Condition, type SurveyDefinition } from './definition';

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

function isAlways(condition: Condition): boolean {
  return condition.op === 'always';
}

/**
 * Fields a person can reach from the first field, following every jump that could hold, the next
 * field in order unless an `always` jump comes first, and a cumulative section's end (the concern
 * list's jumps). Exit statements (with `button_route`) lead nowhere.
 */
export function reachableFields(definition: SurveyDefinition): Set<string> {
  const refs = definition.fields.map((field) => field.ref);
  const seen = new Set<string>();
  const first = refs[0];
  const queue = first === undefined ? [] : [first];
  for (let ref = queue.shift(); ref !== undefined; ref = queue.shift()) {
    if (seen.has(ref) || !refs.includes(ref)) continue;
    seen.add(ref);
    queue.push(...successors(definition, ref));
  }
  return seen;
}

function successors(definition: SurveyDefinition, ref: string): string[] {
  const field = definition.fields.find((f) => f.ref === ref);
  if (field?.type === 'statement' && field.properties.button_route !== undefined) return [];
  const fieldTargets = (fromRef: string): { targets: string[]; fallsThrough: boolean } => {
    const rule = definition.logic.find((r) => r.ref === fromRef);
    const actions = rule?.actions ?? [];
    const alwaysAt = actions.findIndex((action) => isAlways(action.condition));
    const possible = alwaysAt < 0 ? actions : actions.slice(0, alwaysAt + 1);
    const targets = possible.filter((a) => a.details.to.type === 'field').map((a) => a.details.to.value);
    return { targets, fallsThrough: alwaysAt < 0 };
  };
  const after = (fromRef: string): string[] => {
    const index = definition.fields.findIndex((f) => f.ref === fromRef);
    const next = definition.fields[index + 1];
    return index < 0 || next === undefined ? [] : [next.ref];
  };
  const own = fieldTargets(ref);
  if (!own.fallsThrough) return own.targets;
  const rule = definition.logic.find((r) => r.ref === ref);
  if (rule?.cumulative === undefined) return [...own.targets, ...after(ref)];
  const list = fieldTargets(rule.cumulative);
  return [...own.targets, ...list.targets, ...(list.fallsThrough ? after(rule.cumulative) : [])];
}
