import { type Screen } from '@maplepack/survey-engine';
import { WELCOME_FR } from './fr/welcome';
import { type SurveyLanguage } from './survey-texts';
import { WELCOME_SCREENS } from './welcome';

/**
 * The opening screen in `lang`, without the rest of the survey (like `WELCOME_SCREENS`, so the web
 * app can draw it first). The same screen `surveyIn(lang).welcome` holds.
 */
export function welcomeScreensIn(lang: SurveyLanguage): Screen[] {
  if (lang === 'en') return WELCOME_SCREENS;
  return WELCOME_SCREENS.map((screen) => {
    const fr = WELCOME_FR[screen.ref as 'welcome'];
    return {
      ...screen,
      title: fr.title,
      ...(fr.description === undefined ? {} : { description: fr.description }),
      properties: {
        ...screen.properties,
        ...(fr.button_text === undefined ? {} : { button_text: fr.button_text }),
      },
    };
  });
}

/** The opening screen in French alone (`welcomeScreensIn('fr')`), for a page's first screen. */
export function frenchWelcomeScreens(): Screen[] {
  return welcomeScreensIn('fr');
}
