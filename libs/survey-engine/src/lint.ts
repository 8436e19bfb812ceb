import { ABORT_REF, SUBMIT_REF } from './definition';
import { conditionRefs, jumpLoops, reachableScreens } from './lint-graph';
import { type LintableDefinition } from './lint-load';

export type LintCode =
  | 'lint.missing_jump_target'
  | 'lint.missing_rule_ref'
  | 'lint.duplicate_rule'
  | 'lint.missing_condition_ref'
  | 'lint.bad_cumulative_list'
  | 'lint.unreachable'
  | 'lint.duplicate_choice_ref'
  | 'lint.unknown_tag'
  | 'lint.duplicate_ref'
  | 'lint.missing_stable_ref'
  | 'lint.self_jump'
  | 'lint.loop';

export interface LintFinding {
  code: LintCode;
  /** The field, rule or screen ref the finding is about. */
  ref: string;
  message: string;
}

export interface LintOptions {
  /** Tags the recommendation knows; when given, every choice tag must be one of them. */
  knownTags?: readonly string[];
  /** Refs other programs rely on (CONTRACTS §2); when given, each must name a question or screen. */
  stableRefs?: readonly string[];
}

const SPECIAL_REFS: ReadonlySet<string> = new Set([SUBMIT_REF, ABORT_REF]);

/**
 * Checks a definition (CONTRACTS §1 `survey lint`): refs are unique; every stable ref is there
 * (when `stableRefs` is given); every jump target exists; no question jumps to itself; the jump
 * graph has no loop but the cumulative concerns loop; every question and thank-you screen is
 * reachable from the first field (nothing comes after a question whose choices all submit or
 * abort, like `final_consent`); every choice ref is unique across the survey (the special
 * $$SUBMIT$$ and $$ABORT$$ refs excepted); every tag is known (when `knownTags` is given); rules
 * and conditions name fields and choices that exist, and a `cumulative` rule names a multi-select
 * concern list. Returns [] for a clean definition.
 */
export function lintDefinition(definition: LintableDefinition, options: LintOptions = {}): LintFinding[] {
  const findings: LintFinding[] = [];
  const add = (code: LintCode, ref: string, message: string): void => {
    findings.push({ code, ref, message });
  };
  const places = new Map<string, string>();
  const refPlaces: [string, string][] = [
    ...definition.welcome.map((screen, i): [string, string] => [screen.ref, `welcome[${i}]`]),
    ...definition.fields.map((field, i): [string, string] => [field.ref, `fields[${i}]`]),
    ...definition.thankyou.map((screen, i): [string, string] => [screen.ref, `thankyou[${i}]`]),
  ];
  for (const [ref, place] of refPlaces) {
    const first = places.get(ref);
    if (first === undefined) places.set(ref, place);
    else
      add(
        'lint.duplicate_ref',
        ref,
        `'${ref}' names both ${first} and ${place}: a jump or an answer could mean either`,
      );
  }
  for (const ref of options.stableRefs ?? []) {
    if (!places.has(ref))
      add('lint.missing_stable_ref', ref, `Stable ref '${ref}' is missing: other programs rely on it`);
  }
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
      if (to.type === 'field' && to.value === rule.ref)
        add('lint.self_jump', rule.ref, `'${rule.ref}' jumps to itself`);
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
  for (const loop of jumpLoops(definition)) {
    add(
      'lint.loop',
      loop[0] ?? '',
      `${loop.map((ref) => `'${ref}'`).join(', ')} jump in a loop (only the concern list and its fallback may)`,
    );
  }
  const reachable = reachableScreens(definition);
  for (const field of definition.fields) {
    if (!reachable.fields.has(field.ref))
      add('lint.unreachable', field.ref, `'${field.ref}' cannot be reached from the first field`);
  }
  for (const screen of definition.thankyou) {
    if (!reachable.thankyou.has(screen.ref))
      add('lint.unreachable', screen.ref, `Thank-you screen '${screen.ref}' is never jumped to`);
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
          owner === field.ref
            ? `Choice ref '${choice.ref}' is used twice in '${field.ref}'`
            : `Choice ref '${choice.ref}' of '${field.ref}' is also used by '${owner}'`,
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
