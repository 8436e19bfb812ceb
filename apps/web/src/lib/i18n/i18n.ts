import { useLocaleStore } from '../../stores/locale-store';
import { LANGUAGE_TAGS, type Locale } from './locale';
import { type Messages, Translator } from './translator';

/**
 * The app's one message reader (the macros' `i18n`, apps/web/lingui.config.cjs). English is the source
 * language: its messages are compiled into the code itself (the macros' build pass,
 * tools/lingui/macro-transform.cjs) and read from there when the active catalogue has no entry; so English
 * loads no catalogue, and costs the first page no request. French comes in parts: the first screen's
 * messages, loaded before a French page's first render; the rest of the shell's, loaded with the lazy parts
 * that show them (withCatalogue) or after the first render, whichever comes first; and one part per group of
 * routes (survey, shop, account), loaded with those routes' code.
 */
export const i18n = new Translator();
i18n.activate('en');

/** The catalogue's parts (apps/web/lingui.config.cjs): `rest` is `messages`, the others load with their routes. */
export type CataloguePart = 'first-screen' | 'rest' | 'survey' | 'cart' | 'checkout' | 'auth' | 'account';
type Part = CataloguePart;

const FRENCH: Readonly<Record<Part, () => Promise<{ messages: unknown }>>> = {
  'first-screen': () => import('../../locales/fr/first-screen'),
  rest: () => import('../../locales/fr/messages'),
  survey: () => import('../../locales/fr/survey'),
  cart: () => import('../../locales/fr/cart'),
  checkout: () => import('../../locales/fr/checkout'),
  auth: () => import('../../locales/fr/auth'),
  account: () => import('../../locales/fr/account'),
};

const loading = new Map<Part, Promise<void>>();

/**
 * The route parts the pages shown so far asked for, in either language. A page's chunk is loaded once
 * (React.lazy keeps it), so after a switch to French its `withCatalogue` does not run again: the switch
 * loads these parts itself, or the page it keeps would stay in English.
 */
const wanted = new Set<Part>();

/** Loads one part of the French catalogue, once; components re-render when it arrives. */
function loadPart(locale: Locale, part: Part): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  let done = loading.get(part);
  if (done === undefined) {
    done = FRENCH[part]().then(({ messages }) => {
      i18n.load('fr', messages as Messages);
      useLocaleStore.setState((state) => ({ catalogueParts: state.catalogueParts + 1 }));
    });
    loading.set(part, done);
  }
  return done;
}

/**
 * The shell's French messages as a server-rendered page carries them (lib/server-state.ts): the parts they
 * come from count as loaded.
 */
export function loadServerMessages(messages: Readonly<Record<string, unknown>>): void {
  if (Object.keys(messages).length === 0) return;
  i18n.load('fr', messages as Messages);
  for (const part of SERVER_PARTS) loading.set(part, Promise.resolve());
}

/** The parts a French server-rendered page carries in its state. */
export const SERVER_PARTS: readonly Part[] = ['first-screen', 'rest'];

/**
 * Makes `locale` the language every message is read from, once its catalogue has loaded (only the first
 * screen's part with `firstScreenOnly`); `<html lang>` follows (screen readers and hyphenation read it).
 */
export async function activateLocale(
  locale: Locale,
  {
    firstScreenOnly = false,
    root = document.documentElement,
  }: { firstScreenOnly?: boolean; root?: { lang: string } } = {},
): Promise<void> {
  await loadPart(locale, 'first-screen');
  if (!firstScreenOnly)
    await Promise.all([loadPart(locale, 'rest'), ...[...wanted].map((part) => loadPart(locale, part))]);
  i18n.activate(locale);
  root.lang = LANGUAGE_TAGS[locale];
}

/**
 * A lazy part's code together with the parts of the active language's catalogue it shows (`rest`, the
 * shell's messages, by default): `lazy(() => withCatalogue(import('./site-footer')))`,
 * `withCatalogue(import('../routes/cart'), ['cart'])`. Only those parts are waited for.
 */
export function withCatalogue<T>(load: Promise<T>, parts: readonly CataloguePart[] = ['rest']): Promise<T> {
  const locale: Locale = i18n.locale === 'fr' ? 'fr' : 'en';
  for (const part of parts) wanted.add(part);
  return Promise.all([load, ...parts.map((part) => loadPart(locale, part))]).then(([module]) => module);
}
