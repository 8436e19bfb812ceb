import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import type { HelpPanelProps } from './help-panel';
import { helpButton } from './help-button.css';
import { preloadable } from '../../../lib/preloadable';

// The dialog, its search and its form load with the first tap on Help, not with the page.
const HelpPanel = preloadable('help-widget/HelpPanel', () =>
  import('./help-panel').then((module) => ({ default: module.HelpPanel })),
);

export type HelpWidgetProps = Omit<HelpPanelProps, 'onClose'>;

/** The help button of the default layout (spec §2's chat widget) and, once tapped, its dialog. */
export function HelpWidget(props: HelpWidgetProps) {
  const [open, setOpen] = useState(false);
  // The button's word is its own message, not ../help-text's: that module brings every word of the
  // dialog, which loads only when it opens.
  const { t } = useLingui();
  return (
    <>
      <button type="button" className={helpButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">?</span>
        {t`Help`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HelpPanel {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
