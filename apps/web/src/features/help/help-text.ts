/** The help widget's words (issue 16 translates them here). */
export const HELP_TEXT = {
  title: 'How can we help?',
  searchLabel: 'Search our answers',
  searchHint: 'For example: subscription, shipping, vegan',
  popular: 'Common questions',
  noAnswer: 'No answer matches yet. Try other words, or write to us below.',
  faqUnavailable: 'Our answers could not be loaded. You can still write to us below.',
  writeHeading: 'Still need help? Write to us',
  name: 'Name',
  email: 'Email',
  message: 'Your question',
  attachCart: 'Attach my cart so the team can see what I picked',
  attached: 'We send your message with the page you are on. We answer by email within one business day.',
  send: 'Send message',
  sending: 'Sending…',
  failed: 'Something went wrong. Please try again.',
  close: 'Close',
} as const;
