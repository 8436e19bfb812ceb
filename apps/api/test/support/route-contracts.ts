import { createHash } from 'node:crypto';
import {
  adminAuditQuerySchema,
  adminContentLanguageParamsSchema,
  adminContentParamsSchema,
  adminContentSaveSchema,
  adminContentVersionParamsSchema,
  adminCreateStaffRequestSchema,
  adminPasswordChangeRequestSchema,
  adminRecoveryCodesRequestSchema,
  adminStaffParamsSchema,
  adminUpdateStaffRequestSchema,
  adminCustomerListQuerySchema,
  adminCustomerParamsSchema,
  adminPaymentRetryRequestSchema,
  adminSubscriptionActionRequestSchema,
  adminSubscriptionListQuerySchema,
  adminSubscriptionParamsSchema,
  adminAssessmentParamsSchema,
  adminAssessmentQuerySchema,
  adminAssessmentViewRequestSchema,
  adminPrivacyRequestParamsSchema,
  adminPrivacyRequestQuerySchema,
  adminSafetySignOffRequestSchema,
  adminFulfilmentQuerySchema,
  adminFulfilmentPdfQuerySchema,
  adminOrderListQuerySchema,
  adminOrderParamsSchema,
  adminCouponListQuerySchema,
  adminCouponParamsSchema,
  adminCouponRequestSchema,
  adminEndRequestSchema,
  adminIdParamsSchema,
  adminShippingMethodParamsSchema,
  adminShippingMethodVersionRequestSchema,
  adminShippingSurchargeRequestSchema,
  adminTaxRuleListQuerySchema,
  adminTaxRuleRequestSchema,
  adminProductListQuerySchema,
  adminProductParamsSchema,
  adminProductUpdateSchema,
  adminRefundRequestSchema,
  adminShipmentRequestSchema,
  adminSignInRequestSchema,
  adminTwoFactorRequestSchema,
  accountAddressesRequestSchema,
  addressPreviewRequestSchema,
  checkoutPlaceRequestSchema,
  checkoutQuoteRequestSchema,
  couponValidateRequestSchema,
  customerCreateRequestSchema,
  customerParamsSchema,
  customerUpdateRequestSchema,
  deletionRequestBodySchema,
  emailChangeUndoRequestSchema,
  mailingFieldsRequestSchema,
  mailingLinkRequestSchema,
  mailingSearchQuerySchema,
  mailingSubscribeRequestSchema,
  mailingTagsRequestSchema,
  mailingUpdateRequestSchema,
  newsletterRequestSchema,
  helpMessageRequestSchema,
  orderCreateRequestSchema,
  orderListQuerySchema,
  orderParamsSchema,
  orderUpdateRequestSchema,
  pageListQuerySchema,
  pageParamsSchema,
  pageQuerySchema,
  passwordChangeRequestSchema,
  paymentCustomerCreateRequestSchema,
  paymentCustomerGetRequestSchema,
  paymentCustomerUpdateRequestSchema,
  productListQuerySchema,
  productParamsSchema,
  productQuerySchema,
  resetPassConfirmSchema,
  resetPassRequestSchema,
  shippingMethodParamsSchema,
  shippingRateRequestSchema,
  shippingZoneParamsSchema,
  subscriberParamsSchema,
  cardUpdateRequestSchema,
  subscriptionActionRequestSchema,
  subscriptionCreateRequestSchema,
  subscriptionEventListQuerySchema,
  subscriptionParamsSchema,
  subscriptionPlanPreviewRequestSchema,
  subscriptionUpdateRequestSchema,
  surveyParamsSchema,
  surveySubmitRequestSchema,
  taxListQuerySchema,
  testAuthenticationRequestSchema,
  tokenRequestSchema,
  trialProgramQuerySchema,
  trialProgramRequestSchema,
} from '@maplepack/api-contract';
import { z } from 'zod';
import { doses, OTTAWA, orderBody, type Card } from './checkout';

/**
 * Every route the API registers, with the contract schemas of what it reads (issue 11). The
 * contract fuzz test fails for a route missing here, so a new route is fuzzed from its first day;
 * the unbounded-input test checks every string, array and object in these schemas has a bound.
 * HEAD routes follow their GET.
 */

/** The shop state a request can point at: the fuzzing customer and what it owns. */
export interface FuzzContext {
  customerId: number;
  email: string;
  card: Card;
  orderId: number;
  subscriptionId: number;
  surveyId: string;
}

