import { type SeedPage } from './seed-page';

export const TEAM_PAGE: SeedPage = {
  slug: 'team',
  title: 'Our Team',
  acf: {
    title: 'The people behind your packs',
    intro:
      'Maplepack was started in Ottawa by a pharmacist and a software engineer who were tired of guessing which supplements were worth taking. Today a small team in Ontario sorts, packs and ships every order.',
    team: [
      {
        name: 'Priya Raman',
        role: 'Co-founder & Pharmacist',
        bio: 'Priya practised community pharmacy in Ottawa for twelve years and leads our product selection and interaction screening.',
      },
      {
        name: 'Luc Tremblay',
        role: 'Co-founder & CTO',
        bio: 'Luc builds the assessment and the systems that sort your pills into the right pack, in the right order.',
      },
      {
        name: 'Hannah Okafor',
        role: 'Customer Care Lead',
        bio: 'Hannah and her team answer every e-mail within one business day, in English and French.',
      },
    ],
    advisory_board: {
      anchor: 'advisory-board',
      title: 'Our Advisory Board',
      intro:
        'Our independent advisory board reviews the assessment logic, the products we carry and the safety rules every year. Members are paid for their time and hold no stake in product sales.',
      members: [
        {
          name: 'Dr. Susan Chen, ND',
          credentials: 'Naturopathic Doctor, Vancouver BC',
          focus: 'Women’s health and fertility',
        },
        {
          name: 'Dr. Michael Byrne, MD, CCFP',
          credentials: 'Family Physician, Halifax NS',
          focus: 'Medication interactions and chronic conditions',
        },
        {
          name: 'Amélie Gagnon, RD',
          credentials: 'Registered Dietitian, Québec QC',
          focus: 'Plant-based diets and nutrient gaps',
        },
        {
          name: 'Dr. Raj Patel, PharmD',
          credentials: 'Clinical Pharmacist, Toronto ON',
          focus: 'Upper intake limits and dosing',
        },
      ],
      contact:
        'Have a question for our advisors? Write to advisors@maplepack.ca and we will reply within five business days.',
    },
  },
  fr: {
    title: 'Notre équipe',
    acf: {
      title: 'L’équipe derrière vos sachets',
      intro:
        'Maplepack a été fondée à Ottawa par une pharmacienne et un ingénieur logiciel qui en avaient assez de deviner quels suppléments valaient la peine d’être pris. Aujourd’hui, une petite équipe en Ontario trie, emballe et expédie chaque commande.',
      team: [
        {
          name: 'Priya Raman',
          role: 'Cofondatrice et pharmacienne',
          bio: 'Priya a exercé en pharmacie communautaire à Ottawa pendant douze ans. Elle dirige la sélection de nos produits et la vérification des interactions.',
        },
        {
          name: 'Luc Tremblay',
          role: 'Cofondateur et directeur de la technologie',
          bio: 'Luc conçoit le questionnaire et les systèmes qui trient vos comprimés dans le bon sachet, dans le bon ordre.',
        },
        {
          name: 'Hannah Okafor',
          role: 'Responsable du service à la clientèle',
          bio: 'Hannah et son équipe répondent à chaque courriel dans un délai d’un jour ouvrable, en français et en anglais.',
        },
      ],
      advisory_board: {
        anchor: 'advisory-board',
        title: 'Notre comité consultatif',
        intro:
          'Notre comité consultatif indépendant revoit chaque année la logique du questionnaire, les produits que nous offrons et les règles de sécurité. Ses membres sont rémunérés pour leur temps et n’ont aucun intérêt financier dans la vente des produits.',
        members: [
          {
            name: 'Dre Susan Chen, N.D.',
            credentials: 'Naturopathe, Vancouver (C.-B.)',
            focus: 'Santé des femmes et fertilité',
          },
          {
            name: 'Dr Michael Byrne, M.D., CCMF',
            credentials: 'Médecin de famille, Halifax (N.-É.)',
            focus: 'Interactions médicamenteuses et maladies chroniques',
          },
          {
            name: 'Amélie Gagnon, Dt.P.',
            credentials: 'Diététiste-nutritionniste, Québec (Québec)',
            focus: 'Alimentation végétale et carences nutritionnelles',
          },
          {
            name: 'Dr Raj Patel, Pharm.\u00a0D.',
            credentials: 'Pharmacien clinicien, Toronto (Ontario)',
            focus: 'Apports maximaux tolérables et posologie',
          },
        ],
        contact:
          'Une question pour nos conseillers? Écrivez à advisors@maplepack.ca; nous vous répondrons dans un délai de cinq jours ouvrables.',
      },
    },
  },
};
