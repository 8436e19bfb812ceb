import { type SeedPage } from './seed-page';

export const THANK_YOU_PAGE: SeedPage = {
  slug: 'thank-you',
  title: 'Thank You',
  acf: {
    title: 'Thank you for your order!',
    text: 'We have sent a confirmation to your e-mail. Your packs are sorted and shipped within two business days; Canada Post usually delivers in two to seven business days.',
    next_steps: [
      'Sign in to see your order and your next payment date.',
      'Download the welcome booklet for tips on taking your packs.',
    ],
    button: { label: 'Go to my subscription', route: '/subscription' },
  },
  fr: {
    title: 'Merci',
    acf: {
      title: 'Merci de votre commande!',
      text: 'Nous vous avons envoyé une confirmation par courriel. Vos sachets sont triés et expédiés dans un délai de deux jours ouvrables; Postes Canada les livre habituellement en deux à sept jours ouvrables.',
      next_steps: [
        'Connectez-vous pour voir votre commande et votre prochaine date de paiement.',
        'Téléchargez le livret de bienvenue pour obtenir des conseils sur la prise de vos sachets.',
      ],
      button: { label: 'Voir mon abonnement', route: '/subscription' },
    },
  },
};
