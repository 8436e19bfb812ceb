import { t } from '@lingui/core/macro';

/**
 * The help widget's words in the page's language (read when the dialog renders; it calls useLingui, so
 * it renders again after a language switch).
 */
export function helpText() {
  return {
    title: t`How can we help?`,
    searchLabel: t`Search our answers`,
    searchHint: t`For example: subscription, shipping, vegan`,
    popular: t`Common questions`,
    noAnswer: t`No answer matches yet. Try other words, or write to us below.`,
    faqUnavailable: t`Our answers could not be loaded. You can still write to us below.`,
    writeHeading: t`Still need help? Write to us`,
    name: t`Name`,
    email: t`Email`,
    message: t`Your question`,
    attachCart: t`Attach my cart so the team can see what I picked`,
    attached: t`We send your message with the page you are on. We answer by email within one business day.`,
    send: t`Send message`,
    sending: t`Sending…`,
    failed: t`Something went wrong. Please try again.`,
    close: t`Close`,
  };
}
