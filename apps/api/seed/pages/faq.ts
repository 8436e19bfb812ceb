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
};
