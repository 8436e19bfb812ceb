export { ApiError, CLIENT_ERROR_CODES, GENERIC_ERROR_MESSAGE, isApiError } from './api-error';
export {
  adminFulfilmentCsvPath,
  adminFulfilmentPdfPath,
  type AdminAuditParams,
  type AdminFulfilmentParams,
  type AdminOrderListParams,
  type AdminRefundBody,
  type AdminShipmentBody,
  type AdminSignInBody,
  type AdminTwoFactorBody,
} from './calls/admin';
export { type AdminPrivacyRequestParams } from './calls/admin-care';
export {
  type AdminPaymentRetryBody,
  type AdminSubscriptionActionBody,
  type AdminSubscriptionListParams,
} from './calls/admin-subscriptions';
export { type AdminCustomerListParams } from './calls/admin-customers';
export type {
  AdminCouponBody,
  AdminCouponListParams,
  AdminProductBody,
  AdminProductListParams,
} from './calls/admin-catalogue';
export {
  adminScheduleCalls,
  type AdminScheduleCalls,
  type AdminShippingAmountBody,
  type AdminSurchargeBody,
  type AdminTaxRuleBody,
  type AdminTaxRuleListParams,
} from './calls/admin-schedules';
export {
  type AdminCreateStaffBody,
  type AdminPasswordChangeBody,
  type AdminRecoveryCodesBody,
  type AdminUpdateStaffBody,
} from './calls/admin-staff';
export {
  createAdminApiClient,
  type AdminApiClient,
  type AdminApiClientOptions,
} from './create-admin-api-client';
export { type TokenBody } from './calls/auth';
export type { AccountAddressesBody, AddressPreviewBody, PasswordChangeBody } from './calls/account';
export type { DeletionRequestInput } from './calls/privacy';
export type { OrderChangeBody } from './calls/order-changes';
export {
  totalChangedQuote,
  type CheckoutPlaceBody,
  type CheckoutPlaceOptions,
  type CheckoutQuoteBody,
  type TestAuthenticationBody,
} from './calls/checkout';
export {
  type CustomerCreateBody,
  type CustomerUpdateBody,
  type EmailChangeUndoBody,
} from './calls/customers';
export {
  type MailingFieldsBody,
  type MailingSubscribeBody,
  type MailingTagsBody,
  type MailingUpdateBody,
} from './calls/mailing-list';
export { type NewsletterBody } from './calls/newsletter';
export { type HelpMessageBody } from './calls/help';
export {
  type OrderCreateBody,
  type OrderCreateOptions,
  type OrderListParams,
  type OrderUpdateBody,
} from './calls/orders';
export {
  type PaymentCustomerCreateBody,
  type PaymentCustomerGetBody,
  type PaymentCustomerUpdateBody,
} from './calls/payments';
export { PRODUCT_COMMON_PARAMS, type ProductListParams, type ProductParams } from './calls/products';
export { type CouponValidateBody } from './calls/coupons';
export { type ShippingRateBody } from './calls/shipping';
export { type ResetPassConfirmBody } from './calls/reset-pass';
export {
  type SubscriptionCreateBody,
  type SubscriptionUpdateBody,
  type SubscriptionUpdateOptions,
  type VersionedSubscription,
} from './calls/subscriptions';
export {
  type CardUpdateBody,
  type SubscriptionActionBody,
  type SubscriptionEvent,
  type SubscriptionEventListParams,
  type SubscriptionPreviewBody,
  type Versioned,
} from './calls/subscription-self-service';
export { type SurveySubmitBody } from './calls/survey';
export { type TaxListParams } from './calls/taxes';
export { createApiClient, type ApiClient, type ApiClientOptions } from './create-api-client';
export { DEFAULT_TIMEOUT_MS, type CallOptions, type TokenSource } from './http';
export { LOADER_MESSAGES, LOADER_TIMING, loaderMessageFor, type HttpMethod } from './loader-messages';
export { type Paged } from './paged';
export { productFromResponse } from './product-from-response';
export {
  createRequestQueue,
  type LoaderSnapshot,
  type RequestQueue,
  type RequestQueueOptions,
} from './request-queue';
export { systemScheduler, type Scheduler, type TimerHandle } from './scheduler';
