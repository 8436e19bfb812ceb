import { useLingui } from '../../../lib/i18n/react';
import { Button } from '@maplepack/ui';
import { type Screen } from '@maplepack/survey-engine';
import { HEALTH_ASSESSMENT_LABEL } from '../../../config/nav-links';
import { SurveyText } from './fields/survey-text';
import * as css from './survey-screens.css';

export interface WelcomeScreenProps {
  screen: Screen;
  onAdvance: () => void;
  /** The page's first screen, painted by the server: it does not fade in. */
  opening?: boolean;
}

/** A welcome screen (the opening one, a part's cover): the page's name, a headline, its text and button. */
export function WelcomeScreen({ screen, onAdvance, opening = false }: WelcomeScreenProps) {
  const { i18n } = useLingui();
  const { button_text: buttonText, show_button: showButton } = screen.properties;
  return (
    <section className={opening ? css.openingScreen : css.screen} aria-labelledby="survey-heading">
      <h1 id="survey-heading" className={css.eyebrow} tabIndex={-1}>
        {i18n._(HEALTH_ASSESSMENT_LABEL)}
      </h1>
      <h2 className={css.heading}>{screen.title}</h2>
      {screen.description !== undefined && <SurveyText text={screen.description} className={css.text} />}
      {showButton !== false && buttonText !== undefined && (
        <div className={css.actions}>
          <Button onClick={onAdvance}>{buttonText}</Button>
        </div>
      )}
    </section>
  );
}
