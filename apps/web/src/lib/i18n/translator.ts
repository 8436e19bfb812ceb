// The browser's side of Lingui for this app: reads the compiled messages Lingui's tools produce (the macro
// pass for English, `lingui compile` for the French catalogue) and fills in their values. It stands in for
// @lingui/core's I18n (1.4 KB gzip on the home route, whose budget is 90 KB) and keeps only what compiled
// messages use: text, values, plural, selectordinal and select (with `#` and offsets), and numbers.
// Money and dates are formatted with Intl before they go into a message (docs/decisions.md), so there
// are no date formats here. translator.test.ts checks it renders every message of both catalogues as
// @lingui/core does.

/** A compiled message: text, or tokens (text, a value, or a value with its format). */
export type CompiledMessage = string | CompiledToken[];
export type CompiledToken =
  | string
  | [name: string]
  | [name: string, type: string, format?: Record<string, CompiledMessage | number> | string];

/** What the macros write: an id, the English message compiled (tools/lingui), and the values. */
export interface MessageDescriptor {
  id: string;
  message?: CompiledMessage;
  values?: Record<string, unknown>;
}

export type Messages = Record<string, CompiledMessage>;

const OCTOTHORPE = '\u0000#\u0000';

// Making an Intl formatter costs far more than using one, and the first one a page makes loads the
// language's data (tens of milliseconds on a slow phone, in the middle of its first render): small whole
// numbers, which is what a shop counts (items, products, days), are written and pluralised without one.
const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat>();

const isSmallWholeNumber = (value: number): boolean => Number.isInteger(value) && Math.abs(value) < 1000;

/** CLDR's cardinal rules for English and French, for whole numbers (no decimals, no exponent). */
function wholeNumberPlural(locale: string, value: number): Intl.LDMLPluralRule | null {
  if (!Number.isInteger(value) || value < 0) return null;
  if (locale === 'en') return value === 1 ? 'one' : 'other';
  if (locale === 'fr') return value <= 1 ? 'one' : value % 1_000_000 === 0 ? 'many' : 'other';
  return null;
}

function pluralRule(locale: string, type: Intl.PluralRuleType, value: number): Intl.LDMLPluralRule {
  const quick = type === 'cardinal' ? wholeNumberPlural(locale, value) : null;
  if (quick !== null) return quick;
  const key = `plural ${locale} ${type}`;
  let rules = formatters.get(key) as Intl.PluralRules | undefined;
  if (rules === undefined) formatters.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules.select(value);
}

function formatNumber(locale: string, style: string | undefined, value: number): string {
  if (style === undefined && isSmallWholeNumber(value)) return value < 0 ? `-${-value}` : String(value);
  const key = `number ${locale} ${style ?? ''}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, style === undefined ? undefined : { style: style as 'percent' });
    formatters.set(key, format);
  }
  return format.format(value);
}

export class Translator {
  locale = '';
  private catalogues: Record<string, Messages> = {};

  /** Adds compiled messages to a language's catalogue. */
  load(locale: string, messages: Messages): void {
    this.catalogues[locale] = { ...this.catalogues[locale], ...messages };
  }

  activate(locale: string): void {
    this.locale = locale;
  }

  /** A message in the active language, else the English compiled into the descriptor, else its id. */
  _(
    id: string | MessageDescriptor,
    values?: Record<string, unknown>,
    options?: { message?: CompiledMessage },
  ) {
    let message = options?.message;
    if (typeof id !== 'string') {
      values = id.values ?? values;
      message = id.message;
      id = id.id;
    }
    const translation = this.catalogues[this.locale]?.[id] ?? message ?? id;
    return this.format(translation, values ?? {}, false);
  }

  private format(message: CompiledMessage, values: Record<string, unknown>, inPlural: boolean): string {
    if (typeof message === 'string') return message;
    let text = '';
    for (const token of message) {
      if (typeof token === 'string') {
        text += token === '#' && inPlural ? OCTOTHORPE : token;
        continue;
      }
      const [name, type, format] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const cases = format as Record<string, CompiledMessage | number>;
        const offset = typeof cases['offset'] === 'number' ? cases['offset'] : 0;
        const count = Number(value);
        const rule = pluralRule(this.locale, type === 'plural' ? 'cardinal' : 'ordinal', count - offset);
        const branch = (cases[String(count)] ?? cases[rule] ?? cases['other']) as CompiledMessage | undefined;
        const number = formatNumber(this.locale, undefined, count - offset);
        text += this.format(branch ?? '', values, true)
          .split(OCTOTHORPE)
          .join(number);
      } else if (type === 'select') {
        const cases = format as Record<string, CompiledMessage>;
        // As @lingui/core: a `#` directly in a select's case is text.
        text += this.format(cases[String(value)] ?? cases['other'] ?? '', values, false);
      } else if (type === 'number') {
        text += formatNumber(this.locale, typeof format === 'string' ? format : undefined, Number(value));
      } else if (value != null) {
        text += String(value);
      }
    }
    return text;
  }
}