/** A well-formed request to mutate: it reaches deeper than a generated one (pricing, payments, storage). */
export interface RequestExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface RouteContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is read as raw bytes (the Stripe webhook): no schema, any JSON. */
  rawBody?: true;
  examples?: (context: FuzzContext) => RequestExample[];
  /** Headers the route reads, with values to try besides none. */
  headers?: Record<string, readonly string[]>;
}

const CONSENT = { given: true, text: 'Yes, send me news and offers by e-mail.', source: 'form' };
const subscriberId = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');
const SURVEY_ANSWERS = {
  name: 'Fuzz',
  consent: true,
  email: 'fuzz@example.ca',
  birthday: '05141990',
  sex: 'Female',
  pregnancy_status: 'None of these',
  concerns: ['Sleep', 'Gut Health'],
  concerns_fallback: { each: ["Let's see recommendations"] },
};
const ODD_HEADER_VALUES = ['a\u0000b', '\ud800', 'x'.repeat(300), ''];

export const ROUTE_CONTRACTS: Readonly<Record<string, RouteContract>> = {
  'GET /api/v1/health': {},
  'GET /api/v1/products': {
    query: productListQuerySchema,
    examples: () => [{ query: { category: '12', per_page: '50', page: '1' } }],
  },
  'GET /api/v1/products/:id': {
    params: productParamsSchema,
    query: productQuerySchema,
    examples: () => [{ params: { id: '2401' } }],
  },
  'GET /api/v1/categories': {},
  'GET /api/v1/taxes': { query: taxListQuerySchema, examples: () => [{ query: { date: '2026-11-21' } }] },
  'GET /api/v1/shipping-zones': {},
  'GET /api/v1/shipping-zones/:id': {
    params: shippingZoneParamsSchema,
    examples: () => [{ params: { id: '1' } }],
  },
  'GET /api/v1/shipping-zones/:id/methods': {
    params: shippingZoneParamsSchema,
    examples: () => [{ params: { id: '1' } }],
  },
  'GET /api/v1/shipping-zones/:id/methods/:instanceId': {
    params: shippingMethodParamsSchema,
    examples: () => [{ params: { id: '1', instanceId: '4' } }],
  },
  'POST /api/v1/shipping-rate': {
    body: shippingRateRequestSchema,
    examples: () => [{ body: { postal_code: 'X0A 0H0', city: 'Iqaluit' } }],
  },
  'POST /api/v1/coupons/validate': {
    body: couponValidateRequestSchema,
    examples: (context) => [
      {
        body: {
          coupon: 'vitamins2',
          email: context.email,
          products: [{ id: 2401, categories: [12] }],
          subtotal: '35.00',
        },
      },
    ],
  },
  'GET /api/v1/trial-program': {
    query: trialProgramQuerySchema,
    examples: (context) => [{ query: { email: context.email } }],
  },
  'POST /api/v1/trial-program': {
    body: trialProgramRequestSchema,
    examples: (context) => [{ body: { email: context.email } }],
  },
  'GET /api/v1/pages': { query: pageListQuerySchema, examples: () => [{ query: { slug: 'faq' } }] },
  'GET /api/v1/pages/:slug': { params: pageParamsSchema, examples: () => [{ params: { slug: 'home' } }] },
  'POST /api/v1/token': {
    body: tokenRequestSchema,
    examples: (context) => [{ body: { email: context.email, password: 'not-the-password' } }],
  },
  'POST /api/v1/token/validate': {},
  'POST /api/v1/logout': {},
  'GET /api/v1/mailchimp': {
    query: mailingSearchQuerySchema,
    examples: (context) => [{ query: { email: context.email } }],
  },
  'POST /api/v1/mailchimp': {
    body: mailingSubscribeRequestSchema,
    examples: (context) => [
      {
        body: {
          email: context.email,
          merge_fields: { NAME: 'Fuzz Tester', SURVEYDATE: '2026-11-21' },
          status: 'subscribed',
          tags: [{ name: '@survey/SplitPack', status: 'active' }],
          consent: CONSENT,
        },
      },
    ],
  },
  'POST /api/v1/mailchimp/confirm': {
    body: mailingLinkRequestSchema,
    examples: () => [{ body: { token: 'a'.repeat(43) } }],
  },
  'POST /api/v1/mailchimp/unsubscribe': {
    body: mailingLinkRequestSchema,
    examples: (context) => [{ body: { token: `${subscriberId(context.email)}.${'b'.repeat(43)}` } }],
  },
  'PUT /api/v1/mailchimp/:id': {
    params: subscriberParamsSchema,
    body: mailingUpdateRequestSchema,
    examples: (context) => [
      { params: { id: subscriberId(context.email) }, body: { status: 'subscribed', consent: CONSENT } },
    ],
  },
  'POST /api/v1/mailchimp/tags/:id': {
    params: subscriberParamsSchema,
    body: mailingTagsRequestSchema,
    examples: (context) => [
      {
        params: { id: subscriberId(context.email) },
        body: { tags: [{ name: 'Survey Completed', status: 'active' }] },
      },
    ],
  },
  'PUT /api/v1/mailchimp/fields/:id': {
    params: subscriberParamsSchema,
    body: mailingFieldsRequestSchema,
    examples: (context) => [
      { params: { id: subscriberId(context.email) }, body: { merge_fields: { NAME: 'Fuzz' } } },
    ],
  },
  'POST /api/v1/survey': {
    body: surveySubmitRequestSchema,
    examples: () => [
      {
        body: {
          id: '7d3c2a8e-5b1f-4c6d-9e0a-1f2b3c4d5e6f',
          value: JSON.stringify(SURVEY_ANSWERS),
          debug: true,
          version: '1.5',
        },
      },
    ],
  },
  'GET /api/v1/survey/results': {},
  'GET /api/v1/survey/profile': {},
  'GET /api/v1/survey/:survey_id': {
    params: surveyParamsSchema,
    examples: (context) => [{ params: { survey_id: context.surveyId } }],
  },
  'GET /api/v1/payments/config': {},
  'POST /api/v1/checkout/quote': {
    body: checkoutQuoteRequestSchema,
    examples: (context) => [
      {
        body: {
          lines: [{ product_id: 2401, am_dose: 1, pm_dose: 1 }],
          coupons: ['welcome10'],
          destination: { postcode: 'K2P 1L4', city: 'Ottawa' },
          email: context.email,
        },
      },
    ],
  },
  'POST /api/v1/checkout': {
    body: checkoutPlaceRequestSchema,
    examples: () => [
      {
        body: {
          contact: {
            first_name: 'Fuzz',
            last_name: 'Tester',
            email: 'fuzz-checkout@example.ca',
            password: 'a-long-fuzz-passphrase',
            marketing: { given: false, text: '' },
            terms_accepted: true,
          },
          shipping: {
            first_name: 'Fuzz',
            last_name: 'Tester',
            address_1: OTTAWA.address_1,
            city: 'Ottawa',
            state: 'ON',
            postcode: 'K2P 1L4',
          },
          lines: [{ product_id: 2401, am_dose: 1, pm_dose: 1 }],
          payment: { method: 'card', token: 'tok_visa' },
          expected_total: '1.00',
        },
      },
    ],
    headers: { 'idempotency-key': ['fuzz-checkout-key-0001', ...ODD_HEADER_VALUES] },
  },
  'GET /api/v1/checkout/receipt': {},
  'POST /api/v1/payments/test/authenticate': {
    body: testAuthenticationRequestSchema,
    examples: () => [{ body: { payment_intent_id: 'test_pi_fuzz', outcome: 'succeed' } }],
  },
  'POST /api/v1/stripe/customer/create': {
    body: paymentCustomerCreateRequestSchema,
    examples: (context) => [{ body: { token: 'tok_visa', email: context.email, name: 'Fuzz Tester' } }],
  },
  'POST /api/v1/stripe/customer/get': {
    body: paymentCustomerGetRequestSchema,
    examples: (context) => [{ body: { id: context.card.customer_id } }, { body: {} }],
  },
  'POST /api/v1/stripe/customer/update': {
    body: paymentCustomerUpdateRequestSchema,
    examples: () => [{ body: { token: 'tok_mastercard' } }],
  },
  'POST /api/v1/stripe/webhook': {
    rawBody: true,
    examples: () => [{ body: { id: 'evt_1', type: 'customer.deleted', data: { object: { id: 'cus_1' } } } }],
    headers: { 'stripe-signature': ['t=1,v1=abc', ...ODD_HEADER_VALUES] },
  },
  'POST /api/v1/customers': {
    body: customerCreateRequestSchema,
    examples: () => [
      {
        body: {
          first_name: 'Fuzz',
          last_name: 'Tester',
          email: 'fuzz-signup@example.ca',
          password: 'fuzz-password-1',
          meta_data: [{ key: 'source', value: { from: 'survey', tags: ['a', 1, null] } }],
        },
      },
    ],
  },
  'GET /api/v1/customers/:id': {
    params: customerParamsSchema,
    examples: (context) => [{ params: { id: String(context.customerId) } }],
  },
  'PUT /api/v1/customers/:id': {
    params: customerParamsSchema,
    body: customerUpdateRequestSchema,
    examples: (context) => [
      {
        params: { id: String(context.customerId) },
        body: {
          meta_data: [{ key: 'preferences', value: { split: true, notes: 'morning' } }],
          billing: { ...OTTAWA, phone: '613-555-0199', email: context.email },
          shipping: {
            address_1: '1 Rue Sainte-Catherine',
            city: 'Montréal',
            postcode: 'h2x1y4',
            state: 'qc',
          },
        },
      },
    ],
  },
  'POST /api/v1/customers/email-change/undo': {
    body: emailChangeUndoRequestSchema,
    examples: (context) => [
      { body: { key: 'a'.repeat(43), id: context.customerId, password: 'fuzz-password-undo-2' } },
    ],
  },
  'POST /api/v1/reset-pass': {
    body: z.union([resetPassConfirmSchema, resetPassRequestSchema]),
    examples: (context) => [
      { body: { email: context.email } },
      { body: { key: 'a'.repeat(64), id: context.customerId, password: 'fuzz-password-2' } },
    ],
  },
  'GET /api/v1/orders': {
    query: orderListQuerySchema,
    examples: (context) => [{ query: { customer: String(context.customerId), page: '1', per_page: '5' } }],
  },
  'GET /api/v1/orders/:id': {
    params: orderParamsSchema,
    examples: (context) => [{ params: { id: String(context.orderId) } }],
  },
  'POST /api/v1/orders': {
    body: orderCreateRequestSchema,
    examples: (context) => [{ body: orderBody(context.card, context.email) }],
    headers: { 'idempotency-key': ['fuzz-order-key-0001', ...ODD_HEADER_VALUES] },
  },
  'PUT /api/v1/orders/:id': {
    params: orderParamsSchema,
    body: orderUpdateRequestSchema,
    examples: (context) => [
      {
        params: { id: String(context.orderId) },
        body: {
          line_items: [{ product_id: 2401, quantity: 3, meta_data: doses(2, 1) }],
          meta_data: [{ key: '_wc_acof_4', value: 'Dr. Priya Patel' }],
          shipping: { city: 'Ottawa' },
        },
      },
    ],
  },
  'POST /api/v1/orders/:id/preview': {
    params: orderParamsSchema,
    body: orderUpdateRequestSchema,
    examples: (context) => [
      {
        params: { id: String(context.orderId) },
        body: {
          line_items: [{ product_id: 2401, quantity: 3, meta_data: doses(2, 1) }],
          meta_data: [{ key: '_wc_acof_4', value: 'Dr. Priya Patel' }],
          shipping: { city: 'Ottawa' },
        },
      },
    ],
  },
  'GET /api/v1/subscriptions': {},
  'GET /api/v1/subscriptions/:id': {
    params: subscriptionParamsSchema,
    examples: (context) => [{ params: { id: String(context.subscriptionId) } }],
  },
  'POST /api/v1/subscriptions': {
    body: subscriptionCreateRequestSchema,
    examples: (context) => [
      {
        body: {
          items: [{ productId: 2401, amQty: 1, pmQty: 0 }],
          stripeToken: context.card.card_id,
          stripeCustomer: context.card.customer_id,
          wooCommerceUserId: context.customerId,
          shippingData: { address1: OTTAWA.address_1, city: 'Ottawa', postcode: 'k2p1l4' },
          first_name: 'Fuzz',
          last_name: 'Tester',
          email: context.email,
          orderResponseId: context.orderId,
        },
      },
    ],
  },
  'PUT /api/v1/subscriptions/:id': {
    params: subscriptionParamsSchema,
    body: subscriptionUpdateRequestSchema,
    examples: (context) => [
      {
        params: { id: String(context.subscriptionId) },
        body: {
          line_items: [{ product_id: 2205, quantity: 2, meta_data: doses(1, 1) }],
          meta_data: [{ key: 'note', value: 'fuzz' }],
        },
      },
    ],
    headers: { 'if-match': ['*', '"stale"', ...ODD_HEADER_VALUES] },
  },
  'POST /api/v1/subscriptions/:id/actions': {
    params: subscriptionParamsSchema,
    body: subscriptionActionRequestSchema,
    examples: (context) => [
      { params: { id: String(context.subscriptionId) }, body: { type: 'subscription.skip' } },
      { params: { id: String(context.subscriptionId) }, body: { type: 'subscription.pause', months: 2 } },
      {
        params: { id: String(context.subscriptionId) },
        body: { type: 'subscription.move-date', date: '2026-12-20' },
      },
      {
        params: { id: String(context.subscriptionId) },
        body: { type: 'subscription.cancel', reason: 'other', note: 'fuzz' },
      },
    ],
    headers: { 'if-match': ['*', '"stale"', ...ODD_HEADER_VALUES] },
  },
  'POST /api/v1/customers/:id/password': {
    params: customerParamsSchema,
    body: passwordChangeRequestSchema,
    examples: (context) => [
      {
        params: { id: String(context.customerId) },
        body: { current_password: 'not the password', password: 'a brand new passphrase' },
      },
    ],
  },
  'POST /api/v1/customers/:id/addresses/preview': {
    params: customerParamsSchema,
    body: addressPreviewRequestSchema,
    examples: (context) => [
      {
        params: { id: String(context.customerId) },
        body: { shipping: { postcode: 'T2G 2M3', city: 'Calgary' } },
      },
    ],
  },
  'PUT /api/v1/customers/:id/addresses': {
    params: customerParamsSchema,
    body: accountAddressesRequestSchema,
    examples: (context) => [
      {
        params: { id: String(context.customerId) },
        body: {
          shipping: {
            first_name: 'Fuzz',
            last_name: 'Tester',
            address_1: '800 Macleod Trail SE',
            city: 'Calgary',
            state: 'AB',
            postcode: 'T2G 2M3',
          },
        },
      },
    ],
  },
  'POST /api/v1/subscriptions/:id/card/setup-intent': {
    params: subscriptionParamsSchema,
    examples: (context) => [{ params: { id: String(context.subscriptionId) } }],
  },
  'PUT /api/v1/subscriptions/:id/card': {
    params: subscriptionParamsSchema,
    body: cardUpdateRequestSchema,
    examples: (context) => [
      { params: { id: String(context.subscriptionId) }, body: { token: 'tok_visa' } },
      { params: { id: String(context.subscriptionId) }, body: { setup_intent_id: 'test_seti_unknown' } },
    ],
  },
  'GET /api/v1/subscriptions/:id/events': {
    params: subscriptionParamsSchema,
    query: subscriptionEventListQuerySchema,
    examples: (context) => [
      { params: { id: String(context.subscriptionId) }, query: { page: '1', per_page: '5' } },
    ],
  },
  'POST /api/v1/subscriptions/:id/preview': {
    params: subscriptionParamsSchema,
    body: subscriptionPlanPreviewRequestSchema,
    examples: (context) => [
      {
        params: { id: String(context.subscriptionId) },
        body: { line_items: [{ product_id: 2205, quantity: 2, meta_data: doses(1, 1) }] },
      },
    ],
  },
  'POST /api/v1/help/messages': {
    body: helpMessageRequestSchema,
    examples: (context) => [
      {
        body: {
          name: 'Fuzz Tester',
          email: context.email,
          message: 'Which vitamin D dose suits me?',
          page: '/products',
          cart: [{ product_id: 2205, am_dose: 1, pm_dose: 0 }],
        },
      },
    ],
  },
  'POST /api/v3/newsletter': {
    body: newsletterRequestSchema,
    examples: (context) => [{ body: { name: 'Fuzz Tester', email: context.email, consent: CONSENT } }],
  },
  'GET /welcomebooklet.pdf': { query: pageQuerySchema, examples: () => [{ query: { lang: 'fr' } }] },
  'GET /api/v1/account/data-export': {},
  'GET /api/v1/account/deletion-request': {},
  'POST /api/v1/account/deletion-request': {
    body: deletionRequestBodySchema,
    examples: () => [{ body: { password: 'not the password' } }],
  },
  'DELETE /api/v1/account/deletion-request': {},
  // The back office (issue 18): without a staff session these answer 401 or 403 (the fuzzer is a
  // customer); test/admin-*.test.ts sign staff in and check them.
  'POST /api/v1/admin/session': {
    body: adminSignInRequestSchema,
    examples: () => [{ body: { email: 'owner@maplepack.test', password: 'wrong-password' } }],
  },
  'POST /api/v1/admin/session/two-factor': {
    body: adminTwoFactorRequestSchema,
    examples: () => [{ body: { challenge: 'no-such-challenge', code: '123456' } }],
  },
  'GET /api/v1/admin/session': {},
  'DELETE /api/v1/admin/session': {},
  'GET /api/v1/admin/orders': {
    query: adminOrderListQuerySchema,
    examples: () => [
      { query: { search: 'fuzz', status: 'processing', from: '2026-11-01', to: '2026-11-30' } },
    ],
  },
  'GET /api/v1/admin/orders/:id': {
    params: adminOrderParamsSchema,
    examples: (context) => [{ params: { id: String(context.orderId) } }],
  },
  'POST /api/v1/admin/orders/:id/shipment': {
    params: adminOrderParamsSchema,
    body: adminShipmentRequestSchema,
    examples: (context) => [
      {
        params: { id: String(context.orderId) },
        body: { carrier: 'Canada Post', tracking_number: '7023 2100' },
      },
    ],
  },
  'POST /api/v1/admin/orders/:id/refunds': {
    params: adminOrderParamsSchema,
    body: adminRefundRequestSchema,
    headers: { 'idempotency-key': ['fuzz-refund-1', ...ODD_HEADER_VALUES] },
    examples: (context) => [
      { params: { id: String(context.orderId) }, body: { amount: '1.00', reason: 'fuzz' } },
    ],
  },
  'POST /api/v1/admin/orders/:id/confirmation': {
    params: adminOrderParamsSchema,
    examples: (context) => [{ params: { id: String(context.orderId) } }],
  },
  'GET /api/v1/admin/fulfilment': {
    query: adminFulfilmentQuerySchema,
    examples: () => [{ query: { date: '2026-11-21' } }],
  },
  'GET /api/v1/admin/fulfilment.csv': {
    query: adminFulfilmentQuerySchema,
    examples: () => [{ query: { date: '2026-11-21' } }],
  },
  'GET /api/v1/admin/fulfilment.pdf': {
    query: adminFulfilmentPdfQuerySchema,
    examples: () => [{ query: { date: '2026-11-21', paper: 'a4' } }],
  },
  'GET /api/v1/admin/subscriptions': {
    query: adminSubscriptionListQuerySchema,
    examples: () => [
      { query: { search: 'fuzz', status: 'active', renewal_from: '2026-11-01', renewal_to: '2026-12-31' } },
    ],
  },
  'GET /api/v1/admin/subscriptions/:id': {
    params: adminSubscriptionParamsSchema,
    examples: (context) => [{ params: { id: String(context.subscriptionId) } }],
  },
  'POST /api/v1/admin/subscriptions/:id/actions': {
    params: adminSubscriptionParamsSchema,
    body: adminSubscriptionActionRequestSchema,
    examples: (context) => [
      {
        params: { id: String(context.subscriptionId) },
        body: { action: { type: 'subscription.move-date', date: '2026-12-01' }, reason: 'fuzz' },
      },
    ],
  },
  'POST /api/v1/admin/subscriptions/:id/payment-retry': {
    params: adminSubscriptionParamsSchema,
    body: adminPaymentRetryRequestSchema,
    examples: (context) => [{ params: { id: String(context.subscriptionId) }, body: { reason: 'fuzz' } }],
  },
  'GET /api/v1/admin/customers': {
    query: adminCustomerListQuerySchema,
    examples: () => [{ query: { search: 'fuzz' } }],
  },
  'GET /api/v1/admin/customers/:id': {
    params: adminCustomerParamsSchema,
    examples: (context) => [{ params: { id: String(context.customerId) } }],
  },
  'POST /api/v1/admin/customers/:id/password-reset': {
    params: adminCustomerParamsSchema,
    examples: (context) => [{ params: { id: String(context.customerId) } }],
  },
  'GET /api/v1/admin/products': {
    query: adminProductListQuerySchema,
    examples: () => [
      { query: { search: 'omega', status: 'publish', stock_status: 'instock', category: '46' } },
    ],
  },
  'GET /api/v1/admin/products/:id': {
    params: adminProductParamsSchema,
    examples: () => [{ params: { id: '2401' } }],
  },
  'PUT /api/v1/admin/products/:id': {
    params: adminProductParamsSchema,
    body: adminProductUpdateSchema,
    examples: () => [
      {
        params: { id: '2401' },
        body: {
          name: 'Omega-3 Fish Oil',
          name_fr: 'Huile de poisson oméga-3',
          description: 'Fish oil.',
          description_fr: 'Huile de poisson.',
          status: 'publish',
          price: '3.50',
          stock_status: 'instock',
          dose_am: 1,
          dose_pm: 1,
          min_pills: 1,
          max_pills: 4,
          npn: '80012345',
          allergens: ['fish'],
          vegan: false,
          vegetarian: false,
          nutrients: { omega3_epaDha_mg: 600 },
          category_ids: [44, 78],
        },
      },
    ],
  },
  'GET /api/v1/admin/coupons': {
    query: adminCouponListQuerySchema,
    examples: () => [{ query: { search: 'welcome', discount_type: 'percent' } }],
  },
  'GET /api/v1/admin/coupons/:id': {
    params: adminCouponParamsSchema,
    examples: () => [{ params: { id: '1' } }],
  },
  'POST /api/v1/admin/coupons': {
    body: adminCouponRequestSchema,
    examples: () => [
      {
        body: {
          code: 'fuzz-coupon',
          description: 'Fuzz',
          discount_type: 'percent',
          amount: '10',
          free_shipping: false,
          individual_use: false,
          product_ids: [2401],
          excluded_product_ids: [],
          product_categories: [46],
          excluded_product_categories: [],
          email_restrictions: ['*@example.ca'],
          minimum_amount: '10.00',
          maximum_amount: null,
          usage_limit: 5,
          usage_limit_per_user: 1,
          date_expires: '2027-01-31T23:59:59-05:00',
        },
      },
    ],
  },
  'PUT /api/v1/admin/coupons/:id': {
    params: adminCouponParamsSchema,
    body: adminCouponRequestSchema,
    examples: () => [
      {
        params: { id: '1' },
        body: {
          code: 'fuzz-coupon',
          description: 'Fuzz',
          discount_type: 'percent',
          amount: '10',
          free_shipping: false,
          individual_use: false,
          product_ids: [2401],
          excluded_product_ids: [],
          product_categories: [46],
          excluded_product_categories: [],
          email_restrictions: ['*@example.ca'],
          minimum_amount: '10.00',
          maximum_amount: null,
          usage_limit: 5,
          usage_limit_per_user: 1,
          date_expires: '2027-01-31T23:59:59-05:00',
        },
      },
    ],
  },
  // Tax rules and shipping with effective dates: fuzzed with dates in the past or far ahead, so a
  // valid body is refused by the schedule (400) or saved; never a 500.
  'GET /api/v1/admin/tax-rules': {
    query: adminTaxRuleListQuerySchema,
    examples: () => [{ query: { state: 'ON', on: '2026-12-01' } }],
  },
  'POST /api/v1/admin/tax-rules': {
    body: adminTaxRuleRequestSchema,
    examples: () => [
      {
        body: {
          state: 'ON',
          name: 'Fuzz levy',
          rate: '1.5',
          priority: 3,
          compound: false,
          shipping: true,
          effective_from: '2031-01-01',
          effective_to: null,
        },
      },
    ],
  },
  'PUT /api/v1/admin/tax-rules/:id': {
    params: adminIdParamsSchema,
    body: adminTaxRuleRequestSchema,
    examples: () => [
      {
        params: { id: '1' },
        body: {
          state: 'ON',
          name: 'HST',
          rate: '13',
          priority: 1,
          compound: false,
          shipping: true,
          effective_from: '2031-01-01',
          effective_to: null,
        },
      },
    ],
  },
  'POST /api/v1/admin/tax-rules/:id/end': {
    params: adminIdParamsSchema,
    body: adminEndRequestSchema,
    examples: () => [{ params: { id: '999999' }, body: { effective_to: '2031-01-01' } }],
  },
  'GET /api/v1/admin/shipping': {},
  'POST /api/v1/admin/shipping/methods/:instanceId/versions': {
    params: adminShippingMethodParamsSchema,
    body: adminShippingMethodVersionRequestSchema,
    examples: () => [
      { params: { instanceId: '4' }, body: { amount: '60.00', effective_from: '2031-01-01' } },
    ],
  },
  'POST /api/v1/admin/shipping/method-versions/:id/end': {
    params: adminIdParamsSchema,
    body: adminEndRequestSchema,
    examples: () => [{ params: { id: '999999' }, body: { effective_to: '2031-01-01' } }],
  },
  'POST /api/v1/admin/shipping/surcharges': {
    body: adminShippingSurchargeRequestSchema,
    examples: () => [{ body: { prefix: 'X', amount: '10.00', effective_from: '2031-01-01' } }],
  },
  'POST /api/v1/admin/shipping/surcharge-versions/:id/end': {
    params: adminIdParamsSchema,
    body: adminEndRequestSchema,
    examples: () => [{ params: { id: '999999' }, body: { effective_to: '2031-01-01' } }],
  },
  'GET /api/v1/admin/content': {},
  'GET /api/v1/admin/content/:slug': {
    params: adminContentParamsSchema,
    examples: () => [{ params: { slug: 'faq' } }],
  },
  'PUT /api/v1/admin/content/:slug/:lang': {
    params: adminContentLanguageParamsSchema,
    body: adminContentSaveSchema('faq'),
    examples: () => [
      {
        params: { slug: 'faq', lang: 'fr' },
        body: {
          title: 'FAQ',
          acf: { title: 'Foire aux questions', questions: [{ question: 'Q ?', answer: 'R.' }] },
        },
      },
    ],
  },
  'GET /api/v1/admin/content/:slug/versions': {
    params: adminContentParamsSchema,
    examples: () => [{ params: { slug: 'faq' } }],
  },
  'POST /api/v1/admin/content/:slug/versions/:id/restore': {
    params: adminContentVersionParamsSchema,
    examples: () => [{ params: { slug: 'faq', id: '999999' } }],
  },
  'GET /api/v1/admin/audit': {
    query: adminAuditQuerySchema,
    examples: () => [{ query: { staff: 'owner', action: 'order.refunded', target: 'order:1' } }],
  },
  // The pharmacist's, privacy and dashboard routes (admin-care.ts): fuzzed as the owner, so the
  // health answers and the sign-off answer 403; test/admin-care.test.ts covers every role.
  'GET /api/v1/admin/health-answers': {
    query: adminAssessmentQuerySchema,
    examples: (context) => [{ query: { q: context.email } }],
  },
  'POST /api/v1/admin/health-answers/:id/views': {
    params: adminAssessmentParamsSchema,
    body: adminAssessmentViewRequestSchema,
    examples: () => [{ params: { id: 'no-such-assessment' }, body: { reason: 'fuzzing the route' } }],
  },
  'GET /api/v1/admin/safety-rules': {},
  'POST /api/v1/admin/safety-rules/sign-offs': {
    body: adminSafetySignOffRequestSchema,
    examples: () => [{ body: { fingerprint: '0'.repeat(64) } }],
  },
  'GET /api/v1/admin/privacy-requests': {
    query: adminPrivacyRequestQuerySchema,
    examples: () => [{ query: { kind: 'deletion', state: 'pending' } }],
  },
  'POST /api/v1/admin/privacy-requests/:id/erasure': {
    params: adminPrivacyRequestParamsSchema,
    examples: () => [{ params: { id: '999999' } }],
  },
  'GET /api/v1/admin/dashboard': {},
  'GET /api/v1/safety-review': {},
  'GET /api/v1/admin/staff': {},
  'POST /api/v1/admin/staff': {
    body: adminCreateStaffRequestSchema,
    examples: (context) => [{ body: { email: context.email, role: 'support', name: 'Fuzz' } }],
  },
  'PATCH /api/v1/admin/staff/:id': {
    params: adminStaffParamsSchema,
    body: adminUpdateStaffRequestSchema,
    examples: () => [{ params: { id: '1' }, body: { disabled: true } }],
  },
  'POST /api/v1/admin/staff/:id/two-factor-reset': {
    params: adminStaffParamsSchema,
    examples: () => [{ params: { id: '1' } }],
  },
  'GET /api/v1/admin/me/security': {},
  'PUT /api/v1/admin/me/password': {
    body: adminPasswordChangeRequestSchema,
    examples: () => [{ body: { current_password: 'not it', new_password: 'a long new password' } }],
  },
  'POST /api/v1/admin/me/recovery-codes': {
    body: adminRecoveryCodesRequestSchema,
    examples: () => [{ body: { current_password: 'not it', code: '123456' } }],
  },
};

/** The contract of a registered route (`METHOD /path`); HEAD uses its GET's. */
export function contractOf(route: string): RouteContract | undefined {
  return ROUTE_CONTRACTS[route.replace(/^HEAD /, 'GET ')];
}
