import { type z } from 'zod';

/** An input key no schema object knows, where it is, and the keys that would have been known there. */
export interface UnknownKey {
  path: PropertyKey[];
  known: string[];
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  valueType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first key of `value`, in document order and at any depth, that the schema does not name
 * (CONTRACTS §1: inputs are strict). A zod `z.object` quietly drops unknown keys, so a typo such as
 * `pmQtyy` or `loggedin` would otherwise be ignored; objects with a catch-all (`z.looseObject`)
 * and records accept any key. Inside a union, only the options the value fits are consulted.
 */
export function findUnknownKey(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[] = [],
): UnknownKey | undefined {
  // Only an object can hold a key: a number, string, boolean or null needs no look at the schema.
  if (typeof value !== 'object' || value === null) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType === undefined || value === undefined || value === null
        ? undefined
        : findUnknownKey(def.innerType, value, path);
    case 'pipe':
      return def.in === undefined ? undefined : findUnknownKey(def.in, value, path);
    case 'lazy':
      return def.getter === undefined ? undefined : findUnknownKey(def.getter(), value, path);
    case 'array':
      return Array.isArray(value) && def.element !== undefined
        ? firstOf(value, (item, i) => findUnknownKey(def.element as z.ZodType, item, [...path, i]))
        : undefined;
    case 'tuple':
      return Array.isArray(value)
        ? firstOf(value, (item, i) => {
            const itemSchema = def.items?.[i] ?? def.rest ?? undefined;
            return itemSchema === undefined ? undefined : findUnknownKey(itemSchema, item, [...path, i]);
          })
        : undefined;
    case 'record':
      return isPlainObject(value) && def.valueType !== undefined
        ? firstOf(Object.keys(value), (key) =>
            findUnknownKey(def.valueType as z.ZodType, value[key], [...path, key]),
          )
        : undefined;
    case 'object':
      return isPlainObject(value) ? unknownInObject(def, value, path) : undefined;
    case 'union':
      return unknownInUnion(def.options ?? [], value, path);
    default:
      return undefined;
  }
}

function unknownInObject(
  def: Def,
  value: Record<string, unknown>,
  path: PropertyKey[],
): UnknownKey | undefined {
  const shape = def.shape ?? {};
  const catchall = def.catchall;
  const open = catchall !== undefined && defOf(catchall).type !== 'never';
  return firstOf(Object.keys(value), (key) => {
    const field = Object.hasOwn(shape, key) ? shape[key] : open ? catchall : undefined;
    if (field === undefined) return { path: [...path, key], known: Object.keys(shape) };
    return findUnknownKey(field, value[key], [...path, key]);
  });
}

/** Whether `value` holds a plain object anywhere: without one it cannot hold an unknown key. */
function holdsObject(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsObject);
  return isPlainObject(value);
}

function unknownInUnion(options: z.ZodType[], value: unknown, path: PropertyKey[]): UnknownKey | undefined {
  // Trying every option is costly (most answers are strings or arrays of them): skip what has no key.
  if (!holdsObject(value)) return undefined;
  const fitting = options.filter((option) => option.safeParse(value).success);
  const found = fitting.map((option) => findUnknownKey(option, value, path));
  return found.some((unknown) => unknown === undefined) ? undefined : found[0];
}

function firstOf<T>(
  items: readonly T[],
  check: (item: T, index: number) => UnknownKey | undefined,
): UnknownKey | undefined {
  for (let i = 0; i < items.length; i += 1) {
    const found = check(items[i] as T, i);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The known key a typo most likely meant: same letters in another case, or at most two edits away. */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  const sameCase = known.find((candidate) => candidate.toLowerCase() === lower);
  if (sameCase !== undefined) return sameCase;
  let best: { key: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance <= 2 && distance < candidate.length && (best === undefined || distance < best.distance)) {
      best = { key: candidate, distance };
    }
  }
  return best?.key;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
