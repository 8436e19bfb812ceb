import { WELCOME_SCREENS } from './definition/welcome';
import { VALIDATION_CODES } from './definition/validation-messages';
import { FRENCH_SURVEY_UI_TEXTS, frenchSurvey, frenchValidationMessage, frenchWelcomeScreens } from './fr';
import { surveyIn, surveyUiTexts, validationMessage, welcomeScreensIn } from './index';

describe('the French entry (@maplepack/survey-content/fr)', () => {
  it('holds the same French as the main entry', () => {
    expect(frenchSurvey()).toBe(surveyIn('fr'));
    expect(frenchWelcomeScreens()).toEqual(welcomeScreensIn('fr'));
    expect(FRENCH_SURVEY_UI_TEXTS).toBe(surveyUiTexts('fr'));
    for (const code of VALIDATION_CODES) {
      const failure = { code, message: 'English' };
      expect(frenchValidationMessage(failure)).toBe(validationMessage(failure, 'fr'));
    }
  });

  it('keeps the engine’s message for a code it does not know, and the refs of the English', () => {
    expect(frenchValidationMessage({ code: 'other', message: 'Other.' })).toBe('Other.');
    expect(frenchWelcomeScreens().map((screen) => screen.ref)).toEqual(WELCOME_SCREENS.map((s) => s.ref));
    expect(frenchWelcomeScreens()[0]?.title).not.toBe(WELCOME_SCREENS[0]?.title);
  });
});
