/**
 * The CASL opt-in beside the contact fields, unticked by default. When ticked, this exact text is sent
 * with the consent so the shop can show what the person agreed to. The wording is the assessment's
 * opt-in, so a person sees one promise wherever they sign up.
 */
export const MARKETING_CONSENT_TEXT =
  'Yes, Maplepack may e-mail me news, tips and offers. I can unsubscribe at any time.';
