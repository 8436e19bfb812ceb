import { EDITABLE_PAGE_SCHEMAS, type AdminContentSave, type EditablePageSlug } from '@maplepack/api-contract';
import { CONTENT_TEXT } from './content-text';
import { fieldErrors, type FieldError } from './form/field-errors';
import { pathLabel } from './form/field-labels';
import { fieldTree, type FieldNode } from './form/field-tree';

const T = CONTENT_TEXT.edit;

/** Each page's field tree, built once: the schemas do not change while the app runs. */
const TREES = new Map<EditablePageSlug, FieldNode>();
export function pageTree(slug: EditablePageSlug): FieldNode {
  let tree = TREES.get(slug);
  if (tree === undefined) {
    tree = fieldTree(EDITABLE_PAGE_SCHEMAS[slug]);
    TREES.set(slug, tree);
  }
  return tree;
}

/** The page title's own key among the field errors (the acf's keys never start with a dot). */
export const TITLE_KEY = '.title';

export type CheckedContent = { body: AdminContentSave } | { errors: FieldError[] };

/**
 * The form's title and fields checked by the page's own schema (the one the API saves with and the
 * storefront renders with), so staff see the refusal before the save, in plain words, at the field.
 */
export function checkContent(slug: EditablePageSlug, title: string, acf: unknown): CheckedContent {
  const schema = EDITABLE_PAGE_SCHEMAS[slug];
  const errors = fieldErrors(schema, pageTree(slug), acf);
  if (title.trim() === '') errors.unshift({ path: [TITLE_KEY], message: T.titleEmpty });
  if (errors.length > 0) return { errors };
  const parsed = schema.parse(acf);
  return { body: { title: title.trim(), acf: parsed as Record<string, unknown> } };
}

/** The alert shown when a save is refused: how many fields, and each one's place and message. */
export function errorSummary(errors: readonly FieldError[]): string {
  const each = errors.map(
    (error) => `${error.path[0] === TITLE_KEY ? T.pageTitle : pathLabel(error.path)}: ${error.message}`,
  );
  return `${T.invalid} ${T.fieldsToFix(errors.length)} ${each.join(' ')}`;
}

export const jsonOf = (acf: unknown): string => JSON.stringify(acf, null, 2);

/** The JSON view's text read back, or why it cannot be. */
export function readJson(text: string): { acf: unknown } | { error: string } {
  try {
    return { acf: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: T.notJson(error instanceof Error ? error.message : String(error)) };
  }
}
