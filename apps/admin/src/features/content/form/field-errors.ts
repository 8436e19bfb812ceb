import { type z } from 'zod';
import { type FieldNode, nodeAt } from './field-tree';
import { type FieldPath, pathKey } from './form-value';

export interface FieldError {
  path: FieldPath;
  message: string;
}

/** The issue's facts this form reads (zod 4's issue shape, kept narrow so a new code falls through). */
interface Issue {
  code: string;
  path: readonly PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  expected?: string;
  input?: unknown;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The schema's refusal in plain words for someone who is not a developer: what to do, never a zod
 * code ("Too small: expected string to have >=1 characters" becomes "Write something here.").
 */
export function plainMessage(issue: Issue, node: FieldNode | undefined): string {
  const limit = Number(issue.minimum ?? issue.maximum ?? 0);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return `Add at least ${plural(limit, 'item', 'items')}.`;
      return limit <= 1
        ? 'Write something here: this field cannot be empty.'
        : `Write at least ${plural(limit, 'character', 'characters')}.`;
    case 'too_big':
      if (issue.origin === 'array') return `Keep at most ${plural(limit, 'item', 'items')}.`;
      return `Keep this to ${plural(limit, 'character', 'characters')} or fewer.`;
    case 'invalid_format':
      if (issue.format === 'url') return 'Enter a full web address that starts with https:// or http://.';
      if (node?.kind === 'text' && node.pattern === '^[a-z][a-z0-9-]*$')
        return 'Use lowercase letters, digits and hyphens only, starting with a letter (for example advisory-board).';
      return 'This is not written in the expected form.';
    case 'custom':
      if (node?.kind === 'text' && node.format === 'route')
        return 'Enter a page of this site that starts with a single / (for example /faq).';
      return 'This value is not accepted.';
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      return node?.kind === 'list'
        ? 'This must be a list.'
        : node?.kind === 'object'
          ? 'This must be a group of fields.'
          : 'This must be a text.';
    default:
      return 'This value is not accepted.';
  }
}

/** Every refusal of the page's schema for `value`, each at its field's path, in plain words. */
export function fieldErrors(schema: z.ZodType, tree: FieldNode, value: unknown): FieldError[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const path = issue.path.filter(
      (step): step is string | number => typeof step === 'string' || typeof step === 'number',
    );
    return { path, message: plainMessage(issue as Issue, nodeAt(tree, path)) };
  });
}

/** The first message for each field, by `pathKey`, for the form to show beside the field. */
export function errorsByPath(errors: readonly FieldError[]): ReadonlyMap<string, string> {
  const byPath = new Map<string, string>();
  for (const error of errors) {
    const key = pathKey(error.path);
    if (!byPath.has(key)) byPath.set(key, error.message);
  }
  return byPath;
}
