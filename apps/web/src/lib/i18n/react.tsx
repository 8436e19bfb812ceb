import { type I18n } from '@lingui/core';
import { type TransProps, TransNoContext } from '@lingui/react/server';
import { useMemo } from 'react';
import { useLocaleStore } from '../../stores/locale-store';
import { i18n } from './i18n';
import { type Translator } from './translator';

// The React side of Lingui for this app, in place of @lingui/react's provider: the macros
// (`useLingui`, `<Trans>` from '@lingui/react/macro') compile to these (apps/web/lingui.config.cjs,
// runtimeConfigModule). There is one catalogue at a time, held by the app's i18n; a component follows
// the language through the locale store, so it needs no provider around it: the app, and a test that
// renders one component alone, work the same.

export interface LinguiValue {
  i18n: Translator;
  _: Translator['_'];
}

/** The active catalogue; re-renders the component when the language changes. */
export function useLingui(): LinguiValue {
  const locale = useLocaleStore((state) => state.locale);
  const parts = useLocaleStore((state) => state.catalogueParts);
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n), locale, parts }), [locale, parts]);
}

/** `<Trans>`: a message with its values and inline elements, from the active catalogue. */
export function Trans(props: TransProps) {
  useLingui();
  // TransNoContext only calls `i18n._(id, values, { message })`, which the Translator answers.
  return <TransNoContext {...props} lingui={{ i18n: i18n as unknown as I18n }} />;
}
