export { addProduct } from './add-product';
export { addBusinessDays, DEFAULT_BUSINESS_DAYS } from './business-days';
export {
  ACCESS_DENIED_MESSAGE,
  ACCESS_DENIED_TITLE,
  ACCESS_DENIED_TOAST,
  checkPlanAccess,
  planAccessDenied,
  type PlanAccessDenied,
  type PlanActor,
} from './plan-access';
export { PLAN_UPDATING_MESSAGE, type PlanChangeFailure, type PlanChangeResult } from './plan-change-result';
export {
  currentDoses,
  isInPlan,
  planTotals,
  type PlanDoses,
  type PlanTotals,
  type PricingLine,
} from './plan-lines';
export { beginPlanSave, buildPlanUpdate, planSaveFailed, planSaveSucceeded } from './plan-save';
export {
  initialPlanState,
  planStateSchema,
  resetPlan,
  setEditingPlan,
  subscriptionLoaded,
  temporaryQuantitySchema,
  type PlanState,
  type TemporaryQuantity,
} from './plan-state';
export {
  applyPlanUpdate,
  doseMetaSchema,
  doseOf,
  planUpdateLineSchema,
  planUpdatePayloadSchema,
  type DoseMeta,
  type PlanUpdateLine,
  type PlanUpdatePayload,
} from './plan-update-payload';
export { planProductsLoaded, planProductsLoadFailed, PRODUCT_LOAD_RETRIES } from './product-load';
export { removeProduct } from './remove-product';
export { changeDose, setDoses, type DoseSlot } from './set-doses';
export {
  billingPeriodSchema,
  lineItemSchema,
  paymentDetailsSchema,
  shippingLineSchema,
  subscriptionSchema,
  subscriptionStatusSchema,
  type BillingPeriod,
  type LineItem,
  type PaymentDetails,
  type ShippingLine,
  type Subscription,
  type SubscriptionStatus,
} from './subscription';
export {
  buildSubscriptionDraft,
  NEXT_PAYMENT_OFFSET_DAYS,
  PAYMENT_METHOD,
  SUBSCRIPTION_BILLING_INTERVAL,
  SUBSCRIPTION_BILLING_PERIOD,
  subscriptionCreationInputSchema,
  subscriptionItemSchema,
  TRIAL_PLACEHOLDER_PAYMENT,
  type SubscriptionCreationInput,
  type SubscriptionDraft,
  type SubscriptionDraftResult,
} from './subscription-creation';
