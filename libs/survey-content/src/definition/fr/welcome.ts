import { type FieldTexts } from '../survey-texts';

/**
 * The opening screen in French, in a module of its own like `WELCOME_SCREENS`: the web app draws it
 * before the rest of the survey has loaded.
 */
export const WELCOME_FR: Readonly<Record<'welcome', FieldTexts>> = {
  welcome: {
    title: 'Composons ensemble des sachets faits pour vous',
    description:
      'Répondez à quelques questions sur vous, vos habitudes de vie et vos objectifs santé. Cela prend environ ' +
      '5\u00a0minutes, et les règles de notre équipe de nutrition transforment vos réponses en recommandations ' +
      'que vous pouvez modifier en tout temps.',
    button_text: 'Commencer',
  },
};
