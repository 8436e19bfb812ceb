import { LANGUAGE_TAGS, type Locale } from './locale';
import { type Messages, Translator } from './translator';

/**
 * The app's one message reader (the macros' `i18n`, apps/web/lingui.config.cjs). English is the source
 * language: its messages are compiled into the code itself (the macros' build pass,
 * tools/lingui/macro-transform.cjs) and read from there when the active catalogue has no entry; so English
 * loads no catalogue, and costs the first page no request. French loads its compiled catalogue as its own
 * chunk, only when a French page is shown.
 */
export const i18n = new Translator();
i18n.activate('en');

const loaded = new Set<Locale>(['en']);

/**
 * Loads a language's catalogue once and makes it the one every message is read from; `<html lang>`
 * follows (screen readers and hyphenation read it).
 */
export async function activateLocale(locale: Locale, root: HTMLElement = document.documentElement) {
  if (!loaded.has(locale)) {
    const { messages } = await import('../../locales/fr/messages');
    i18n.load(locale, messages as unknown as Messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  root.lang = LANGUAGE_TAGS[locale];
}
