/**
 * Reading a list's filters from the address bar. Someone may type anything there: a value the contract
 * would refuse (a status that does not exist, a malformed date or page) is left out (undefined) rather
 * than failing the whole search with a 400.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PAGE = /^[1-9]\d{0,5}$/;

/** A text filter, trimmed and cut to `max` characters; undefined when blank. */
export function textParam(params: URLSearchParams, name: string, max: number): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, max) : undefined;
}

/** A day as YYYY-MM-DD (what a date input gives). */
export function dateParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value !== null && DATE.test(value) ? value : undefined;
}

/** One of a fixed set of values (a status, a kind). */
export function choiceParam<Choice extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly Choice[],
): Choice | undefined {
  const value = params.get(name);
  return choices.find((choice) => choice === value);
}

/** The page, as the list contracts take it ("1" to "999999"). */
export function pageParam(params: URLSearchParams): string | undefined {
  const value = params.get('page');
  return value !== null && PAGE.test(value) ? value : undefined;
}

/** A search form's first values: what the query kept of the address, '' for the rest. */
export function draftOf<Name extends string>(
  query: Partial<Record<Name, string | undefined>>,
  names: readonly Name[],
): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, query[name] ?? ''])) as Record<Name, string>;
}
