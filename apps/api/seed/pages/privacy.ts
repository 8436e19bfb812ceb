import { type SeedPage } from './seed-page';

export const PRIVACY_PAGE: SeedPage = {
  slug: 'privacy',
  title: 'Privacy Policy',
  acf: {
    title: 'Privacy Policy',
    last_updated: '2026-11-01',
    sections: [
      {
        heading: 'What we collect',
        text: 'Your name, e-mail, shipping and billing addresses, your assessment answers, and your order history. Card numbers are handled by our payment processor and never reach our servers.',
      },
      {
        heading: 'Why we collect it',
        text: 'To make your recommendations, fulfil and ship your orders, manage your subscription and, with your consent, send you our newsletter.',
      },
      {
        heading: 'Health information',
        text: 'Your assessment answers are encrypted at rest, are never written to logs, and are seen only by the systems that compute your recommendations. We do not sell or share them for marketing.',
      },
      {
        heading: 'Consent and e-mail',
        text: 'We send marketing e-mail only with your consent, as Canada’s Anti-Spam Legislation (CASL) requires, and record when and how you gave it. Every message has an unsubscribe link.',
      },
      {
        heading: 'Your rights',
        text: 'Under PIPEDA you may ask to see, correct or delete your personal information. Write to privacy@maplepack.ca; we answer within 30 days.',
      },
      {
        heading: 'Where data is kept',
        text: 'Our database is hosted in Canada. Some service providers (payments, e-mail) may process data in the United States under contract.',
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    acf: {
      title: 'Politique de confidentialité',
      last_updated: '2026-11-01',
      sections: [
        {
          heading: 'Renseignements que nous recueillons',
          text: 'Votre nom, votre adresse courriel, vos adresses de livraison et de facturation, vos réponses au questionnaire et l’historique de vos commandes. Les numéros de carte sont traités par notre fournisseur de services de paiement et ne parviennent jamais à nos serveurs.',
        },
        {
          heading: 'Pourquoi nous les recueillons',
          text: 'Pour établir vos recommandations, préparer et expédier vos commandes, gérer votre abonnement et, avec votre consentement, vous envoyer notre infolettre.',
        },
        {
          heading: 'Renseignements sur la santé',
          text: 'Vos réponses au questionnaire sont chiffrées lorsqu’elles sont stockées, ne sont jamais inscrites dans les journaux informatiques et ne sont consultées que par les systèmes qui calculent vos recommandations. Nous ne les vendons pas et ne les communiquons pas à des fins de prospection commerciale.',
        },
        {
          heading: 'Consentement et courriels',
          text: 'Nous vous envoyons des courriels promotionnels seulement avec votre consentement, comme l’exige la Loi canadienne anti-pourriel (LCAP), et nous consignons quand et comment vous l’avez donné. Chaque message comporte un lien de désabonnement.',
        },
        {
          heading: 'Vos droits',
          text: 'En vertu de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE), vous pouvez demander à consulter vos renseignements personnels, à les faire rectifier ou à les faire supprimer. Écrivez à privacy@maplepack.ca; nous répondons dans un délai de 30\u00a0jours.',
        },
        {
          heading: 'Lieu de conservation des données',
          text: 'Notre base de données est hébergée au Canada. Certains fournisseurs de services (paiements, courriel) peuvent traiter des données aux États-Unis, en vertu d’un contrat.',
        },
      ],
    },
  },
};
