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
};
