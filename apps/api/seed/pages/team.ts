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
};
