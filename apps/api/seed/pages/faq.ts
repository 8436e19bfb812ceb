import { type SeedPage } from './seed-page';

export const FAQ_PAGE: SeedPage = {
  slug: 'faq',
  title: 'FAQ',
  acf: {
    title: 'Frequently asked questions',
    questions: [
      {
        question: 'Who is the health assessment for?',
        answer:
          'Adults aged 19 to 65 living in Canada. If you are outside that range, or have a chronic condition, please speak with your health care practitioner or our advisory board first.',
      },
      {
        question: 'How much does shipping cost?',
        answer:
          'Shipping by Canada Post is free on orders over $60 before taxes. Remote and northern postal codes carry a small extra fee, shown at checkout.',
      },
      {
        question: 'When am I charged?',
        answer:
          'Your first order is charged at checkout. Your subscription then renews every month; you can see the next payment date in your account.',
      },
      {
        question: 'Can I change my pack?',
        answer:
          'Yes. Add, remove or change the morning and evening doses of any product from the Subscription page before your next payment date.',
      },
      {
        question: 'Do you ship outside Canada?',
        answer: 'Not yet. We ship to every province and territory in Canada.',
      },
      {
        question: 'Are your products safe with my medication?',
        answer:
          'Our assessment checks the most common interactions and leaves out products that could interfere. It is not a substitute for your pharmacist’s advice; bring your pack list to your next appointment.',
      },
      {
        question: 'How do I cancel?',
        answer:
          'E-mail hello@maplepack.ca or use the Subscription page. Cancellation takes effect before your next payment date.',
      },
    ],
  },
  fr: {
    title: 'FAQ',
    acf: {
      title: 'Foire aux questions',
      questions: [
        {
          question: 'À qui s’adresse le questionnaire santé?',
          answer:
            'Aux adultes de 19 à 65\u00a0ans qui vivent au Canada. Si vous êtes en dehors de cette tranche d’âge ou si vous avez une maladie chronique, veuillez d’abord consulter votre professionnel de la santé ou notre comité consultatif.',
        },
        {
          question: 'Combien coûte la livraison?',
          answer:
            'La livraison par Postes Canada est gratuite pour les commandes de plus de 60\u00a0$ avant taxes. Des frais supplémentaires modestes s’appliquent aux codes postaux des régions éloignées et du Nord; ils sont affichés à la caisse.',
        },
        {
          question: 'Quand le paiement est-il porté à ma carte?',
          answer:
            'Votre première commande est facturée à la caisse. Votre abonnement se renouvelle ensuite chaque mois; la date du prochain paiement est indiquée dans votre compte.',
        },
        {
          question: 'Puis-je modifier ma boîte?',
          answer:
            'Oui. À partir de la page Mon abonnement, ajoutez ou retirez un produit, ou changez ses doses du matin et du soir, avant votre prochaine date de paiement.',
        },
        {
          question: 'Livrez-vous à l’extérieur du Canada?',
          answer:
            'Pas encore. Nous livrons dans toutes les provinces et dans tous les territoires du Canada.',
        },
        {
          question: 'Vos produits sont-ils sûrs avec mes médicaments?',
          answer:
            'Notre questionnaire vérifie les interactions les plus courantes et écarte les produits qui pourraient nuire à l’effet de vos médicaments. Il ne remplace pas les conseils de votre pharmacien; apportez la liste des produits de votre boîte à votre prochain rendez-vous.',
        },
        {
          question: 'Comment annuler mon abonnement?',
          answer:
            'Écrivez à hello@maplepack.ca ou passez par la page Mon abonnement. L’annulation prend effet avant votre prochaine date de paiement.',
        },
      ],
    },
  },
};
