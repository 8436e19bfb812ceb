import { type SeedPage } from './seed-page';

export const TERMS_PAGE: SeedPage = {
  slug: 'terms',
  title: 'Terms & Conditions',
  acf: {
    title: 'Terms & Conditions',
    last_updated: '2026-11-01',
    sections: [
      {
        heading: 'Who we are',
        text: 'Maplepack Health Inc. ("Maplepack", "we") operates maplepack.ca from Ottawa, Ontario. These terms govern your use of the site and your purchases.',
      },
      {
        heading: 'Not medical advice',
        text: 'The health assessment and our recommendations are for general information and are not medical advice. Always consult a qualified health care practitioner about your health.',
      },
      {
        heading: 'Eligibility',
        text: 'You must be 19 or older and live in Canada to buy from us. The assessment is designed for adults aged 19 to 65.',
      },
      {
        heading: 'Subscriptions and billing',
        text: 'A subscription renews monthly and is charged to the card on file on each renewal date, with applicable GST/HST and provincial taxes. You may change or cancel before a renewal date.',
      },
      {
        heading: 'Returns',
        text: 'For safety reasons we cannot accept returns of opened packs. If a pack arrives damaged or incorrect, contact us within 30 days and we will replace it or refund you.',
      },
      {
        heading: 'Governing law',
        text: 'These terms are governed by the laws of Ontario and the federal laws of Canada that apply there.',
      },
    ],
  },
  fr: {
    title: 'Conditions générales',
    acf: {
      title: 'Conditions générales',
      last_updated: '2026-11-01',
      sections: [
        {
          heading: 'Qui nous sommes',
          text: 'Maplepack Health Inc. («\u00a0Maplepack\u00a0» ou «\u00a0nous\u00a0») exploite maplepack.ca depuis Ottawa (Ontario). Les présentes conditions régissent votre utilisation du site et vos achats.',
        },
        {
          heading: 'Aucun avis médical',
          text: 'Le questionnaire santé et nos recommandations sont fournis à titre d’information générale et ne constituent pas un avis médical. Consultez toujours un professionnel de la santé qualifié au sujet de votre santé.',
        },
        {
          heading: 'Admissibilité',
          text: 'Vous devez avoir 19\u00a0ans ou plus et résider au Canada pour acheter chez nous. Le questionnaire est conçu pour les adultes de 19 à 65\u00a0ans.',
        },
        {
          heading: 'Abonnements et facturation',
          text: 'L’abonnement se renouvelle chaque mois et est porté à la carte enregistrée à votre dossier à chaque date de renouvellement, avec la TPS/TVH et les taxes provinciales applicables. Vous pouvez le modifier ou l’annuler avant une date de renouvellement.',
        },
        {
          heading: 'Retours',
          text: 'Pour des raisons de sécurité, nous ne pouvons pas accepter le retour de sachets ouverts. Si un sachet arrive endommagé ou ne correspond pas à votre commande, communiquez avec nous dans les 30\u00a0jours et nous le remplacerons ou vous rembourserons.',
        },
        {
          heading: 'Droit applicable',
          text: 'Les présentes conditions sont régies par les lois de l’Ontario et par les lois fédérales du Canada qui s’y appliquent.',
        },
      ],
    },
  },
};
