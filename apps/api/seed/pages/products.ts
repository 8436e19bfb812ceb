import { type SeedPage } from './seed-page';

export const PRODUCTS_PAGE: SeedPage = {
  slug: 'products',
  title: 'Products',
  acf: {
    title: 'Build your own pack',
    intro:
      'Browse every vitamin, mineral, oil and herbal we carry. Each product shows its standard daily dose; add it to your pack and adjust the morning and evening pills within the safe range for that product.',
    dose_note:
      'Prices are per daily pill for a 30-day month. A product taken twice a day costs twice its price.',
    split_pack_disclaimer:
      'Split packs separate your morning and evening pills into two packs for an additional monthly fee.',
    empty_category: 'There are no products in this category yet.',
    disclaimer:
      'These products are not intended to diagnose, treat, cure or prevent any disease. Speak with your health care practitioner before starting a supplement if you are pregnant, breastfeeding, taking medication or have a medical condition.',
  },
  fr: {
    title: 'Produits',
    acf: {
      title: 'Composez votre boîte',
      intro:
        'Parcourez l’ensemble de nos vitamines, minéraux, huiles et produits à base de plantes. Chaque produit indique sa dose quotidienne habituelle; ajoutez-le à votre boîte et ajustez le nombre de comprimés du matin et du soir dans les limites sécuritaires propres à ce produit.',
      dose_note:
        'Les prix sont indiqués par comprimé quotidien, pour un mois de 30\u00a0jours. Un produit pris deux fois par jour coûte donc le double de son prix.',
      split_pack_disclaimer:
        'Les sachets séparés répartissent vos comprimés du matin et du soir dans deux sachets distincts, moyennant des frais mensuels supplémentaires.',
      empty_category: 'Cette catégorie ne contient encore aucun produit.',
      disclaimer:
        'Ces produits ne sont pas destinés à diagnostiquer, traiter, guérir ou prévenir une maladie. Consultez votre professionnel de la santé avant de prendre un supplément si vous êtes enceinte ou allaitez, si vous prenez des médicaments ou si vous avez un problème de santé.',
    },
  },
};
