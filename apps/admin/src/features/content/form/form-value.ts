/**
 * The form's value is the page's acf itself (plain JSON), read and changed at a path such as
 * `['questions', 0, 'answer']`. Every change returns a new value and leaves the old one untouched, so
 * React sees each edit and the JSON view shows the same object.
 */
export type FieldPath = readonly (string | number)[];

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `questions.0.answer`: one key per field, used for ids, errors and focus. */
export const pathKey = (path: FieldPath): string => path.join('.');

/** The value at `path`, or undefined when a step is missing or of another kind. */
export function getAt(value: Json, path: FieldPath): Json {
  let current = value;
  for (const step of path) {
    if (typeof step === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[step];
    } else {
      if (!isRecord(current)) return undefined;
      current = Object.prototype.hasOwnProperty.call(current, step) ? current[step] : undefined;
    }
  }
  return current;
}

/**
 * `value` with `next` at `path`; missing objects and lists on the way are made. `undefined` removes an
 * object's key (an optional field left empty is absent, as the schema wants it, not an empty string).
 */
export function setAt(value: Json, path: FieldPath, next: Json): Json {
  const [step, ...rest] = path;
  if (step === undefined) return next;
  if (typeof step === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[step] = setAt(list[step], rest, next);
    return list;
  }
  const record: Record<string, Json> = isRecord(value) ? { ...value } : {};
  const child = setAt(record[step], rest, next);
  if (child === undefined) delete record[step];
  else record[step] = child;
  return record;
}

const listAt = (value: Json, path: FieldPath): Json[] => {
  const list = getAt(value, path);
  return Array.isArray(list) ? list : [];
};

/** The list at `path` with `item` added at its end. */
export const addItem = (value: Json, path: FieldPath, item: Json): Json =>
  setAt(value, path, [...listAt(value, path), item]);

/** The list at `path` without its item at `index` (the others keep their order). */
export const removeItem = (value: Json, path: FieldPath, index: number): Json =>
  setAt(
    value,
    path,
    listAt(value, path).filter((_, at) => at !== index),
  );

/** The list at `path` with its item at `from` moved to `to` (out-of-range moves change nothing). */
export function moveItem(value: Json, path: FieldPath, from: number, to: number): Json {
  const list = [...listAt(value, path)];
  if (from < 0 || to < 0 || from >= list.length || to >= list.length || from === to) return value;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item);
  return setAt(value, path, list);
}
