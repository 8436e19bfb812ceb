export { allocate } from './allocate';
export {
  CANADIAN_TAX_TABLE,
  TAX_TABLE_STARTS,
  taxRulesInEffect,
  type DatedTaxRule,
  type TaxRulesInEffectResult,
} from './canadian-tax-table';
export {
  DISCOUNT_TYPES,
  couponCodeSchema,
  couponSchema,
  discountTypeSchema,
  isRecurringType,
  normalizeCouponCode,
  sameCouponCode,
  wooCouponSchema,
  type Coupon,
  type DiscountType,
  type WooCouponInput,
} from './coupon';
export {
  computeCouponDiscounts,
  couponAppliesOn,
  type CouponDiscounts,
  type DiscountOccasion,
} from './coupon-discount';
export { checkCouponValidity, isLineEligible, type CouponValidity } from './coupon-eligibility';
export {
  NO_COUPON_LIMITS,
  aboveMaximumSpend,
  belowMinimumSpend,
  checkCouponLimits,
  emailAllowed,
  isCouponExpired,
  usageLimitReached,
  type CouponLimitCode,
  type CouponLimitResult,
  type CouponLimits,
  type CouponUse,
} from './coupon-limits';
export {
  COUPON_MESSAGES,
  addCoupon,
  couponMessageFromServer,
  isCouponApplied,
  removeCoupon,
  type AddCouponResult,
} from './coupon-entry';
export {
  MAX_CENTS,
  assertWholeCents,
  centsSchema,
  formatMoney,
  formatMoneyIn,
  moneyLabel,
  moneyStringSchema,
  parseMoney,
  toDecimalString,
  type MoneyParseResult,
} from './money';
export {
  lineQuantity,
  lineSubtotalCents,
  linesSubtotalCents,
  pricingLineSchema,
  type PricingLine,
} from './pricing-line';
export {
  PROVINCE_CODES,
  PROVINCE_NAMES,
  PROVINCE_NAMES_FR,
  PROVINCE_OPTIONS,
  provinceCodeSchema,
  provinceNameIn,
  provinceOptionsIn,
  type ProvinceCode,
} from './province';
export {
  PPM_PER_PERCENT,
  applyRate,
  formatRatePercent,
  parseRatePercent,
  ratePercentStringSchema,
  ratePpmSchema,
  type RateParseResult,
  type RatePpm,
} from './rate';
export { priceRenewal, type PriceRenewalInput, type RenewalBreakdown } from './renewal';
export { shippingCents, type ShippingQuestion, type ShippingSettings } from './shipping';
export { computeTaxes, type TaxLine, type TaxResult } from './tax';
export {
  DEFAULT_TAX_RULE,
  isStandardClass,
  selectTaxRules,
  taxRuleMatches,
  taxRuleSchema,
  wooTaxRuleSchema,
  type TaxLocation,
  type TaxRule,
  type WooTaxRuleInput,
} from './tax-rule';
export {
  priceOrder,
  type CouponOutcome,
  type CouponRejection,
  type PriceBreakdown,
  type PriceOrderInput,
  type PricingMode,
} from './totals';
export {
  priceCartEstimate,
  type CartEstimate,
  type CartEstimateInput,
  type EstimateAmount,
} from './estimate';
export {
  SCHEDULE_MESSAGES,
  applySchedulePlan,
  inForceOn,
  planScheduleChange,
  versionsInForce,
  type DatedVersion,
  type ScheduleChange,
  type SchedulePlan,
} from './dated-schedule';
export {
  MAX_TAX_RULE_RATE_PPM,
  planTaxRuleChange,
  taxRuleKey,
  taxRuleProblem,
  type ScheduledTaxRule,
  type TaxRuleChange,
} from './tax-rule-schedule';
export {
  MAX_SHIPPING_AMOUNT_CENTS,
  coversFrom,
  methodSettingsOn,
  planShippingChange,
  shippingSettingsOn,
  surchargeOn,
  type DatedMethodSettings,
  type DatedSurcharge,
  type ShippingOnDay,
  type ShippingScheduleChange,
  type ShippingScheduleInput,
} from './shipping-schedule';
