/**
 * What an error may carry into the logs (issue 11: error logs held e-mails, phones and addresses).
 * Request logs were already redacted (logger.ts); errors were logged whole: a PostgreSQL error's
 * `detail` ("Key (email)=(ann@example.ca) already exists."), Drizzle's failed query with its
 * `params`, a message built from a value. Here an error keeps its names and codes; its message and
 * stack lose the values of the request being answered and anything shaped like personal data.
 */

/** Fields of an error kept as they are: names and codes, never values (`detail`, `params`, `where`). */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'dataType',
  'schema',
  'routine',
  'field',
] as const;

const PERSONAL_PATTERNS: readonly [RegExp, string][] = [
  // Drizzle's "Failed query: …\nparams: ann@example.ca,Ann,…": the values of the query.
  [/(^|\n)([ \t]*)params: [^\n]*/g, '$1$2params: [redacted]'],
  // PostgreSQL's "Key (email)=(ann@example.ca) already exists." and "Failing row contains (…)".
  [/(\([^()\n]*\))=\([^\n]*?\)(?= already| is not|\.|$)/gm, '$1=([redacted])'],
  [/(Failing row contains )\([^\n]*\)/g, '$1([redacted])'],
  // invalid input syntax for type integer: "…" (the value that did not fit)
  [/(invalid input (?:syntax|value) for [^:\n]*: )"[^"\n]*"/g, '$1"[redacted]"'],
  [/[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu, '[email]'],
  [/(?<![\w+])\+\d[\d ().-]{7,}\d(?!\w)/g, '[phone]'],
  [/(?<![\w.])(?:1[ .-]?)?\(?[2-9]\d{2}\)?[ .-]?\d{3}[ .-]?\d{4}(?![\w])/g, '[phone]'],
  [/\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/gi, '[postcode]'],
  // A street address, French order ("88 rue Sainte-Catherine") and English ("150 Elgin Street").
  [
    /\b\d{1,6}[A-Za-z]?,? +(?:rue|avenue|av|boulevard|boul|chemin|ch|route|rang|place|côte|montée|promenade)\b(?: +[\p{L}'’.-]+){1,4}/giu,
    '[address]',
  ],
  [
    /\b\d{1,6}[A-Za-z]?,? +(?:[\p{L}'.-]+ +){0,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|boul|drive|dr|lane|ln|way|court|ct|crescent|cres|place|pl|terrace|parkway|highway|hwy|rue|chemin|ch|route|rang)\b\.?/giu,
    '[address]',
  ],
];

/** Values shorter than this are not looked for (ids such as 'ON' or '1' would erase the message). */
const MIN_SECRET_CHARS = 3;
const MAX_SECRETS = 500;

/**
 * The text values of a request's params, query and body: whatever the error says about them is
 * the caller's data, whether or not it looks like an e-mail.
 */
export function requestSecrets(parts: readonly unknown[]): string[] {
  const found = new Set<string>();
  const stack = [...parts];
  while (stack.length > 0 && found.size < MAX_SECRETS) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.trim().length >= MIN_SECRET_CHARS) found.add(value.trim());
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      stack.push(...Object.values(value));
    }
  }
  // Longest first, so a value holding a shorter one is removed whole.
  return [...found].sort((a, b) => b.length - a.length);
}

/** `text` without the request's values and without anything shaped like personal data. */
export function scrubText(text: string, secrets: readonly string[] = []): string {
  let scrubbed = text;
  for (const secret of secrets) scrubbed = scrubbed.split(secret).join('[redacted]');
  for (const [pattern, replacement] of PERSONAL_PATTERNS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

const MAX_CAUSES = 3;

/** An error as logged: pino's shape (type, message, stack) and the safe fields. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as it may be logged: its type, codes and scrubbed message and stack, and its causes
 * the same way. zod issues keep their code and path only. Anything else the error carries is left out.
 */
export function errorForLog(error: unknown, secrets: readonly string[] = [], depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: scrubText(String(error), secrets), stack: '' };
  }
  const source = error as Record<string, unknown>;
  // By class name, else its own `name`: errors from another realm (a driver's wasm) are not `instanceof Error`.
  const className = (error as { constructor?: { name?: unknown } }).constructor?.name;
  const type =
    typeof className === 'string' && className !== 'Object' ? className : (source['type'] ?? source['name']);
  const issues = source['issues'];
  const stack = typeof source['stack'] === 'string' ? source['stack'] : '';
  const out: LoggedError = {
    type: typeof type === 'string' ? type : 'Object',
    message: typeof source['message'] === 'string' ? scrubText(source['message'], secrets) : '',
    stack: scrubText(stack, secrets),
  };
  if (Array.isArray(issues)) {
    // A zod error's message is its issues as JSON, values included; the codes and paths say enough.
    out.issues = issues.slice(0, 10).map((issue: { code?: unknown; path?: unknown }) => ({
      code: issue.code,
      path: Array.isArray(issue.path) ? issue.path.join('.') : issue.path,
    }));
    if (typeof source['stack'] === 'string') {
      out.message = `${issues.length} invalid value(s)`;
      const frames = stack.search(/\n\s+at /);
      out.stack = frames < 0 ? '' : scrubText(stack.slice(frames + 1), secrets);
    }
  }
  for (const key of SAFE_FIELDS) {
    const value = source[key];
    if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    if (typeof value === 'string') out[key] = scrubText(value, secrets);
  }
  if (source['cause'] !== undefined && depth < MAX_CAUSES) {
    out['cause'] = errorForLog(source['cause'], secrets, depth + 1);
  }
  return out;
}
