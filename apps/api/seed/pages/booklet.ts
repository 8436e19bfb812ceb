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
  fr: {
    title: 'Livret de bienvenue',
    acf: {
      title: 'Bienvenue chez Maplepack',
      pdf: '/welcomebooklet.pdf',
      chapters: [
        {
          heading: 'Votre première boîte',
          text: 'À l’intérieur, vous trouverez 30\u00a0jours de sachets dans une boîte distributrice. Tirez la bande par le haut\u00a0: les sachets sortent dans l’ordre des dates.',
        },
        {
          heading: 'Matin et soir',
          text: 'Prenez le sachet du matin au déjeuner et celui du soir au souper. Les vitamines liposolubles et les huiles de poisson sont mieux absorbées avec un repas.',
        },
        {
          heading: 'Conserver vos sachets',
          text: 'Gardez la boîte fermée, à la température ambiante et hors de la portée des enfants. Les probiotiques conservent mieux leur efficacité à l’abri de la chaleur.',
        },
        {
          heading: 'Modifier votre abonnement',
          text: 'Connectez-vous et ouvrez Mon abonnement pour ajouter ou retirer des produits, ou pour changer des doses. Les changements faits avant votre prochaine date de paiement s’appliquent à votre prochaine boîte.',
        },
      ],
    },
  },
};
