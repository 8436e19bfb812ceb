import { type SeedPage } from './seed-page';

export const CART_PAGE: SeedPage = {
  slug: 'cart',
  title: 'Cart',
  acf: {
    title: 'Your pack',
    tier_intro:
      'We grouped your recommendations into three tiers. Each tier includes everything in the one before it.',
    tiers: [
      { tier: 1, name: 'The Essentials', text: 'The products most likely to fill gaps in your diet.' },
      { tier: 2, name: 'Advanced Health', text: 'Adds support for the concerns you told us about.' },
      { tier: 3, name: 'Complete Support', text: 'Everything we would suggest for your goals.' },
    ],
    returning_user_note:
      'Accepting these recommendations will overwrite your existing subscription. If you are not the person signed in, please log out first.',
    empty_cart: 'Your pack is empty. Take the health assessment or browse our products to start one.',
    coupon_label: 'Coupon code',
  },
  fr: {
    title: 'Panier',
    acf: {
      title: 'Votre boîte',
      tier_intro:
        'Nous avons regroupé vos recommandations en trois niveaux. Chaque niveau comprend tout ce que contient le précédent.',
      tiers: [
        {
          tier: 1,
          name: 'L’essentiel',
          text: 'Les produits les plus susceptibles de combler les lacunes de votre alimentation.',
        },
        {
          tier: 2,
          name: 'Santé avancée',
          text: 'Ajoute un soutien ciblé pour les préoccupations dont vous nous avez fait part.',
        },
        {
          tier: 3,
          name: 'Soutien complet',
          text: 'Tout ce que nous vous suggérerions pour atteindre vos objectifs.',
        },
      ],
      returning_user_note:
        'Accepter ces recommandations remplacera votre abonnement actuel. Si vous n’êtes pas la personne connectée, veuillez d’abord vous déconnecter.',
      empty_cart:
        'Votre boîte est vide. Répondez au questionnaire santé ou parcourez nos produits pour la composer.',
      coupon_label: 'Code promotionnel',
    },
  },
};
