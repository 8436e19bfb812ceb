import { z } from 'zod';

/**
 * Text PostgreSQL refuses: a NUL character (in text and jsonb) and a lone UTF-16 surrogate (jsonb,
 * and it cannot be written as UTF-8 at all). A JSON body may still carry both as \u0000 / \ud800.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is what it refuses
const SAFE_TEXT = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export const UNSAFE_TEXT_MESSAGE = 'contains a NUL character or an unpaired surrogate';

/** Whether `text` holds a character no column can store (NUL, a lone surrogate). */
export function hasUnsafeText(text: string): boolean {
  return !SAFE_TEXT.test(text);
}

/** A string of at most `max` characters that the database can store. */
export function safeString(max: number) {
  return z.string().max(max).regex(SAFE_TEXT, UNSAFE_TEXT_MESSAGE);
}

/** The same, trimmed first: `max` counts what is kept (an address line, a name, a key). */
export function safeLine(max: number) {
  return z.string().trim().max(max).regex(SAFE_TEXT, UNSAFE_TEXT_MESSAGE);
}

/** How deep a request's JSON may nest; the deepest contract shape (a customer's meta value) is far less. */
export const MAX_INPUT_DEPTH = 16;

export interface UnsafeInput {
  /** Where, as `billing.address_1` or `meta_data[2].value`; '' for the value itself. */
  path: string;
  reason: 'text' | 'depth';
}

function joinPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/**
 * The first place in a decoded request part (JSON body, query, params, header values) that no
 * column can store, or that nests deeper than `maxDepth`. Iterative, so a deeply nested body
 * cannot exhaust the stack; object keys are checked as well as values.
 */
export function findUnsafeInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): UnsafeInput | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      if (hasUnsafeText(item.value)) return { path: item.path, reason: 'text' };
      continue;
    }
    // Raw bytes (a webhook's body kept as a Buffer) are not text to store.
    if (typeof item.value !== 'object' || item.value === null || ArrayBuffer.isView(item.value)) continue;
    if (item.depth >= maxDepth) return { path: item.path, reason: 'depth' };
    const children: [string | number, unknown][] = Array.isArray(item.value)
      ? item.value.map((child: unknown, index) => [index, child])
      : Object.entries(item.value);
    for (const [key] of children) {
      if (typeof key === 'string' && hasUnsafeText(key)) return { path: item.path, reason: 'text' };
    }
    // Pushed last to first, so the first unsafe place in document order is the one reported.
    for (const [key, child] of children.reverse()) {
      stack.push({ value: child, path: joinPath(item.path, key), depth: item.depth + 1 });
    }
  }
  return null;
}
