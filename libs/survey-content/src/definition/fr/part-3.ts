import { type FieldTexts } from '../survey-texts';

const CHOOSE_ALL = 'Choisissez toutes les réponses qui s’appliquent.';
const GOT_IT = 'J’ai compris!';

/** PART 3 in French: the concern list, its nine sections and the fallback (the English is in part-3-concerns.ts and concerns/). */
export const PART_3_FR: Readonly<Record<string, FieldTexts>> = {
  part_3: {
    title: 'Préoccupations de santé',
    description: 'Dites-nous ce que vous aimeriez améliorer, et nous irons un peu plus loin.',
  },
  concerns: {
    // The UI fills in the greeting and the count (see surveyUiTexts('fr').concernGreeting).
    title: '{greeting}, penchons-nous sur vos N préoccupation(s).',
    description:
      'Choisissez les sujets pour lesquels vous aimeriez du soutien. Nous les passerons en revue un à un avec vous.',
    button_text: 'C’est parti!',
    choices: {
      concern_hormones: { label: 'Santé hormonale et sexuelle' },
      concern_gut: { label: 'Santé digestive' },
      concern_bones: { label: 'Os, muscles et articulations' },
      concern_skin: { label: 'Peau, cheveux et ongles en santé' },
      concern_immune: { label: 'Système immunitaire fort' },
      concern_sleep: { label: 'Sommeil' },
      concern_energy: { label: 'Énergie et stress' },
      concern_migraines: { label: 'Migraines et maux de tête' },
      concern_cognition: { label: 'Cognition et santé du cerveau' },
      concern_all: { label: 'Passons tout en revue' },
      concern_none: { label: 'Rien pour l’instant' },
    },
  },
  hormones_libido: {
    title: 'Votre désir sexuel est-il plus faible que d’habitude ces temps-ci?',
    choices: 'yes_no',
  },
  hormones_male_fertility: {
    title: 'Essayez-vous d’avoir un enfant avec votre partenaire?',
    description: 'Le zinc, le sélénium et le folate contribuent à la santé des spermatozoïdes.',
    choices: 'yes_no',
  },
  hormones_menopause: {
    title: 'Où en êtes-vous par rapport à la ménopause?',
    choices: {
      menopause_regular: { label: 'J’ai encore des règles régulières' },
      menopause_peri: { label: 'Mes règles sont en train de changer' },
      menopause_recent: { label: 'Mes dernières règles remontent à moins de 5\u00a0ans' },
      menopause_past: { label: 'Mes dernières règles remontent à 5\u00a0ans ou plus' },
    },
  },
  hormones_resonance: {
    title: 'Vous reconnaissez-vous dans l’une de ces situations?',
    description: CHOOSE_ALL,
    choices: {
      resonance_pms: { label: 'SPM ou crampes douloureuses' },
      resonance_irregular: { label: 'Cycles irréguliers' },
      resonance_heavy: { label: 'Règles abondantes' },
      resonance_acne: { label: 'Poussées d’acné autour de mes règles' },
      resonance_none: { label: 'Aucune de ces situations' },
    },
  },
  hormones_uti: {
    title:
      'Avez-vous des infections urinaires ou des infections vaginales à levures trois fois par année ou plus?',
    choices: 'yes_no',
  },
  hormones_pregnancy_notice: {
    title: 'Parce que votre santé nous tient à cœur',
    description:
      'Les plantes pour l’équilibre hormonal ne sont pas considérées comme sûres pendant la grossesse ou ' +
      'l’allaitement, alors nous les retirons. Vos besoins prénataux sont déjà couverts dans vos recommandations.',
    button_text: GOT_IT,
  },
  hormones_sex_notice: {
    title: 'Il nous manque un détail',
    description:
      'Le soutien hormonal dépend du sexe assigné à la naissance\u00a0: nous ne pouvons donc pas adapter cette ' +
      'section sans cette information. Notre comité consultatif se fera un plaisir de vous aider ' +
      'personnellement\u00a0: [faites connaissance avec ses membres](/team?to=advisory-board).',
    button_text: GOT_IT,
  },
  gut_symptoms: {
    title: 'Lesquels de ces symptômes remarquez-vous au moins une fois par semaine?',
    description: CHOOSE_ALL,
    choices: {
      gut_bloating: { label: 'Ballonnements ou gaz' },
      gut_constipation: { label: 'Constipation' },
      gut_loose: { label: 'Selles molles' },
      gut_heartburn: { label: 'Brûlures d’estomac ou reflux' },
      gut_none: { label: 'Aucun de ces symptômes' },
    },
  },
  gut_fibre: {
    title: 'À quelle fréquence mangez-vous des grains entiers, des haricots, des lentilles ou des légumes?',
    choices: {
      gut_fibre_most_meals: { label: 'À la plupart des repas' },
      gut_fibre_some_days: { label: 'Certains jours' },
      gut_fibre_rarely: { label: 'Rarement' },
    },
  },
  gut_ibs: {
    title: 'Un médecin vous a-t-il diagnostiqué le syndrome de l’intestin irritable (SII)?',
    choices: 'yes_no',
  },
  bones_pain: {
    title: 'Avez-vous des douleurs articulaires ou musculaires?',
    choices: 'yes_no',
  },
  bones_pain_type: {
    title: 'Quel genre de douleur avez-vous?',
    description: CHOOSE_ALL,
    choices: {
      pain_stiff_morning: { label: 'Articulations raides le matin' },
      pain_joints_activity: { label: 'Articulations douloureuses après l’activité' },
      pain_muscles: { label: 'Muscles endoloris après l’exercice' },
      pain_back_neck: { label: 'Douleurs au dos ou au cou' },
    },
  },
  bones_cramps: {
    title: 'Avez-vous des crampes ou des spasmes musculaires?',
    choices: 'yes_no',
  },
  bones_density: {
    title: 'Un médecin vous a-t-il dit que votre densité osseuse est faible?',
    description: 'Ostéopénie ou ostéoporose.',
    choices: 'yes_no',
  },
  skin_concerns: {
    title: 'Qu’aimeriez-vous améliorer le plus?',
    description: CHOOSE_ALL,
    choices: {
      skin_dry: { label: 'Peau sèche' },
      skin_acne: { label: 'Acné ou boutons' },
      skin_aging: { label: 'Ridules et fermeté' },
      skin_hair_loss: { label: 'Cheveux clairsemés' },
      skin_nails: { label: 'Ongles cassants' },
    },
  },
  skin_water: {
    title: 'Combien d’eau buvez-vous dans une journée?',
    choices: {
      water_eight_plus: { label: '8 tasses ou plus' },
      water_four_seven: { label: 'De 4 à 7 tasses' },
      water_under_four: { label: 'Moins de 4 tasses' },
    },
  },
  skin_eczema: {
    title: 'Avez-vous de l’eczéma ou du psoriasis?',
    choices: 'yes_no',
  },
  immune_colds: {
    title: 'Combien de rhumes ou de grippes attrapez-vous par année?',
    choices: {
      colds_zero_one: { label: '0 ou 1' },
      colds_two_three: { label: '2 ou 3' },
      colds_four_plus: { label: '4 ou plus' },
    },
  },
  immune_recovery: {
    title: 'Vous faut-il habituellement plus d’une semaine pour vous remettre d’un rhume?',
    choices: 'yes_no',
  },
  immune_exposure: {
    title: 'Travaillez-vous dans le domaine de la santé, auprès du public ou avec de jeunes enfants?',
    choices: 'yes_no',
  },
  sleep_trouble: {
    title: 'Qu’est-ce qui nuit à une bonne nuit de sommeil?',
    description: CHOOSE_ALL,
    choices: {
      sleep_falling_asleep: { label: 'La difficulté à m’endormir' },
      sleep_staying_asleep: { label: 'Les réveils pendant la nuit' },
      sleep_early_waking: { label: 'Les réveils trop matinaux' },
      sleep_unrefreshed: { label: 'Un sommeil peu réparateur' },
    },
  },
  sleep_hours: {
    title: 'Combien d’heures dormez-vous habituellement?',
    choices: {
      sleep_under_six: { label: 'Moins de 6' },
      sleep_six_seven: { label: 'De 6 à 7' },
      sleep_seven_nine: { label: 'De 7 à 9' },
      sleep_over_nine: { label: 'Plus de 9' },
    },
  },
  sleep_screens: {
    title: 'Utilisez-vous un téléphone ou un écran dans l’heure avant d’aller au lit?',
    choices: 'yes_no',
  },
  energy_level: {
    title: 'Comment est votre énergie pendant la journée?',
    choices: {
      energy_steady: { label: 'Stable toute la journée' },
      energy_afternoon_dip: { label: 'J’ai un coup de fatigue en après-midi' },
      energy_low: { label: 'Faible presque toute la journée' },
    },
  },
  energy_caffeine: {
    title: 'Combien de boissons caféinées prenez-vous par jour?',
    choices: {
      caffeine_none: { label: 'Aucune' },
      caffeine_one_two: { label: '1 ou 2' },
      caffeine_three_plus: { label: '3 ou plus' },
    },
  },
  energy_burnout: {
    title: 'Avez-vous l’impression d’être à bout ou proche de l’épuisement?',
    choices: 'yes_no',
  },
  migraines_any: {
    title: 'Avez-vous des migraines ou des maux de tête fréquents?',
    choices: {
      migraines_yes: { label: 'Oui' },
      migraines_never: { label: 'Non, jamais' },
    },
  },
  migraines_frequency: {
    title: 'À quelle fréquence se produisent-ils?',
    choices: {
      migraines_one_to_three: { label: 'De 1 à 3 fois par mois' },
      migraines_more_than_three: { label: 'Plus de 3 fois par mois' },
    },
  },
  migraines_prescription: {
    title: 'Prenez-vous un médicament sur ordonnance pour les traiter?',
    choices: 'yes_no',
  },
  migraines_medication_type: {
    title: 'Quel type de médicament prenez-vous?',
    description: CHOOSE_ALL,
    choices: {
      migraine_med_triptan: { label: 'Un triptan, comme Imitrex, Maxalt ou Zomig' },
      migraine_med_preventive: {
        label: 'Un traitement préventif quotidien, comme le propranolol, l’amitriptyline ou le topiramate',
      },
      migraine_med_cgrp: { label: 'Un médicament anti-CGRP, comme Aimovig, Emgality ou Nurtec' },
      migraine_med_unsure: { label: 'Je ne sais pas' },
    },
  },
  cognition_concerns: {
    title: 'Sur quoi aimeriez-vous obtenir de l’aide?',
    description: CHOOSE_ALL,
    choices: {
      cognition_memory: { label: 'Les oublis' },
      cognition_focus: { label: 'La concentration' },
      cognition_fog: { label: 'Le brouillard mental' },
      cognition_mood: { label: 'Le moral à la baisse' },
      cognition_sharp: { label: 'Simplement garder l’esprit vif' },
    },
  },
  cognition_family_history: {
    title: 'Y a-t-il des antécédents de pertes de mémoire ou de démence dans votre famille?',
    choices: 'yes_no',
  },
  concerns_fallback: {
    title: 'Y a-t-il autre chose que vous aimeriez améliorer?',
    description:
      'Vous pouvez ajouter d’autres préoccupations maintenant, ou voir ce que nous vous recommandons.',
    choices: {
      fallback_more_concerns: { label: 'Attendez! Je veux aborder d’autres préoccupations' },
      fallback_see_recommendations: { label: 'Voir mes recommandations' },
    },
  },
};
