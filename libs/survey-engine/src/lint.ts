import { ABORT_REF, SUBMIT_REF, type SurveyDefinition } from './definition';
import { conditionRefs, reachableFields } from './lint-graph';

export type LintCode =
  | 'lint.missing_jump_target'
  | 'lint.missing_rule_ref'
  | 'lint.duplicate_rule'
  | 'lint.missing_condition_ref'
  | 'lint.bad_cumulative_list'
  | 'lint.unreachable'
  | 'lint.duplicate_choice_ref'
  | 'lint.unknown_tag';

export interface LintFinding {
  code: LintCode;
  /** The field, rule or screen ref the finding is about. */
  ref: string;
  message: string;
}

export interface LintOptions {
  /** Tags the recommendation knows; when given, every choice tag must be one of them. */
  knownTags?: readonly string[];
}

const SPECIAL_REFS: ReadonlySet<string> = new Set([SUBMIT_REF, ABORT_REF]);

/**
 * Checks a loaded definition (CONTRACTS §1 `survey lint`): every jump target exists, every
 * question is reachable from the first field, every choice ref is unique across the survey (the
 * special $$SUBMIT$$ and $$ABORT$$ refs excepted), every tag is known (when `knownTags` is given);
 * also that rules and conditions name fields and choices that exist and that a `cumulative` rule
 * names a multi-select concern list. Returns [] for a clean definition.
 */
export function lintDefinition(definition: SurveyDefinition, options: LintOptions = {}): LintFinding[] {
  const findings: LintFinding[] = [];
  const add = (code: LintCode, ref: string, message: string): void => {
    findings.push({ code, ref, message });
  };
  const fields = new Map(definition.fields.map((field) => [field.ref, field]));
  const thankyou = new Set(definition.thankyou.map((screen) => screen.ref));
  const ruled = new Set<string>();
  for (const rule of definition.logic) {
    if (!fields.has(rule.ref))
      add(
        'lint.missing_rule_ref',
        rule.ref,
        `A logic rule is attached to '${rule.ref}', which is not a field`,
      );
    if (ruled.has(rule.ref))
      add(
        'lint.duplicate_rule',
        rule.ref,
        `'${rule.ref}' has more than one logic rule; only the first is used`,
      );
    ruled.add(rule.ref);
    if (rule.cumulative !== undefined) {
      const list = fields.get(rule.cumulative);
      if (list?.type !== 'multiple_choice' || list.properties.allow_multiple_selection !== true) {
        add(
          'lint.bad_cumulative_list',
          rule.ref,
          `'${rule.ref}' ends a section of '${rule.cumulative}', which is not a multi-select question`,
        );
      }
    }
    for (const action of rule.actions) {
      const to = action.details.to;
      const exists = to.type === 'field' ? fields.has(to.value) : thankyou.has(to.value);
      if (!exists)
        add(
          'lint.missing_jump_target',
          rule.ref,
          `'${rule.ref}' jumps to ${to.type} '${to.value}', which does not exist`,
        );
      const refs = conditionRefs(action.condition);
      for (const ref of refs.fields) {
        if (!fields.has(ref))
          add(
            'lint.missing_condition_ref',
            rule.ref,
            `A condition of '${rule.ref}' reads '${ref}', which is not a field`,
          );
      }
      for (const { field, choice } of refs.choices) {
        const known = fields.get(field)?.properties.choices?.some((c) => c.ref === choice) ?? false;
        if (fields.has(field) && !known) {
          add(
            'lint.missing_condition_ref',
            rule.ref,
            `A condition of '${rule.ref}' names choice '${choice}', which '${field}' does not have`,
          );
        }
      }
    }
  }
  const reachable = reachableFields(definition);
  for (const field of definition.fields) {
    if (!reachable.has(field.ref))
      add('lint.unreachable', field.ref, `'${field.ref}' cannot be reached from the first field`);
  }
  const owners = new Map<string, string>();
  const known = options.knownTags === undefined ? undefined : new Set(options.knownTags);
  for (const field of definition.fields) {
    for (const choice of field.properties.choices ?? []) {
      const owner = owners.get(choice.ref);
      if (owner !== undefined && !SPECIAL_REFS.has(choice.ref)) {
        add(
          'lint.duplicate_choice_ref',
          field.ref,
          `Choice ref '${choice.ref}' of '${field.ref}' is also used by '${owner}'`,
        );
      }
      owners.set(choice.ref, owner ?? field.ref);
      for (const tag of choice.tags ?? []) {
        if (known !== undefined && !known.has(tag))
          add(
            'lint.unknown_tag',
            field.ref,
            `Choice '${choice.ref}' of '${field.ref}' has unknown tag '${tag}'`,
          );
      }
    }
  }
  return findings;
}
