import { type FieldTexts } from '../survey-texts';

const A_DRINK =
  'Un verre, c’est une bouteille de bière, un verre de vin (5\u00a0oz) ou 1,5\u00a0oz de spiritueux.';
const GOT_IT = 'J’ai compris!';

/** PART 2 in French: diet and lifestyle (the English is in part-2-lifestyle.ts). */
export const PART_2_FR: Readonly<Record<string, FieldTexts>> = {
  part_2: {
    title: 'Alimentation et habitudes de vie',
    description:
      'Ce que vous mangez et votre mode de vie influencent les nutriments qui pourraient vous manquer.',
  },
  diet_type: {
    title: 'Qu’est-ce qui décrit le mieux votre alimentation?',
    choices: {
      diet_everything: { label: 'Je mange de tout' },
      diet_flexitarian: { label: 'Surtout végétale, avec un peu de viande ou de poisson' },
      diet_pescatarian: { label: 'Pescétarienne' },
      diet_vegetarian: { label: 'Végétarienne' },
      diet_vegan: { label: 'Végétalienne' },
      diet_low_carb: { label: 'Cétogène ou faible en glucides' },
    },
  },
  vegan_supplements: {
    title: 'Tous les produits de vos sachets doivent-ils être végétaliens?',
    description:
      'Quelques-unes des formes les mieux absorbées, comme les oméga-3 d’huile de poisson ou la vitamine D3 ' +
      'tirée de la lanoline, sont d’origine animale. Répondez oui et nous n’utiliserons que des formes ' +
      'végétales, comme les oméga-3 d’algues et la vitamine D3 de lichen.',
    choices: 'yes_no',
  },
  animal_products: {
    title: 'Êtes-vous à l’aise avec des suppléments qui contiennent des ingrédients d’origine animale?',
    description:
      'Par exemple des capsules de gélatine, de l’huile de poisson ou de la vitamine D3 tirée de la lanoline.',
    choices: 'yes_no',
  },
  fish_intake: {
    title: 'À quelle fréquence mangez-vous du poisson gras comme le saumon, la truite ou les sardines?',
    choices: {
      fish_twice_weekly: { label: 'Deux fois par semaine ou plus' },
      fish_weekly: { label: 'Environ une fois par semaine' },
      fish_rarely: { label: 'Rarement ou jamais' },
    },
  },
  produce_intake: {
    title: 'Combien de portions de légumes et de fruits mangez-vous dans une journée type?',
    choices: {
      produce_five_plus: { label: '5 ou plus' },
      produce_three_four: { label: '3 ou 4' },
      produce_two_or_fewer: { label: '2 ou moins' },
    },
  },
  dairy_intake: {
    title:
      'Combien de portions de produits laitiers ou de boissons végétales enrichies prenez-vous par jour?',
    description:
      'Une portion, c’est une tasse de lait ou de boisson de soya ou d’avoine enrichie, 3/4 de tasse de ' +
      'yogourt ou 50\u00a0g de fromage.',
    choices: {
      dairy_three_plus: { label: '3 ou plus' },
      dairy_one_two: { label: '1 ou 2' },
      dairy_rarely: { label: 'Rarement ou jamais' },
    },
  },
  smoking: {
    title: 'Fumez-vous ou vapotez-vous de la nicotine?',
    description:
      'Le tabac épuise la vitamine C plus vite, et il change les formes de vitamine A qui sont sûres pour vous.',
    choices: 'yes_no',
  },
  alcohol_female: {
    title:
      'Vous arrive-t-il souvent de prendre plus de 3 verres dans une journée, ou plus de 12 par semaine?',
    description: A_DRINK,
    choices: 'yes_no',
  },
  alcohol_male: {
    title:
      'Vous arrive-t-il souvent de prendre plus de 4 verres dans une journée, ou plus de 15 par semaine?',
    description: A_DRINK,
    choices: 'yes_no',
  },
  sun_exposure: {
    title: 'Combien de temps passez-vous dehors à la lumière du jour?',
    choices: {
      sun_daily: { label: '20\u00a0minutes ou plus, presque tous les jours' },
      sun_some: { label: 'Quelques fois par semaine' },
      sun_rarely: { label: 'Rarement' },
    },
  },
  vitamin_d_tested: {
    title: 'Avez-vous fait mesurer votre taux de vitamine D au cours de la dernière année?',
    choices: 'yes_no',
  },
  vitamin_d_level: {
    title: 'Quel était le résultat de votre test de vitamine D?',
    choices: {
      vitamin_d_low: { label: 'Bas' },
      vitamin_d_normal: { label: 'Normal' },
      vitamin_d_high: { label: 'Élevé' },
      vitamin_d_unsure: { label: 'Je ne m’en souviens pas' },
    },
  },
  vitamin_d_did_you_know: {
    title: 'Le saviez-vous?',
    description:
      'D’octobre à mars, dans la plus grande partie du Canada, le soleil est trop bas pour que votre peau ' +
      'fabrique de la vitamine D. C’est pourquoi Santé Canada suggère à bien des adultes d’envisager un ' +
      'supplément pendant l’hiver.',
    button_text: GOT_IT,
  },
  activity_level: {
    title: 'Quel est votre niveau d’activité dans une semaine type?',
    choices: {
      activity_sitting: { label: 'Surtout en position assise' },
      activity_light: { label: 'Activité légère, comme la marche et les tâches ménagères' },
      activity_moderate: { label: '150\u00a0minutes d’exercice ou plus' },
      activity_intense: { label: 'Entraînement intense ou sport de compétition' },
    },
  },
  stress_frequency: {
    title: 'À quelle fréquence ressentez-vous du stress?',
    choices: {
      stress_rarely: { label: 'Rarement' },
      stress_occasionally: { label: 'À l’occasion' },
      stress_often: { label: 'Souvent' },
      stress_always: { label: 'Presque toujours' },
    },
  },
  stress_feeling: {
    title: 'Quand vous vivez du stress, comment se manifeste-t-il?',
    description: 'Choisissez toutes les réponses qui s’appliquent.',
    choices: {
      stress_feeling_anxious: { label: 'Tension ou anxiété' },
      stress_feeling_drained: { label: 'Fatigue ou épuisement' },
      stress_feeling_irritable: { label: 'Irritabilité ou impatience' },
      stress_feeling_sleep: { label: 'Difficulté à dormir' },
      stress_feeling_cravings: { label: 'Envies de sucre ou de caféine' },
    },
  },
  sleep_quality: {
    title: 'Comment évaluez-vous votre sommeil?',
    choices: {
      sleep_great: { label: 'Excellent, je me réveille en forme' },
      sleep_okay: { label: 'Correct la plupart des nuits' },
      sleep_poor: { label: 'Mauvais, je me réveille souvent sans énergie' },
    },
  },
  antibiotics_recent: {
    title: 'Avez-vous pris des antibiotiques au cours des 6 derniers mois?',
    description:
      'Les antibiotiques peuvent perturber l’équilibre des bactéries de votre intestin pendant des mois.',
    choices: 'yes_no',
  },
};
