import { i18n } from '@lingui/core';
import { messages as englishMessages } from '../../locales/en/messages';
import { LANGUAGE_TAGS, type Locale } from './locale';

// English is the source language and every page's first language: its catalogue is in the entry chunk,
// so an English visit makes no extra request. French loads as its own chunk, only when it is shown.
i18n.load('en', englishMessages);
i18n.activate('en');

const loaded = new Set<Locale>(['en']);

/**
 * Loads a language's catalogue once and makes it the one every message is read from; `<html lang>`
 * follows (screen readers and hyphenation read it).
 */
export async function activateLocale(locale: Locale, root: HTMLElement = document.documentElement) {
  if (!loaded.has(locale)) {
    const { messages } = await import('../../locales/fr/messages');
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  root.lang = LANGUAGE_TAGS[locale];
}

export { i18n };
