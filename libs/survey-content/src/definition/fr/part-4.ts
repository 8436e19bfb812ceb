import { ABORT_REF, SUBMIT_REF } from '@maplepack/survey-engine';
import { SPLIT_PACK_CHOICE_REF } from '../part-4-final';
import { type FieldTexts } from '../survey-texts';

const NOT_MEDICAL_ADVICE =
  'Vos recommandations sont fondées sur vos réponses et ne constituent pas un avis médical.';

/** PART 4 in French: medications, pack format and the final consent (the English is in part-4-final.ts). */
export const PART_4_FR: Readonly<Record<string, FieldTexts>> = {
  part_4: {
    title: 'Dernières étapes',
    description: 'Vous y êtes presque\u00a0: une vérification de sécurité et le format de vos sachets.',
  },
  medications: {
    title: 'Prenez-vous des médicaments?',
    description:
      'Sur ordonnance ou en vente libre, y compris la contraception hormonale et l’hormonothérapie. Certains ' +
      'nutriments et certaines plantes interagissent avec des médicaments\u00a0: nous vérifions les vôtres ' +
      'pour ne jamais vous recommander un produit qui ne fait pas bon ménage avec eux.',
    choices: 'yes_no',
  },
  medication_list: {
    title: 'Quels médicaments prenez-vous?',
    description:
      'Note\u00a0: Vous pouvez entrer le nom de marque ou le nom du médicament dans la barre de recherche.',
    placeholder: 'Entrez le nom de votre médicament',
  },
  pack_format: {
    title: 'Comment aimeriez-vous recevoir vos sachets quotidiens?',
    choices: {
      pack_format_single: {
        label: 'Un sachet par jour',
        disclaimer: 'Tous vos comprimés ensemble, dans un seul sachet par jour.',
      },
      [SPLIT_PACK_CHOICE_REF]: {
        label: 'Deux sachets, matin et soir',
        disclaimer:
          'Des sachets séparés pour le matin et le soir, moyennant des frais supplémentaires chaque mois.',
      },
    },
  },
  final_consent: {
    title: 'Vos recommandations sont prêtes',
    description:
      `${NOT_MEDICAL_ADVICE} Si vous suivez un traitement pour un problème de santé, veuillez les vérifier avec votre ` +
      'médecin ou votre pharmacien.',
    auth_description: `${NOT_MEDICAL_ADVICE} Si vous les acceptez, elles remplaceront les produits de votre abonnement actuel.`,
    choices: {
      [SUBMIT_REF]: { label: 'J’accepte' },
      [ABORT_REF]: { label: 'Quitter le questionnaire' },
    },
  },
};
