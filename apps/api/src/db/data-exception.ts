/**
 * Whether a database error is SQLSTATE class 22, "data exception": a value the database cannot
 * store (a NUL byte in text, a malformed Unicode escape in JSON). That is the input's fault, not
 * the database's. Drizzle wraps the driver's error, so the causes are followed; the drivers' errors
 * are not always `Error` instances, so any object with a `code` counts.
 */
export function isDataException(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; typeof cause === 'object' && cause !== null && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
