// Content pages in the shapes the API seeds (apps/api/seed/pages), trimmed for tests.

export const HOME_ACF = {
  hero: {
    headline: 'Vitamins made for you, packed by the day.',
    subheadline: 'Take our five-minute health assessment.',
    primary_button: { label: 'Take the Health Assessment', route: '/health-assessment' },
    secondary_button: { label: 'Build My Pack', route: '/products' },
  },
  how_it_works: {
    title: 'How it works',
    steps: [
      { title: 'Tell us about you', text: 'Answer questions about your diet.' },
      { title: 'Receive your packs', text: 'Your pills arrive sorted.' },
    ],
  },
  promises: [{ title: 'Licensed in Canada', text: 'Every product carries an NPN.' }],
};

export const ABOUT_ACF = {
  title: 'Supplements, simplified',
  sections: [
    { heading: 'Why we exist', text: 'Most Canadians buy supplements one bottle at a time.' },
    { heading: 'How we pack', text: 'Sorted into daily packs.\n\nShipped by Canada Post.' },
  ],
};

export const TEAM_ACF = {
  title: 'The people behind your packs',
  intro: 'Started in Ottawa.',
  team: [{ name: 'Priya Raman', role: 'Co-founder & Pharmacist', bio: 'Leads product selection.' }],
  advisory_board: {
    anchor: 'advisory-board',
    title: 'Our Advisory Board',
    intro: 'Reviews the assessment logic.',
    members: [
      {
        name: 'Dr. Susan Chen, ND',
        credentials: 'Naturopathic Doctor, Vancouver BC',
        focus: 'Women’s health',
      },
    ],
    contact: 'Write to advisors@maplepack.ca.',
  },
};

export const FAQ_ACF = {
  title: 'Frequently asked questions',
  questions: [
    { question: 'Who is the health assessment for?', answer: 'Adults aged 19 to 65 living in Canada.' },
    { question: 'Do you ship outside Canada?', answer: 'Not yet.' },
  ],
};

export const TERMS_ACF = {
  title: 'Terms & Conditions',
  last_updated: '2026-11-01',
  sections: [{ heading: 'Eligibility', text: 'You must be 19 or older and live in Canada to buy from us.' }],
};

export const REFERENCES_ACF = {
  title: 'References',
  intro: 'The sources our advisory board relies on.',
  references: [
    {
      title: 'Dietary Reference Intakes Tables',
      publisher: 'Health Canada',
      url: 'https://www.canada.ca/dri.html',
    },
  ],
};

export const THANK_YOU_ACF = {
  title: 'Thank you for your order!',
  text: 'We have sent a confirmation to your e-mail.',
  next_steps: ['Sign in to see your order.'],
  button: { label: 'Go to my subscription', route: '/subscription' },
};

export const FOOTER_ACF = {
  disclaimer: 'The information on this site is for education only.',
  copyright: '© 2026 Maplepack Health Inc.',
};
