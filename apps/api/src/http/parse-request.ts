import { z } from 'zod';
import { COMMON_ERROR_CODES } from '@maplepack/api-contract';
import { ApiError } from './api-error';

const FRENCH_ZOD = z.locales.fr();

/** zod's own message for an issue, in its French locale. */
function zodFrench(issue: z.core.$ZodIssue): string {
  const text = FRENCH_ZOD.localeError(issue as unknown as Parameters<typeof FRENCH_ZOD.localeError>[0]);
  return typeof text === 'string' ? text : (text?.message ?? 'entrée non valide');
}

/** Formats a zod issue path as `products[0].id`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

/**
 * Parses one part of a request (query, params or body) with its contract schema, or throws a 400
 * naming the first field at fault. Messages our schemas write for people ('Please enter a valid
 * email.') pass through as they are; zod's generic ones get the field name in front.
 */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: 'query' | 'params' | 'body',
): z.output<S> {
  // reportInput: the French error map says what it received ("nombre reçu"), as zod's English does.
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue === undefined ? part : fieldPath(issue.path) || part;
  const message = issue?.message ?? 'is invalid';
  const forPeople = issue?.code === 'custom' || /^[A-Z].*\.$/.test(message);
  throw new ApiError(
    400,
    COMMON_ERROR_CODES.invalidRequest,
    forPeople ? message : `${field}: ${message}`,
    field,
    forPeople || issue === undefined ? undefined : `${field}\u00a0: ${zodFrench(issue)}`,
  );
}
