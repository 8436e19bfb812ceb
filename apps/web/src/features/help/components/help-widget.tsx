import { lazy, Suspense, useState } from 'react';
import type { HelpPanelProps } from './help-panel';
import { helpButton } from './help-button.css';

// The dialog, its search and its form load with the first tap on Help, not with the page.
const HelpPanel = lazy(() => import('./help-panel').then((module) => ({ default: module.HelpPanel })));

/**
 * The button's word lives here, not in ../help-text: a module the first page shares with the dialog
 * would bring every word of the dialog into the first page.
 */
export const HELP_BUTTON_LABEL = 'Help';

export type HelpWidgetProps = Omit<HelpPanelProps, 'onClose'>;

/** The help button of the default layout (spec §2's chat widget) and, once tapped, its dialog. */
export function HelpWidget(props: HelpWidgetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={helpButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">?</span>
        {HELP_BUTTON_LABEL}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HelpPanel {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
