import { plural, t } from '@lingui/core/macro';

// Every string of the results page, in the page's language (the message reader's active catalogue): the
// page calls useLingui, so it renders them again after a language switch.
export const RESULTS_MESSAGES = {
  documentTitle: () => t`Your results`,
  heading: (firstName: string | null) =>
    firstName === null ? t`Your recommendations` : t`${firstName}, here are your recommendations`,
  intro: () =>
    t`Built from your answers. Each product says why it is here; nothing in your pack is a diagnosis, so please check with your doctor or pharmacist if you take medications.`,
  tiersLabel: () => t`Choose your pack`,
  recommendedBadge: () => t`Recommended for you`,
  perMonth: (price: string) => t`${price} / month`,
  productsHeading: (tierName: string) => t`What is in ${tierName}`,
  doses: (am: number, pm: number) => {
    const parts = [
      am > 0 ? plural(am, { one: '# in the morning', other: '# in the morning' }) : null,
      pm > 0 ? plural(pm, { one: '# in the evening', other: '# in the evening' }) : null,
    ].filter((part) => part !== null);
    return parts.join(', ') || t`No daily pills`;
  },
  whyLabel: () => t`Why:`,
  excludedHeading: () => t`What we left out, and why`,
  splitPackNote: () => t`You chose split packs: your morning and evening pills come in separate pouches.`,
  addToCart: (tierName: string) => t`Add ${tierName} to my cart`,
  retake: () => t`Take the assessment again`,
  safetyReviewed: (day: string) => t`Safety rules last reviewed by our pharmacist on ${day}`,
  noneHeading: () => t`No assessment yet`,
  noneText: () =>
    t`We could not find an assessment taken in this browser. Results open where you took the assessment, or on any device once you sign in to your account.`,
  noneAction: () => t`Take the health assessment`,
  signIn: () => t`Sign in`,
  failedHeading: () => t`We could not load your results`,
  failedText: () => t`Please check your connection and try again.`,
  tryAgain: () => t`Try again`,
} as const;
