import { type z } from 'zod';
import { COMMON_ERROR_CODES } from '@maplepack/api-contract';
import { ApiError } from './api-error';

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
  const result = schema.safeParse(value ?? {});
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
  );
}
