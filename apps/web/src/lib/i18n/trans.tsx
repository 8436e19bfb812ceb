import { type I18n } from '@lingui/core';
import { type TransProps, TransNoContext } from '@lingui/react/server';
import { i18n } from './i18n';
import { useLingui } from './react';

// A module of its own (apps/web/lingui.config.cjs points the <Trans> macro here): its runtime lands only in
// the chunks whose messages have inline elements, not in the entry with useLingui.

/** `<Trans>`: a message with its values and inline elements, from the active catalogue. */
export function Trans(props: TransProps) {
  useLingui();
  // TransNoContext only calls `i18n._(id, values, { message })`, which the Translator answers.
  return <TransNoContext {...props} lingui={{ i18n: i18n as unknown as I18n }} />;
}
