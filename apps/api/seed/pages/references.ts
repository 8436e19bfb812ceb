import { type SeedPage } from './seed-page';

export const REFERENCES_PAGE: SeedPage = {
  slug: 'references',
  title: 'References',
  acf: {
    title: 'References',
    intro: 'The sources our advisory board relies on for doses, upper limits and interactions.',
    references: [
      {
        title: 'Dietary Reference Intakes Tables',
        publisher: 'Health Canada',
        url: 'https://www.canada.ca/en/health-canada/services/food-nutrition/healthy-eating/dietary-reference-intakes/tables.html',
      },
      {
        title: 'Licensed Natural Health Products Database (LNHPD)',
        publisher: 'Health Canada',
        url: 'https://health-products.canada.ca/lnhpd-bdpsnh/',
      },
      {
        title: 'Natural Health Products monographs',
        publisher: 'Health Canada, Natural and Non-prescription Health Products Directorate',
        url: 'https://webprod.hc-sc.gc.ca/nhpid-bdipsn/monosReq',
      },
      {
        title: 'Dietary Supplement Fact Sheets',
        publisher: 'U.S. National Institutes of Health, Office of Dietary Supplements',
        url: 'https://ods.od.nih.gov/factsheets/list-all/',
      },
      { title: 'Canada’s Food Guide', publisher: 'Health Canada', url: 'https://food-guide.canada.ca/' },
    ],
  },
  fr: {
    title: 'Références',
    acf: {
      title: 'Références',
      intro:
        'Les sources sur lesquelles s’appuie notre comité consultatif pour les doses, les apports maximaux tolérables et les interactions.',
      references: [
        {
          title: 'Tableaux des apports nutritionnels de référence',
          publisher: 'Santé Canada',
          url: 'https://www.canada.ca/en/health-canada/services/food-nutrition/healthy-eating/dietary-reference-intakes/tables.html',
        },
        {
          title: 'Base de données des produits de santé naturels homologués (BDPSNH)',
          publisher: 'Santé Canada',
          url: 'https://health-products.canada.ca/lnhpd-bdpsnh/',
        },
        {
          title: 'Monographies des produits de santé naturels',
          publisher: 'Santé Canada, Direction des produits de santé naturels et sans ordonnance',
          url: 'https://webprod.hc-sc.gc.ca/nhpid-bdipsn/monosReq',
        },
        {
          title: 'Fiches d’information sur les suppléments alimentaires (en anglais)',
          publisher: 'National Institutes of Health des États-Unis, Office of Dietary Supplements',
          url: 'https://ods.od.nih.gov/factsheets/list-all/',
        },
        {
          title: 'Guide alimentaire canadien',
          publisher: 'Santé Canada',
          url: 'https://food-guide.canada.ca/',
        },
      ],
    },
  },
};
