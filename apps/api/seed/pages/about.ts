import { type SeedPage } from './seed-page';

export const ABOUT_PAGE: SeedPage = {
  slug: 'about',
  title: 'About Us',
  acf: {
    title: 'Supplements, simplified',
    sections: [
      {
        heading: 'Why we exist',
        text: 'Most Canadians who take supplements buy them one bottle at a time, without knowing which ones they need or how they combine. We built Maplepack so that a short, careful assessment can do that work, and a monthly pack can make taking them easy.',
      },
      {
        heading: 'What we sell',
        text: 'We carry products from established Canadian and international manufacturers. Every supplement is licensed by Health Canada and carries an eight-digit Natural Product Number, which you can look up in the Licensed Natural Health Products Database.',
      },
      {
        heading: 'How we pack',
        text: 'Your pills are sorted into sealed, recyclable daily packs at our facility in Ontario and shipped by Canada Post. Each pack is printed with your name, the date and its contents.',
      },
      {
        heading: 'Your privacy',
        text: 'Your health answers are encrypted and used only to make your recommendations. We never sell personal information. Read our Privacy Policy for details.',
      },
    ],
  },
};
