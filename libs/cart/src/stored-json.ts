/**
 * Reads a versioned JSON envelope `{ version, ...payload }` written by this lib. Anything else
 * (null, not JSON, not an object, another version) gives undefined, never an exception: browser
 * storage is user-editable and may hold data from an older build.
 */
export function readVersioned(
  text: string | null | undefined,
  version: number,
): Record<string, unknown> | undefined {
  if (typeof text !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  return record['version'] === version ? record : undefined;
}

/** A plain object's own entries, or none for anything that is not a plain object. */
export function objectEntries(value: unknown): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value);
}
