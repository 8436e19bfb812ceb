import { z } from 'zod';

/** Choice refs with a meaning of their own (spec §3): submit the survey, or leave it for `/`. */
export const SUBMIT_REF = '$$SUBMIT$$';
export const ABORT_REF = '$$ABORT$$';

export const FIELD_TYPES = [
  'multiple_choice',
  'yes_no',
  'email',
  'date',
  'legal',
  'statement',
  'list_choice',
  'short_text',
] as const;
export const fieldTypeSchema = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof fieldTypeSchema>;

const ref = z.string().min(1);

export const choiceSchema = z.strictObject({
  // Typeform writes ids as strings; the yes/no and legal sets of the spec use 0 and 1.
  id: z.union([z.string().min(1), z.number().int()]),
  ref,
  label: z.string().min(1),
  /** Recommendation tags attached when this choice is picked (e.g. 'BComplex'). */
  tags: z.array(z.string().min(1)).optional(),
  /** Picking it clears every other (non-visited) choice. */
  exclusive: z.boolean().optional(),
  /** On submit it stands for every non-exclusive, unvisited choice ('Take me through it all'). */
  all: z.boolean().optional(),
  /** On submit it clears the selection ('Nothing for now'). */
  empty: z.boolean().optional(),
  /** Already covered in cumulative mode: shown, but cannot be toggled. */
  visited: z.boolean().optional(),
  img: z.string().optional(),
  disclaimer: z.string().optional(),
  /** yes_no and legal: true for Yes / 'I accept', false for No / 'I do not accept'. */
  value: z.union([z.boolean(), z.string(), z.number()]).optional(),
});
export type Choice = z.infer<typeof choiceSchema>;

export const partCoverSchema = z.strictObject({
  number: z.number().int().positive(),
  title: z.string(),
  /** CSS colour of the part line; the UI falls back to DEFAULT_PART_COLOR. */
  color: z.string().optional(),
  background_image: z.string().optional(),
});
export type PartCover = z.infer<typeof partCoverSchema>;

export const fieldPropertiesSchema = z.strictObject({
  description: z.string().optional(),
  auth_description: z.string().optional(),
  choices: z.array(choiceSchema).optional(),
  allow_multiple_selection: z.boolean().optional(),
  allow_other_choice: z.boolean().optional(),
  randomize: z.boolean().optional(),
  vertical_alignment: z.boolean().optional(),
  hide_marks: z.boolean().optional(),
  button_text: z.string().optional(),
  /** Route the statement button leads to (e.g. '/' for EXIT ASSESSMENT). */
  button_route: z.string().optional(),
  /** A statement that is not a part cover and does not change the current part. */
  no_part: z.boolean().optional(),
  has_warning: z.boolean().optional(),
  num_of_columns: z.number().int().positive().optional(),
  custom_container_class: z.string().optional(),
  structure: z.literal('MMDDYYYY').optional(),
  separator: z.literal('/').optional(),
  /** Input placeholder as the field gives it (email: an example address, never the spec's '{email}' slot). */
  placeholder: z.string().optional(),
  part: partCoverSchema.optional(),
  /** list_choice: the name of the item list to search (e.g. 'medications'). */
  list_source: z.string().min(1).optional(),
});
export type FieldProperties = z.infer<typeof fieldPropertiesSchema>;

export const fieldSchema = z.strictObject({
  id: z.string().min(1),
  ref,
  title: z.string(),
  auth_title: z.string().optional(),
  type: fieldTypeSchema,
  /** Statement auto-advance in ms; -1 never advances by itself; absent uses the cover timeout. */
  timeout: z.number().int().min(-1).optional(),
  /** Marks the concern list whose selections drive the cumulative sections. */
  accumulation: z.boolean().optional(),
  validations: z.strictObject({ required: z.boolean() }).default({ required: false }),
  properties: fieldPropertiesSchema.default({}),
});
export type Field = z.infer<typeof fieldSchema>;
export type FieldInput = z.input<typeof fieldSchema>;

export const screenSchema = z.strictObject({
  ref,
  title: z.string(),
  description: z.string().optional(),
  /** Auto-advance in ms (the intro uses INTRO_TIMEOUT_MS); -1 or absent waits for the button. */
  timeout: z.number().int().min(-1).optional(),
  properties: z
    .strictObject({
      button_text: z.string().optional(),
      button_route: z.string().optional(),
      show_button: z.boolean().optional(),
    })
    .default({}),
});
export type Screen = z.infer<typeof screenSchema>;

