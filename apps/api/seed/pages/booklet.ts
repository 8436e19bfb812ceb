import { type SeedPage } from './seed-page';

export const BOOKLET_PAGE: SeedPage = {
  slug: 'booklet',
  title: 'Welcome Booklet',
  acf: {
    title: 'Welcome to Maplepack',
    pdf: '/welcomebooklet.pdf',
    chapters: [
      {
        heading: 'Your first box',
        text: 'Inside you will find 30 days of packs in a dispenser box. Pull the strip from the top; packs come out in date order.',
      },
      {
        heading: 'Morning and evening',
        text: 'Take the morning pack with breakfast and the evening pack with dinner. Fat-soluble vitamins and fish oils absorb best with a meal.',
      },
      {
        heading: 'Storing your packs',
        text: 'Keep the box closed, at room temperature and out of reach of children. Probiotics keep their strength best away from heat.',
      },
      {
        heading: 'Changing your plan',
        text: 'Sign in and open Subscription to add, remove or change doses. Changes made before your next payment date go into your next box.',
      },
    ],
  },
};
