import { useMemo, useSyncExternalStore } from 'react';
import { useLocaleStore } from '../../stores/locale-store';
import { i18n } from './i18n';
import { type Translator } from './translator';

// The React side of Lingui for this app, in place of @lingui/react's provider: the `useLingui` macro
// compiles to this hook, and `<Trans>` to ./trans.tsx (apps/web/lingui.config.cjs, runtimeConfigModule). There is one catalogue at a time, held by the app's i18n; a component follows
// the language through the locale store, so it needs no provider around it: the app, and a test that
// renders one component alone, work the same.

export interface LinguiValue {
  i18n: Translator;
  _: Translator['_'];
}

const subscribe = useLocaleStore.subscribe;
const loadedParts = () => useLocaleStore.getState().catalogueParts;

/**
 * The active catalogue; re-renders the component when the language changes or a part of its catalogue
 * arrives. The parts count is read as it is now while React takes a server-rendered page over, not as the
 * store began (zustand's server snapshot): a French page loads its parts before that, and a count that
 * differed from the start made React draw every component that shows a message again, in one long task,
 * right after taking the page over.
 */
export function useLingui(): LinguiValue {
  const locale = useLocaleStore((state) => state.locale);
  const parts = useSyncExternalStore(subscribe, loadedParts, loadedParts);
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n), locale, parts }), [locale, parts]);
}
