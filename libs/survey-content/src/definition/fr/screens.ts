import { ADULT_AGE, SENIOR_CAUTION_AGE } from '../age-gate';
import { type FieldTexts } from '../survey-texts';

const ADVISORY_BOARD = '[notre comité consultatif](/team?to=advisory-board)';
const EXIT_BUTTON = 'QUITTER LE QUESTIONNAIRE';

/** The intro and the exit screens in French (the English is in screens.ts). */
export const SCREENS_FR: Readonly<Record<string, FieldTexts>> = {
  intro: {
    title: 'Fondé sur les données probantes, revu par notre équipe de nutrition',
    description:
      'Chaque question a sa raison d’être\u00a0: chaque réponse ajoute, retire ou ajuste une recommandation, ' +
      'et nous vérifions tout en fonction de vos allergies et de vos médicaments.',
    auth_description:
      'Bon retour parmi nous! Si vous acceptez vos nouvelles recommandations, elles remplaceront votre ' +
      'abonnement actuel. Si vous n’êtes pas la personne connectée, veuillez d’abord vous déconnecter.',
    button_text: 'Continuer',
  },
  exit_consent_declined: {
    title: 'Pas de souci!',
    description:
      'Vous pouvez tout de même [composer vos propres sachets](/products) à partir de nos produits, ou ' +
      `parler à ${ADVISORY_BOARD} pour obtenir des conseils personnalisés.`,
    button_text: EXIT_BUTTON,
  },
  exit_chronic_condition: {
    title: 'Pas de souci!',
    description:
      'Votre état de santé demande plus d’attention qu’un questionnaire en ligne ne peut en offrir, et nous ' +
      `préférons ne pas deviner. Parlez à ${ADVISORY_BOARD}, ou [composez vos propres sachets](/products) ` +
      'avec les conseils de votre médecin ou de votre pharmacien.',
    button_text: EXIT_BUTTON,
  },
  exit_under_19: {
    title: 'Désolés!',
    description:
      `Notre questionnaire et nos sachets sont conçus pour les adultes de ${ADULT_AGE}\u00a0ans et plus, et ` +
      'nous n’offrons pas de doses pour enfants. Si vous avez de 14 à 18\u00a0ans, ' +
      `${ADVISORY_BOARD} peut vous aider, avec l’un de vos parents, à faire des choix sûrs.`,
    button_text: EXIT_BUTTON,
  },
  exit_age: {
    title: 'Pas de souci!',
    description:
      `Notre questionnaire est conçu pour les adultes de ${ADULT_AGE} à ${SENIOR_CAUTION_AGE}\u00a0ans\u00a0: ` +
      'il ne peut donc pas vous faire de recommandations sûres. Vous pouvez ' +
      '[composer vos propres sachets](/products) avec les conseils de votre médecin, ou parler à ' +
      `${ADVISORY_BOARD}.`,
    button_text: EXIT_BUTTON,
  },
};
