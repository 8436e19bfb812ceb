import { type SeedPage } from './seed-page';

export const FOOTER_PAGE: SeedPage = {
  slug: 'footer',
  title: 'Footer',
  acf: {
    contact_email: 'hello@maplepack.ca',
    mailing_list_label: 'Join our Mailing List',
    disclaimer:
      'The information on this site is for education only and is not a substitute for advice from your physician, pharmacist or other health care practitioner. Our products are not intended to diagnose, treat, cure or prevent any disease. All products are licensed by Health Canada.',
    copyright: '© 2026 Maplepack Health Inc., Ottawa, Ontario. All rights reserved.',
    social_links: [
      { name: 'Instagram', url: 'https://www.instagram.com/maplepack.ca' },
      { name: 'Facebook', url: 'https://www.facebook.com/maplepack.ca' },
      { name: 'LinkedIn', url: 'https://www.linkedin.com/company/maplepack' },
    ],
  },
  fr: {
    title: 'Pied de page',
    acf: {
      contact_email: 'hello@maplepack.ca',
      mailing_list_label: 'S’abonner à la liste d’envoi',
      disclaimer:
        'Les renseignements présentés sur ce site sont fournis à des fins éducatives seulement et ne remplacent pas les conseils de votre médecin, de votre pharmacien ou d’un autre professionnel de la santé. Nos produits ne sont pas destinés à diagnostiquer, traiter, guérir ou prévenir une maladie. Tous nos produits sont homologués par Santé Canada.',
      copyright: '© 2026 Maplepack Health Inc., Ottawa (Ontario). Tous droits réservés.',
      social_links: [
        { name: 'Instagram', url: 'https://www.instagram.com/maplepack.ca' },
        { name: 'Facebook', url: 'https://www.facebook.com/maplepack.ca' },
        { name: 'LinkedIn', url: 'https://www.linkedin.com/company/maplepack' },
      ],
    },
  },
};
