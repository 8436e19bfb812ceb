import { ADULT_AGE, SENIOR_CAUTION_AGE } from '../age-gate';
import { type FieldTexts } from '../survey-texts';

const TERMS =
  'En acceptant, vous souscrivez à nos [conditions d’utilisation](/terms-and-conditions) et à notre ' +
  '[politique de confidentialité](/privacy-policy).';
const NOT_A_DIAGNOSIS =
  'Ce questionnaire n’est pas un diagnostic et ne remplace pas les conseils de votre médecin ou de votre ' +
  'pharmacien.';
const BECAUSE_WE_CARE = 'Parce que votre santé nous tient à cœur';
const CHOOSE_ALL = 'Choisissez toutes les réponses qui s’appliquent.';

/** PART 1 in French: the intake questions (the English is in part-1-intake.ts). */
export const PART_1_FR: Readonly<Record<string, FieldTexts>> = {
  part_1: {
    title: 'À propos de vous',
    description: 'Quelques questions rapides pour savoir pour qui nous préparons vos sachets.',
  },
  name: {
    title: 'Pour commencer, quel est votre prénom?',
    placeholder: 'Prénom',
  },
  consent: {
    title: 'Avant de commencer, nous avons besoin de votre consentement.',
    auth_title: 'Bon retour! Avant de commencer, nous avons besoin de votre consentement.',
    description:
      'Nous utilisons vos réponses uniquement pour préparer vos recommandations, et elles restent ' +
      `confidentielles. ${NOT_A_DIAGNOSIS} ${TERMS}`,
    auth_description: `Vos réponses mettent à jour les recommandations de votre compte. ${NOT_A_DIAGNOSIS} ${TERMS}`,
    choices: 'legal',
  },
  email: {
    title: 'Où devons-nous envoyer vos recommandations?',
    description: 'Nous vous enverrons une copie de vos résultats par courriel. Jamais de pourriel.',
    placeholder: 'vous@exemple.com',
  },
  birthday: {
    title: 'Quelle est votre date de naissance?',
    description:
      'Les besoins en nutriments changent avec l’âge, et nos sachets sont conçus pour les adultes de ' +
      `${ADULT_AGE} à ${SENIOR_CAUTION_AGE}\u00a0ans.`,
  },
  caution_65_plus: {
    title: BECAUSE_WE_CARE,
    description:
      `Nos sachets sont conçus pour les adultes de ${ADULT_AGE} à ${SENIOR_CAUTION_AGE}\u00a0ans. Après ` +
      `${SENIOR_CAUTION_AGE}\u00a0ans, les besoins en nutriments changent et les médicaments sont plus ` +
      'fréquents\u00a0: veuillez donc revoir vos recommandations avec votre médecin ou votre pharmacien avant ' +
      'de commencer à les prendre. Acceptez-vous de poursuivre?',
    choices: 'legal',
  },
  sex: {
    title: 'Quel sexe vous a été assigné à la naissance?',
    description: 'Les besoins en fer, en calcium et en d’autres nutriments varient selon le sexe biologique.',
    choices: {
      sex_female: { label: 'Féminin' },
      sex_male: { label: 'Masculin' },
      sex_other: { label: 'Autre' },
    },
  },
  pregnancy_status: {
    title: 'L’une de ces situations s’applique-t-elle à vous en ce moment?',
    description:
      'Les besoins en folate, en fer et en iode augmentent, et certaines plantes ne sont plus sûres.',
    choices: {
      pregnancy_trying: { label: 'J’essaie de tomber enceinte' },
      pregnancy_pregnant: { label: 'Je suis enceinte' },
      pregnancy_breastfeeding: { label: 'J’allaite ou je viens d’accoucher' },
      pregnancy_none: { label: 'Aucune de ces situations' },
    },
  },
  pregnancy_caution: {
    title: BECAUSE_WE_CARE,
    description:
      'La grossesse et l’allaitement changent ce qu’il est sûr de prendre. Nous retirons les plantes et les ' +
      'doses élevées qui ne vous sont pas recommandées, mais veuillez montrer vos recommandations à votre ' +
      'médecin, à votre sage-femme ou à votre pharmacien avant de commencer. Acceptez-vous de poursuivre?',
    choices: 'legal',
  },
  pregnancy_nausea: {
    title: 'Avez-vous des nausées ou des vomissements importants?',
    description: 'Les gros comprimés prénataux peuvent être difficiles à garder; nous en tenons compte.',
    choices: 'yes_no',
  },
  supplement_attitude: {
    title: 'Quel est votre rapport aux suppléments?',
    choices: {
      attitude_new: { label: 'Les suppléments, c’est nouveau pour moi' },
      attitude_some: { label: 'J’en prends quelques-uns de temps en temps' },
      attitude_daily: { label: 'Je prends des suppléments tous les jours' },
      attitude_minimal: { label: 'Le moins de comprimés possible, s’il vous plaît' },
    },
  },
  allergies: {
    title: 'Avez-vous des allergies ou des intolérances?',
    description: `Nous retirons tout produit qui en contient. ${CHOOSE_ALL}`,
    choices: {
      allergy_none: { label: 'Aucune à ma connaissance' },
      allergy_dairy: { label: 'Produits laitiers' },
      allergy_fish: { label: 'Poisson/fruits de mer' },
      allergy_gelatin: { label: 'Gélatine' },
      allergy_egg: { label: 'Œufs' },
      allergy_corn: { label: 'Maïs' },
      allergy_soy: { label: 'Soya' },
      allergy_wheat: { label: 'Blé' },
      allergy_gluten: { label: 'Gluten' },
      allergy_nuts: { label: 'Noix/arachides' },
    },
  },
  chronic_conditions: {
    title: 'Un médecin vous a-t-il diagnostiqué l’une de ces maladies?',
    description: `Ces maladies changent les nutriments qui sont sûrs pour vous. ${CHOOSE_ALL}`,
    choices: {
      chronic_none: { label: 'Aucune de ces maladies' },
      chronic_kidney: { label: 'Une maladie des reins' },
      chronic_liver: { label: 'Une maladie du foie' },
      chronic_heart: { label: 'Une maladie du cœur ou une insuffisance cardiaque' },
      chronic_bleeding: { label: 'Un trouble de saignement ou de coagulation' },
      chronic_cancer: { label: 'Un cancer en cours de traitement' },
      chronic_iron_overload: { label: 'L’hémochromatose (surcharge en fer)' },
      chronic_parathyroid: { label: 'Un trouble des parathyroïdes ou un taux élevé de calcium dans le sang' },
    },
  },
};
