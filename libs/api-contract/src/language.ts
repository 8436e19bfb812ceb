import { z } from 'zod';

/** The shop's languages (issue 16): Canadian English and Canadian French. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A customer's language as the API takes and answers it. */
export const languageSchema = z.enum(LANGUAGES, { error: "Please choose a language: 'en' or 'fr'." });

/**
 * `?lang=` of the catalogue's and the pages' GETs: the language of names, descriptions and page
 * texts. Absent is English, so every URL names one answer and caches as one (no Vary).
 */
export const contentLanguageQuery = { lang: languageSchema.optional() };

/** The locale Intl formats a language's money and dates with (`12,50 $` / `$12.50`). */
export const LOCALE_OF: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** How much of an Accept-Language header is read; a real one is far shorter. */
const MAX_HEADER = 1000;

/**
 * The language a request prefers, from its `Accept-Language` header (RFC 9110 §12.5.4): the
 * range with the highest q-value that is French (`fr`, `fr-CA`, `fr-FR`…) or English, the first
 * written on a tie; 'en' when the header is missing, says neither, or puts English first.
 * A range with q=0 is refused, and `*` alone means English, the shop's default.
 */
export function negotiateLanguage(header: string | readonly string[] | undefined): Language {
  const text = (typeof header === 'string' ? header : (header ?? []).join(',')).slice(0, MAX_HEADER);
  let best: { language: Language; q: number } | null = null;
  for (const part of text.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (primary !== 'fr' && primary !== 'en') continue;
    const qParam = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (best === null || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}
