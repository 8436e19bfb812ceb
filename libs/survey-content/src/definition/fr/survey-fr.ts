import { type SurveyTexts } from '../survey-texts';
import { PART_1_FR } from './part-1';
import { PART_2_FR } from './part-2';
import { PART_3_FR } from './part-3';
import { PART_4_FR } from './part-4';
import { SCREENS_FR } from './screens';
import { WELCOME_FR } from './welcome';

/**
 * Survey v1.5 in French, keyed by the definition's refs: Canadian French as a Quebec shop writes it
 * (vouvoiement, courriel, « » and a non-breaking space before a colon). The survey lint fails when a
 * text of the English definition has no French here, or when a key here names nothing.
 */
export const SURVEY_V1_5_FR: SurveyTexts = {
  title: 'Questionnaire santé',
  pairs: {
    yes_no: { yes: 'Oui', no: 'Non' },
    legal: { accept: 'J’accepte', decline: 'Je n’accepte pas' },
  },
  refs: { ...WELCOME_FR, ...SCREENS_FR, ...PART_1_FR, ...PART_2_FR, ...PART_3_FR, ...PART_4_FR },
};
