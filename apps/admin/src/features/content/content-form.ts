import { EDITABLE_PAGE_SCHEMAS, type AdminContentSave, type EditablePageSlug } from '@maplepack/api-contract';
import { CONTENT_TEXT } from './content-text';

const T = CONTENT_TEXT.edit;

/** `questions[0].answer`, as the API names a field at fault. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

export type CheckedContent = { body: AdminContentSave } | { error: string };

/**
 * The form's title and JSON text checked by the page's own schema (the one the API saves with and the
 * storefront renders with), so staff see the same words before the save as the API would answer.
 */
export function checkContent(slug: EditablePageSlug, title: string, json: string): CheckedContent {
  let acf: unknown;
  try {
    acf = JSON.parse(json);
  } catch (error) {
    return { error: T.notJson(error instanceof Error ? error.message : String(error)) };
  }
  if (title.trim() === '') return { error: `${T.invalid} title: the title is empty.` };
  const parsed = EDITABLE_PAGE_SCHEMAS[slug].safeParse(acf);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue === undefined ? 'acf' : `acf.${fieldPath(issue.path)}`.replace(/\.$/, '');
    return { error: `${T.invalid} ${field}: ${issue?.message ?? 'is invalid'}` };
  }
  return { body: { title: title.trim(), acf: parsed.data as Record<string, unknown> } };
}

export const jsonOf = (acf: Record<string, unknown>): string => JSON.stringify(acf, null, 2);
