/**
 * A value made on first use, then kept: for Intl formatters, whose construction loads locale data and
 * costs a slow phone's page load a long task when done at module load for a language it never shows.
 */
export function madeOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
