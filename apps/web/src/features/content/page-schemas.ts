/**
 * The acf shapes the pages read. They live in the contract (libs/api-contract page-acf.ts) since the
 * back office saves pages with the same schemas the storefront renders with (issue 18).
 */
export {
  faqAcfSchema,
  footerAcfSchema,
  homeAcfSchema,
  productsAcfSchema,
  referencesAcfSchema,
  sectionsAcfSchema,
  teamAcfSchema,
  thankYouAcfSchema,
} from '@maplepack/api-contract';