export const CONDITION_OPS = [
  'always',
  'authenticated',
  'is',
  'is_not',
  'and',
  'or',
  'later_than',
  'earlier_than',
  'age_more',
  'age_less',
  'age_equal',
  'more_than',
  'less_than',
  'equal',
  'array_less_than',
] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

export const fieldOperandSchema = z.strictObject({ type: z.literal('field'), value: ref });
export const choiceOperandSchema = z.strictObject({ type: z.literal('choice'), value: ref });
export const constantOperandSchema = z.strictObject({
  type: z.literal('constant'),
  value: z.union([z.string(), z.number(), z.boolean()]),
});
export type FieldOperand = z.infer<typeof fieldOperandSchema>;
export type ChoiceOperand = z.infer<typeof choiceOperandSchema>;
export type ConstantOperand = z.infer<typeof constantOperandSchema>;
export type Operand = FieldOperand | ChoiceOperand | ConstantOperand;

const isoDateConstant = z.strictObject({
  type: z.literal('constant'),
  value: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a YYYY-MM-DD date'),
});
const numberConstant = z.strictObject({ type: z.literal('constant'), value: z.number() });

export type Condition =
  | { op: 'always' | 'authenticated'; vars: [] }
  | { op: 'and' | 'or'; vars: Condition[] }
  | { op: 'is' | 'is_not'; vars: [FieldOperand, ChoiceOperand | ConstantOperand] }
  | { op: 'later_than' | 'earlier_than'; vars: [FieldOperand, { type: 'constant'; value: string }] }
  | {
      op: 'age_more' | 'age_less' | 'age_equal' | 'more_than' | 'less_than' | 'equal' | 'array_less_than';
      vars: [FieldOperand, { type: 'constant'; value: number }];
    };

/**
 * A logic condition. Each operator pins the shape of its operands so that a content mistake (a date
 * compared with a number, an age against a choice) fails when the definition loads, not mid-survey.
 */
export const conditionSchema: z.ZodType<Condition> = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal(['always', 'authenticated']), vars: z.tuple([]) }),
  z.strictObject({
    op: z.literal(['and', 'or']),
    vars: z.array(z.lazy(() => conditionSchema)).min(1),
  }),
  z.strictObject({
    op: z.literal(['is', 'is_not']),
    vars: z.tuple([
      fieldOperandSchema,
      z.discriminatedUnion('type', [choiceOperandSchema, constantOperandSchema]),
    ]),
  }),
  z.strictObject({
    op: z.literal(['later_than', 'earlier_than']),
    vars: z.tuple([fieldOperandSchema, isoDateConstant]),
  }),
  z.strictObject({
    op: z.literal([
      'age_more',
      'age_less',
      'age_equal',
      'more_than',
      'less_than',
      'equal',
      'array_less_than',
    ]),
    vars: z.tuple([fieldOperandSchema, numberConstant]),
  }),
]);

export const jumpTargetSchema = z.strictObject({ type: z.enum(['field', 'thankyou']), value: ref });
export type JumpTarget = z.infer<typeof jumpTargetSchema>;

export const jumpActionSchema = z.strictObject({
  action: z.literal('jump'),
  details: z.strictObject({ to: jumpTargetSchema }),
  condition: conditionSchema,
});
export type JumpAction = z.infer<typeof jumpActionSchema>;

export const logicRuleSchema = z.strictObject({
  type: z.literal('field'),
  ref,
  /** Ref of the concern list: this rule ends a cumulative section of that list. */
  cumulative: ref.optional(),
  actions: z.array(jumpActionSchema),
});
export type LogicRule = z.infer<typeof logicRuleSchema>;

// Loose on purpose: settings are tuning knobs that may grow without a schema change.
export const settingsSchema = z.looseObject({
  cover_timeout: z.number().int().min(-1).optional(),
  intro_timeout: z.number().int().min(-1).optional(),
  concern_fallback_threshold: z.number().int().positive().optional(),
});
export type SurveySettings = z.infer<typeof settingsSchema>;

export const surveyDefinitionSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string(),
  version: z.literal('1.5'),
  welcome: z.array(screenSchema),
  thankyou: z.array(screenSchema),
  fields: z.array(fieldSchema),
  logic: z.array(logicRuleSchema),
  settings: settingsSchema.optional(),
});
export type SurveyDefinition = z.infer<typeof surveyDefinitionSchema>;
export type SurveyDefinitionInput = z.input<typeof surveyDefinitionSchema>;

export type LoadDefinitionResult =
  | { ok: true; definition: SurveyDefinition }
  | { ok: false; code: 'definition.invalid'; message: string; issues: string[] };

