import { type z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

/** One part of a request and the contract schema it must satisfy before it is sent. */
export interface RequestPart {
  readonly schema: z.ZodType;
  readonly value: unknown;
  readonly part: 'query' | 'params' | 'body' | 'headers';
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

/**
 * Checks a request part against its contract schema, or throws ApiError 'request.invalid'
 * (status 0: nothing was sent) naming the first field at fault, worded as the server words it:
 * messages written for people ('Please enter a valid email.') pass through, zod's generic ones get
 * the field in front. The caller's value is sent as given, not the schema's output, because some
 * schemas transform for the server (an amount "12.30" becomes 1230 cents).
 */
export function checkRequestPart({ schema, value, part }: RequestPart): void {
  const result = schema.safeParse(value ?? {});
  if (result.success) return;
  const issue = result.error.issues[0];
  const field = issue === undefined ? part : fieldPath(issue.path) || part;
  const message = issue?.message ?? 'is invalid';
  const forPeople = issue?.code === 'custom' || /^[A-Z].*\.$/.test(message);
  throw new ApiError(0, CLIENT_ERROR_CODES.requestInvalid, forPeople ? message : `${field}: ${message}`, {
    field,
    issues: result.error.issues,
  });
}
