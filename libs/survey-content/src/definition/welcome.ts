import { type Screen } from '@maplepack/survey-engine';

/**
 * The assessment's opening screen, in a module of its own: the web app draws it before the rest of the
 * survey (the definition, the engine and its machine) has loaded, so nothing else may come with it.
 */
export const WELCOME_SCREENS: Screen[] = [
  {
    ref: 'welcome',
    title: "Let's build a pack that's made for you",
    description:
      'Answer a few questions about you, your lifestyle and your health goals. It takes about 5 minutes, and ' +
      "our nutrition team's rules turn your answers into recommendations you can adjust any time.",
    properties: { button_text: "Let's start", show_button: true },
  },
];
