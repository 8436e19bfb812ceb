export {
  destinationOf,
  EMPTY_ADDRESS,
  validateAddress,
  type AddressField,
  type AddressFields,
  type AddressNames,
} from './address-rules';
export {
  ATTEMPT_KEY_BYTES,
  ATTEMPT_KEY_PREFIX,
  attemptFor,
  newAttemptKey,
  settleAttempt,
  type CheckoutAttempt,
  type RandomBytes,
} from './attempt-key';
export { checkoutLinesFromCart } from './cart-lines';
export {
  initialCheckoutContext,
  type CheckoutAccount,
  type CheckoutContext,
  type CheckoutInput,
  type CheckoutPrefill,
  type PendingAction,
  type PlanChange,
} from './checkout-context';
export {
  CHECKOUT_DRAFT_KEY,
  CHECKOUT_DRAFT_VERSION,
  checkoutDraftOf,
  parseCheckoutDraft,
  serializeCheckoutDraft,
  type CheckoutDraft,
  type DraftSource,
} from './checkout-draft';
export {
  CHECKOUT_MESSAGES_WEB,
  checkoutMachine,
  MAX_PLACE_RETRIES,
  QUOTE_DEBOUNCE_MS,
  RETRY_BASE_DELAY_MS,
  retryDelayMs,
  type AuthenticateInput,
  type CheckoutEvent,
  type PlaceInput,
} from './checkout-machine';
export {
  addressErrors,
  contactErrors,
  placeRequestOf,
  quoteKeyOf,
  quoteRequestOf,
  requestFingerprint,
} from './checkout-requests';
export {
  chargesNothing,
  checkoutStepOf,
  formSteps,
  STEP_TITLES,
  stepAnnouncement,
  type CheckoutStep,
} from './checkout-view';
export {
  EMPTY_CONTACT,
  validateContact,
  validEmail,
  type ContactField,
  type ContactFields,
  type ContactRules,
} from './contact-rules';
export { prefixed, type FieldErrors, type FieldPath, type FormResult } from './field-errors';
export { MARKETING_CONSENT_TEXT } from './marketing-consent';
export {
  paymentFits,
  paymentRequirement,
  type PaymentRequirement,
  type PaymentRequirementInput,
  type SavedCard,
} from './payment-requirement';
export { classifyPlaceFailure, PLACE_MESSAGES, type PlaceFailure } from './place-failure';
export { moneyLabel, PROVINCE_NAMES, PROVINCE_OPTIONS } from '@maplepack/pricing';
export { provinceCodeOf } from './provinces';
export { hasLivePlan, savedAddressFields } from './saved-account';
export {
  cardDigits,
  luhnValid,
  TEST_CARD_MESSAGES,
  TEST_CARD_TOKENS,
  tokenizeTestCard,
  type TestCardField,
  type TestCardInput,
  type TestCardResult,
} from './test-cards';
