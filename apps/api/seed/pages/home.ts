import { type SeedPage } from './seed-page';

export const HOME_PAGE: SeedPage = {
  slug: 'home',
  title: 'Home',
  acf: {
    hero: {
      headline: 'Vitamins made for you, packed by the day.',
      subheadline:
        'Take our five-minute health assessment and get a monthly supply of morning and evening packs, chosen from Health Canada–licensed products and shipped free across Canada on orders over $60.',
      primary_button: { label: 'Take the Health Assessment', route: '/health-assessment' },
      secondary_button: { label: 'Build My Pack', route: '/products' },
    },
    how_it_works: {
      title: 'How it works',
      steps: [
        {
          title: 'Tell us about you',
          text: 'Answer questions about your diet, lifestyle and health goals. It takes about five minutes.',
        },
        {
          title: 'Get your recommendations',
          text: 'Choose from three tiers of products, each with the reason it was picked for you.',
        },
        {
          title: 'Receive your packs',
          text: 'Your pills arrive sorted into daily morning and evening packs. Change or pause any time.',
        },
      ],
    },
    promises: [
      {
        title: 'Licensed in Canada',
        text: 'Every product we sell carries a Natural Product Number (NPN) from Health Canada.',
      },
      {
        title: 'Checked for interactions',
        text: 'Our assessment screens for common medication interactions, pregnancy and allergies.',
      },
      {
        title: 'No lock-in',
        text: 'Your subscription renews monthly. Skip, edit or cancel from your account.',
      },
    ],
    testimonial: {
      quote:
        'I used to have eight bottles on my counter. Now I grab one pack in the morning and one at night.',
      author: 'Marie-Ève, Sherbrooke QC',
    },
    newsletter: {
      title: 'Get 10% off your first pack',
      text: 'Join our mailing list for tips, new products and a welcome discount.',
    },
  },
  fr: {
    title: 'Accueil',
    acf: {
      hero: {
        headline: 'Des vitamines choisies pour vous, en sachets pour chaque jour.',
        subheadline:
          'Répondez à notre questionnaire santé de cinq minutes et recevez chaque mois vos sachets du matin et du soir, préparés avec des produits homologués par Santé Canada et livrés gratuitement partout au Canada pour toute commande de plus de 60\u00a0$.',
        primary_button: { label: 'Répondre au questionnaire santé', route: '/health-assessment' },
        secondary_button: { label: 'Composer ma boîte', route: '/products' },
      },
      how_it_works: {
        title: 'Comment ça fonctionne',
        steps: [
          {
            title: 'Parlez-nous de vous',
            text: 'Répondez à quelques questions sur votre alimentation, vos habitudes de vie et vos objectifs santé. Cela prend environ cinq minutes.',
          },
          {
            title: 'Obtenez vos recommandations',
            text: 'Choisissez parmi trois niveaux de produits, chacun accompagné de la raison pour laquelle il a été retenu pour vous.',
          },
          {
            title: 'Recevez vos sachets',
            text: 'Vos comprimés arrivent triés en sachets quotidiens, un pour le matin et un pour le soir. Modifiez ou suspendez votre abonnement en tout temps.',
          },
        ],
      },
      promises: [
        {
          title: 'Homologués au Canada',
          text: 'Chaque produit que nous vendons porte un numéro de produit naturel (NPN) attribué par Santé Canada.',
        },
        {
          title: 'Interactions vérifiées',
          text: 'Notre questionnaire repère les interactions médicamenteuses courantes et tient compte de la grossesse et des allergies.',
        },
        {
          title: 'Sans engagement',
          text: 'Votre abonnement se renouvelle chaque mois. Sautez un mois, modifiez votre boîte ou annulez, à partir de votre compte.',
        },
      ],
      testimonial: {
        quote:
          'Avant, j’avais huit flacons sur mon comptoir. Maintenant, je prends un sachet le matin et un autre le soir.',
        author: 'Marie-Ève, Sherbrooke (Québec)',
      },
      newsletter: {
        title: 'Obtenez 10\u00a0% de rabais sur votre première boîte',
        text: 'Abonnez-vous à notre liste d’envoi pour recevoir des conseils, nos nouveautés et un rabais de bienvenue.',
      },
    },
  },
};
