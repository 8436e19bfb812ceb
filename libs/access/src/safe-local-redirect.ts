/**
 * Returns `target` when it is a same-origin absolute path ('/orders?x=1'), else undefined.
 *
 * Rejected: anything not starting with a single '/', protocol-relative '//host', '/\host' (browsers
 * read a backslash as a slash), and any ASCII control character or backslash anywhere, because
 * browsers strip tabs and newlines from URLs, which would turn '/\t/evil' into '//evil'.
 */
export function safeLocalRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string') return undefined;
  if (!target.startsWith('/')) return undefined;
  const second = target.charAt(1);
  if (second === '/' || second === '\\') return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return undefined;
  return target;
}
