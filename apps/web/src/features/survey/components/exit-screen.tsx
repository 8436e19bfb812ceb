import { Button } from '@maplepack/ui';
import { type Screen } from '@maplepack/survey-engine';
import { SurveyText } from './fields/survey-text';
import * as css from './survey-screens.css';

export interface ExitScreenProps {
  screen: Screen;
  /** Leaves the survey for the screen's route ('/' when it names none). */
  onLeave: (route: string) => void;
}

/**
 * A thank-you screen that ends the assessment ('Not to worry!', 'Sorry!'): why, where to go instead
 * (build your own pack, the advisory board), and the button out.
 */
export function ExitScreen({ screen, onLeave }: ExitScreenProps) {
  const { button_text: buttonText, button_route: buttonRoute } = screen.properties;
  return (
    <section className={css.screen} aria-labelledby="survey-heading" data-testid="exit-screen">
      <h1 id="survey-heading" className={css.heading} tabIndex={-1}>
        {screen.title}
      </h1>
      {screen.description !== undefined && <SurveyText text={screen.description} className={css.text} />}
      {buttonText !== undefined && (
        <div className={css.actions}>
          <Button onClick={() => onLeave(buttonRoute ?? '/')}>{buttonText}</Button>
        </div>
      )}
    </section>
  );
}
