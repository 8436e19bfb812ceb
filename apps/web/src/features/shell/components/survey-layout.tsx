import { useLingui } from '@lingui/react/macro';
import { Button, buttonClass } from '@maplepack/ui';
import { type ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch';
import { HEALTH_ASSESSMENT_LABEL } from '../../../config/nav-links';
import { surveyEnd, surveyHeader, surveyTitle } from './chrome.css';
import { main, page } from './shell.css';

export interface SurveyLayoutProps {
  /** The survey can step back (its tree is not empty); Back shows only then. */
  canGoBack: boolean;
  onBack: () => void;
  /** Softly resets the survey and returns home. */
  onExit: () => void;
  children: ReactNode;
}

/** Spec §2 survey layout: Back (when possible), the title Health Assessment, the language switch, Exit. */
export function SurveyLayout({ canGoBack, onBack, onExit, children }: SurveyLayoutProps) {
  const { i18n, t } = useLingui();
  return (
    <div className={page}>
      <header className={surveyHeader}>
        <div>
          {canGoBack && (
            <Button variant="ghost" size="sm" onClick={onBack}>
              {t`Back`}
            </Button>
          )}
        </div>
        <p className={surveyTitle}>{i18n._(HEALTH_ASSESSMENT_LABEL)}</p>
        <div className={surveyEnd}>
          {/* The other language, the progress kept (it is saved after every answer). */}
          <LanguageSwitch className={buttonClass({ variant: 'ghost', size: 'sm' })} />
          <Button variant="ghost" size="sm" onClick={onExit}>
            {t`Exit`}
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={main}>
        {children}
      </main>
    </div>
  );
}
