export {
  categoryListResponseSchema,
  categoryResponseSchema,
  type CategoryResponse,
} from './categories';
export {
  COUPON_VALID_MESSAGE,
  couponResponseSchema,
  couponValidateRequestSchema,
  couponValidateResponseSchema,
  type CouponResponse,
  type CouponValidateRequest,
  type CouponValidateResponse,
} from './coupons';
export { COMMON_ERROR_CODES, ERROR_MESSAGES, errorBodySchema, type ErrorBody } from './error';
export { healthResponseSchema, type HealthResponse } from './health';
export { moneyInput, moneyString } from './money';
export {
  PAGE_SLUGS,
  pageListQuerySchema,
  pageListResponseSchema,
  pageParamsSchema,
  pageResponseSchema,
  pageSlugSchema,
  type PageResponse,
  type PageSlug,
} from './pages';
export { MAX_PER_PAGE, PAGINATION_HEADERS, paginationQuery, totalPages } from './pagination';
export { POSTAL_CODE_MESSAGE, normalizePostalCode, postalCodeSchema, provinceOfPostalCode } from './postal-code';
export {
  PRODUCTS_DEFAULT_PER_PAGE,
  productListQuerySchema,
  productListResponseSchema,
  productParamsSchema,
  productQuerySchema,
  productResponseSchema,
  productStatusSchema,
  type ProductListQuery,
  type ProductResponse,
  type ProductStatus,
} from './products';
export { emailSchema, queryBoolean, queryInteger } from './query-values';
export {
  CANADA_POST_METHOD,
  FREE_SHIPPING_METHOD,
  FREE_SHIPPING_ZONE_ID,
  shippingMethodListResponseSchema,
  shippingMethodParamsSchema,
  shippingMethodResponseSchema,
  shippingZoneListResponseSchema,
  shippingZoneParamsSchema,
  shippingZoneResponseSchema,
  type ShippingMethodResponse,
  type ShippingZoneResponse,
} from './shipping';
export {
  shippingRateRequestSchema,
  shippingRateResponseSchema,
  type ShippingRateRequest,
  type ShippingRateResponse,
} from './shipping-rate';
export {
  TAXES_DEFAULT_PER_PAGE,
  taxListQuerySchema,
  taxListResponseSchema,
  taxRuleResponseSchema,
  type TaxListQuery,
  type TaxRuleResponse,
} from './taxes';
export {
  TRIAL_PROGRAM_MESSAGES,
  trialProgramQuerySchema,
  trialProgramRequestSchema,
  trialProgramResponseSchema,
  type TrialProgramResponse,
} from './trial-program';
