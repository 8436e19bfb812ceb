import { fieldPath } from './read-input';

export interface Mismatch {
  /** Where, as `coupons[0].status`; '' for the whole output. */
  path: string;
  expected: unknown;
  actual: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first place where `actual` does not match the partial `expected` (as jest's toMatchObject):
 * an object matches when each key `expected` gives matches (others are not checked), an array when
 * it has the same length and each item matches, anything else when it is equal. Undefined: a match.
 */
export function firstMismatch(
  expected: unknown,
  actual: unknown,
  path: readonly PropertyKey[] = [],
): Mismatch | undefined {
  const here = (): Mismatch => ({ path: fieldPath(path), expected, actual });
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return here();
    for (let i = 0; i < expected.length; i += 1) {
      const found = firstMismatch(expected[i], actual[i], [...path, i]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return here();
    for (const key of Object.keys(expected)) {
      const found = firstMismatch(expected[key], actual[key], [...path, key]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return expected === actual ? undefined : here();
}
