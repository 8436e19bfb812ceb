import { type SeedPage } from './seed-page';

export const ABOUT_PAGE: SeedPage = {
  slug: 'about',
  title: 'About Us',
  acf: {
    title: 'Supplements, simplified',
    sections: [
      {
        heading: 'Why we exist',
        text: 'Most Canadians who take supplements buy them one bottle at a time, without knowing which ones they need or how they combine. We built Maplepack so that a short, careful assessment can do that work, and a monthly pack can make taking them easy.',
      },
      {
        heading: 'What we sell',
        text: 'We carry products from established Canadian and international manufacturers. Every supplement is licensed by Health Canada and carries an eight-digit Natural Product Number, which you can look up in the Licensed Natural Health Products Database.',
      },
      {
        heading: 'How we pack',
        text: 'Your pills are sorted into sealed, recyclable daily packs at our facility in Ontario and shipped by Canada Post. Each pack is printed with your name, the date and its contents.',
      },
      {
        heading: 'Your privacy',
        text: 'Your health answers are encrypted and used only to make your recommendations. We never sell personal information. Read our Privacy Policy for details.',
      },
    ],
  },
  fr: {
    title: 'À propos',
    acf: {
      title: 'Les suppléments, en toute simplicité',
      sections: [
        {
          heading: 'Notre raison d’être',
          text: 'La plupart des gens au Canada qui prennent des suppléments les achètent un flacon à la fois, sans savoir lesquels leur conviennent ni comment ils se combinent. Nous avons créé Maplepack pour qu’un questionnaire court et rigoureux fasse ce travail, et qu’une boîte mensuelle les rende faciles à prendre.',
        },
        {
          heading: 'Ce que nous vendons',
          text: 'Nous offrons des produits de fabricants canadiens et étrangers reconnus. Chaque supplément est homologué par Santé Canada et porte un numéro de produit naturel (NPN) à huit chiffres, que vous pouvez vérifier dans la Base de données des produits de santé naturels homologués.',
        },
        {
          heading: 'Comment nous préparons vos sachets',
          text: 'Vos comprimés sont triés dans des sachets quotidiens scellés et recyclables, dans nos installations en Ontario, puis expédiés par Postes Canada. Chaque sachet porte votre nom, la date et son contenu.',
        },
        {
          heading: 'Votre vie privée',
          text: 'Vos réponses sur votre santé sont chiffrées et servent uniquement à établir vos recommandations. Nous ne vendons jamais de renseignements personnels. Pour en savoir plus, consultez notre Politique de confidentialité.',
        },
      ],
    },
  },
};