/** `fields[3].properties.choices[0].label` from a zod issue path. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

const MAX_ISSUES_IN_MESSAGE = 5;

/**
 * Parses and checks a survey definition. Never throws, whatever `json` is: a bad definition returns
 * `definition.invalid` with a message naming each faulty path (`fields[3].ref: Required`), the first
 * five joined by '; ', and every issue in `issues`. Beyond the schema it checks that field,
 * welcome and thank-you refs are unique across the whole survey (jumps name them in one space), that
 * choice refs are unique within a field, that choice questions have choices, and that yes_no and
 * legal questions carry exactly one true and one false choice.
 */
export function loadDefinition(json: unknown): LoadDefinitionResult {
  const parsed = surveyDefinitionSchema.safeParse(json, {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined),
  });
  const issues = parsed.success
    ? structuralIssues(parsed.data)
    : parsed.error.issues.map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`);
  if (parsed.success && issues.length === 0) return { ok: true, definition: parsed.data };
  const shown = issues.slice(0, MAX_ISSUES_IN_MESSAGE);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '';
  return { ok: false, code: 'definition.invalid', message: shown.join('; ') + more, issues };
}

/**
 * What the schema cannot say: refs unique across the survey, choice refs unique within a field,
 * choices where a question needs them. `duplicates: false` leaves the duplicate refs out (lint
 * reports them as findings instead).
 */
export function structuralIssues(
  definition: Pick<SurveyDefinition, 'welcome' | 'fields' | 'thankyou'>,
  options: { duplicates: boolean } = { duplicates: true },
): string[] {
  const seen = new Map<string, string>();
  const issues: string[] = [];
  const visit = (ref: string, where: string): void => {
    const first = seen.get(ref);
    if (first === undefined) seen.set(ref, where);
    else if (options.duplicates) issues.push(`${where}: Duplicate ref '${ref}' (first used at ${first})`);
  };
  definition.welcome.forEach((screen, i) => visit(screen.ref, `welcome[${i}].ref`));
  definition.fields.forEach((field, i) => {
    visit(field.ref, `fields[${i}].ref`);
    issues.push(...choiceIssues(field, `fields[${i}]`, options.duplicates));
  });
  definition.thankyou.forEach((screen, i) => visit(screen.ref, `thankyou[${i}].ref`));
  return issues;
}

const CHOICE_TYPES: ReadonlySet<FieldType> = new Set(['multiple_choice', 'yes_no', 'legal']);

function choiceIssues(field: Field, where: string, duplicates: boolean): string[] {
  const choices = field.properties.choices ?? [];
  if (!CHOICE_TYPES.has(field.type)) return [];
  if (choices.length === 0) return [`${where}.properties.choices: A ${field.type} question needs choices`];
  const issues: string[] = [];
  const refs = new Set<string>();
  choices.forEach((choice, i) => {
    if (duplicates && refs.has(choice.ref))
      issues.push(`${where}.properties.choices[${i}].ref: Duplicate choice ref '${choice.ref}'`);
    refs.add(choice.ref);
  });
  if (field.type !== 'multiple_choice') {
    const values = choices.map((choice) => choice.value);
    if (choices.length !== 2 || !values.includes(true) || !values.includes(false)) {
      issues.push(
        `${where}.properties.choices: A ${field.type} question needs one true and one false choice`,
      );
    }
  }
  return issues;
}

/**
 * The Yes/No choice pair of spec §3: Yes is id 0 with value true (and may attach tags, e.g.
 * 'BComplex'), No is id 1 with value false. Refs are `<fieldRef>_yes` and `<fieldRef>_no`.
 */
export function yesNoChoices(fieldRef: string, options: { yesTags?: string[] } = {}): Choice[] {
  const yes: Choice = { id: 0, ref: `${fieldRef}_yes`, label: 'Yes', value: true };
  if (options.yesTags !== undefined && options.yesTags.length > 0) yes.tags = [...options.yesTags];
  return [yes, { id: 1, ref: `${fieldRef}_no`, label: 'No', value: false }];
}

/**
 * The legal choice pair of spec §3: 'I accept' id 0 true, 'I do not accept' id 1 false. Refs are
 * `<fieldRef>_accept` and `<fieldRef>_decline`.
 */
export function legalChoices(fieldRef: string): Choice[] {
  return [
    { id: 0, ref: `${fieldRef}_accept`, label: 'I accept', value: true },
    { id: 1, ref: `${fieldRef}_decline`, label: 'I do not accept', value: false },
  ];
}
