import { type z } from 'zod';
import { type FieldPath } from './form-value';

/**
 * What the form draws for one part of a page's schema. Built by walking the zod schema's definitions
 * (`_zod.def`), the surface zod 4 documents for tools that read schemas; `z.toJSONSchema()` is not used
 * because the admin build leaves zod's JSON Schema code out and it drops refinements (docs/decisions.md).
 */
export type TextFormat = 'line' | 'long' | 'url' | 'route' | 'pattern';

export type FieldNode =
  | { kind: 'object'; fields: readonly ObjectField[] }
  | { kind: 'list'; item: FieldNode; minItems: number; maxItems: number | undefined }
  | { kind: 'text'; format: TextFormat; minLength: number; maxLength: number | undefined; pattern?: string }
  // A kind this form does not draw (a number, a choice…): edited in the JSON view.
  | { kind: 'other' };

export interface ObjectField {
  key: string;
  node: FieldNode;
  /** May be left out (an optional text left empty, an optional group not added). */
  optional: boolean;
  /** The schema's default when left out (a list that defaults to empty). */
  fallback?: unknown;
}

/** Texts shown as a multi-line box: paragraphs, answers, biographies. The rest are one line. */
const LONG_TEXTS = new Set([
  'text',
  'answer',
  'bio',
  'intro',
  'quote',
  'contact',
  'disclaimer',
  'dose_note',
  'focus',
]);

interface Def {
  type: string;
  checks?: readonly { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  format?: string;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

function bounds(def: Def) {
  const checks = checksOf(def);
  const min = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const max = checks.find((check) => check.check === 'max_length')?.maximum;
  return { min, max, checks };
}

function textNode(def: Def, key: string): FieldNode {
  const { min, max, checks } = bounds(def);
  const regex = checks.find((check) => check.format === 'regex')?.pattern;
  const format: TextFormat =
    def.format === 'url'
      ? 'url'
      : key === 'route'
        ? 'route'
        : regex !== undefined
          ? 'pattern'
          : LONG_TEXTS.has(key)
            ? 'long'
            : 'line';
  return {
    kind: 'text',
    format,
    minLength: min,
    maxLength: max,
    ...(regex === undefined ? {} : { pattern: regex.source }),
  };
}

/** The node for `schema`, named `key` in its parent (the key picks long texts and routes). */
export function fieldTree(schema: z.ZodType, key = ''): FieldNode {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        fields: Object.entries(def.shape ?? {}).map(([name, child]) => objectField(name, child)),
      };
    case 'array': {
      const { min, max } = bounds(def);
      return def.element === undefined
        ? { kind: 'other' }
        : { kind: 'list', item: fieldTree(def.element, key), minItems: min, maxItems: max };
    }
    case 'string':
      return textNode(def, key);
    case 'optional':
    case 'default':
    case 'nullable':
      return def.innerType === undefined ? { kind: 'other' } : fieldTree(def.innerType, key);
    default:
      return { kind: 'other' };
  }
}

function objectField(key: string, schema: z.ZodType): ObjectField {
  const def = defOf(schema);
  const node = fieldTree(schema, key);
  if (def.type === 'optional') return { key, node, optional: true };
  if (def.type === 'default') return { key, node, optional: true, fallback: def.defaultValue };
  return { key, node, optional: false };
}

/** A new, empty value for `node`: required texts empty, lists with their least number of items. */
export function emptyValue(node: FieldNode): unknown {
  switch (node.kind) {
    case 'object':
      return Object.fromEntries(
        node.fields
          .filter((field) => !field.optional || field.fallback !== undefined)
          .map((field) => [
            field.key,
            field.fallback === undefined ? emptyValue(field.node) : structuredCloneJson(field.fallback),
          ]),
      );
    case 'list':
      return Array.from({ length: node.minItems }, () => emptyValue(node.item));
    case 'text':
      return '';
    case 'other':
      return undefined;
  }
}

const structuredCloneJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** The node at `path` in the tree (list indexes step into the item), or undefined off the tree. */
export function nodeAt(node: FieldNode, path: FieldPath): FieldNode | undefined {
  let current: FieldNode | undefined = node;
  for (const step of path) {
    if (current === undefined) return undefined;
    if (typeof step === 'number') current = current.kind === 'list' ? current.item : undefined;
    else
      current =
        current.kind === 'object' ? current.fields.find((field) => field.key === step)?.node : undefined;
  }
  return current;
}
