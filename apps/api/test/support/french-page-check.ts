/**
 * Checks a content page's French against its English: the same acf shape with only the words
 * changed, no text left blank or left in English, and French typography as the shop sets it
 * (docs/decisions.md, issue 16). Returns one line per fault, named by its path in the acf, so a
 * failing test says where to look.
 */

/** Values that are not words: they stay exactly as the English has them. */
const VERBATIM = [
  /^\//, // a route or a file the site serves ('/health-assessment', '/welcomebooklet.pdf')
  /^https?:\/\//, // a link
  /^[^\s@]+@[^\s@]+\.[a-z]+$/i, // an e-mail address
  /^\d{4}-\d{2}-\d{2}$/, // a date
  /^[a-z0-9]+(?:-[a-z0-9]+)+$/, // an anchor or id ('advisory-board')
];
const isVerbatim = (text: string) => VERBATIM.some((pattern) => pattern.test(text));

/** A text this long that the French repeats word for word was left in English. */
const LEFTOVER_WORDS = 4;

const URLS = /https?:\/\/[^\s)]+/g;
const EMAILS = /[^\s@(«]+@[^\s@]+\.[a-z]+/gi;
const LINK_PATHS = /\]\((\/[^)]*)\)/g;

/** E-mail addresses, links and numbers in a sentence: the French keeps every one of them. */
function fixedParts(text: string): string[] {
  const urls = text.match(URLS) ?? [];
  const emails = text.match(EMAILS) ?? [];
  const paths = [...text.matchAll(LINK_PATHS)].map((match) => match[1] ?? '');
  const numbers = text.replace(URLS, '').replace(EMAILS, '').match(/\d+/g) ?? [];
  return [...urls, ...emails, ...paths, ...numbers].sort();
}

/** Faults of French typography in one text (OQLF, as the survey's and the e-mails' French). */
export function typographyFaults(text: string): string[] {
  const prose = text.replace(URLS, 'lien').replace(EMAILS, 'adresse');
  const faults: string[] = [];
  const rule = (broken: boolean, fault: string) => broken && faults.push(fault);
  rule(/'/.test(prose), 'a straight apostrophe (write ’)');
  rule(/"|“|”/.test(prose), 'English quotation marks (write « »)');
  rule(/«(?!\u00a0)|(?<!\u00a0)»/.test(prose), 'no non-breaking space inside « »');
  rule(/(?<!\u00a0):/.test(prose), 'no non-breaking space before a colon');
  rule(/\s[;?!]/.test(prose), 'a space before ; ? or ! (the shop writes none)');
  rule(/\$\s?\d/.test(prose), 'an amount written the English way ($60 is 60\u00a0$)');
  rule(/(?<!\d\u00a0)[$%](?!\s?\d)/.test(prose), 'no non-breaking space between a number and $ or %');
  rule(/\be-?mails?\b/i.test(prose), '“e-mail” (write courriel)');
  rule(/ {2}|^\s|\s$/.test(text), 'doubled, leading or trailing space');
  return faults;
}

/** Every fault of `french` against `english`, each as `path: what is wrong`. */
export function frenchPageFaults(english: unknown, french: unknown, path = 'acf'): string[] {
  if (Array.isArray(english)) {
    if (!Array.isArray(french)) return [`${path}: should be a list`];
    if (french.length !== english.length)
      return [`${path}: ${french.length} entries where the English has ${english.length}`];
    return english.flatMap((item, index) => frenchPageFaults(item, french[index], `${path}[${index}]`));
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof french !== 'object' || french === null || Array.isArray(french))
      return [`${path}: should be an object`];
    const keys = Object.keys(english).sort();
    const frenchKeys = Object.keys(french).sort();
    if (keys.join() !== frenchKeys.join())
      return [`${path}: keys ${frenchKeys.join(', ')} where the English has ${keys.join(', ')}`];
    return keys
      .map((key) => [key, (english as Record<string, unknown>)[key]] as const)
      .flatMap(([key, value]) =>
        frenchPageFaults(value, (french as Record<string, unknown>)[key], `${path}.${key}`),
      );
  }
  if (typeof english !== 'string' || isVerbatim(english))
    return Object.is(english, french)
      ? []
      : [`${path}: ${JSON.stringify(french)} should stay ${JSON.stringify(english)}`];
  if (typeof french !== 'string') return [`${path}: should be a text`];
  if (french.trim() === '') return [`${path}: blank`];
  if (french === english && english.split(/\s+/).length >= LEFTOVER_WORDS)
    return [`${path}: still in English`];
  const faults = typographyFaults(french).map((fault) => `${path}: ${fault}`);
  if (fixedParts(french).join(' ') !== fixedParts(english).join(' '))
    faults.push(`${path}: numbers, links or e-mail addresses differ from the English`);
  return faults;
}
