import { type SeedPage } from './seed-page';

export const CHECKOUT_PAGE: SeedPage = {
  slug: 'checkout',
  title: 'Checkout',
  acf: {
    title: 'Checkout',
    account_note: 'We will create your account with this e-mail so you can manage your subscription.',
    shipping_note:
      'We ship by Canada Post to every province and territory. Free shipping on orders over $60.',
    subscription_note:
      'Your order starts a monthly subscription. You will be charged the same amount, plus taxes and any changes you make, every month until you cancel.',
    practitioner_label: 'Practitioner name (optional)',
    consent_label: 'I agree to the Terms & Conditions and the Privacy Policy.',
    trial_program: {
      title: 'Trial program',
      text: 'Your first trial pack ships free. Enter the e-mail you registered with to continue.',
    },
  },
  fr: {
    title: 'Passer la commande',
    acf: {
      title: 'Passer la commande',
      account_note:
        'Nous créerons votre compte avec cette adresse courriel pour que vous puissiez gérer votre abonnement.',
      shipping_note:
        'Nous livrons par Postes Canada dans toutes les provinces et dans tous les territoires. Livraison gratuite pour les commandes de plus de 60\u00a0$.',
      subscription_note:
        'Votre commande lance un abonnement mensuel. Le même montant, plus les taxes et compte tenu des changements que vous apportez, vous sera facturé chaque mois jusqu’à ce que vous annuliez.',
      practitioner_label: 'Nom de votre professionnel de la santé (facultatif)',
      consent_label: 'J’accepte les Conditions générales et la Politique de confidentialité.',
      trial_program: {
        title: 'Programme d’essai',
        text: 'Votre première boîte d’essai est livrée gratuitement. Pour continuer, entrez l’adresse courriel utilisée lors de votre inscription.',
      },
    },
  },
};
