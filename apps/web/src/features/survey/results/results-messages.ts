/** Every string of the results page and its e-mail promise, in one place (issue 16 translates them). */
export const RESULTS_MESSAGES = {
  documentTitle: 'Your results',
  heading: (firstName: string | null) =>
    firstName === null ? 'Your recommendations' : `${firstName}, here are your recommendations`,
  intro:
    'Built from your answers. Each product says why it is here; nothing in your pack is a diagnosis, so please ' +
    'check with your doctor or pharmacist if you take medications.',
  tiersLabel: 'Choose your pack',
  recommendedBadge: 'Recommended for you',
  perMonth: (amount: string) => `${amount} / month`,
  productsHeading: (tierName: string) => `What is in ${tierName}`,
  doses: (am: number, pm: number) =>
    [am > 0 ? `${am} in the morning` : null, pm > 0 ? `${pm} in the evening` : null]
      .filter((part) => part !== null)
      .join(', ') || 'No daily pills',
  whyLabel: 'Why:',
  excludedHeading: 'What we left out, and why',
  splitPackNote: 'You chose split packs: your morning and evening pills come in separate pouches.',
  addToCart: (tierName: string) => `Add ${tierName} to my cart`,
  retake: 'Take the assessment again',
  noneHeading: 'No assessment yet',
  noneText:
    'We could not find an assessment taken in this browser. Results open where you took the assessment, or ' +
    'on any device once you sign in to your account.',
  noneAction: 'Take the health assessment',
  signIn: 'Sign in',
  failedHeading: 'We could not load your results',
  failedText: 'Please check your connection and try again.',
  tryAgain: 'Try again',
} as const;
