// Another app's ES module, type-checked (strict, no skipLibCheck) and run against the installed
// tarballs by tools/packages/consumer-test.mjs. It prints one JSON line the test reads.
import { createApiClient } from '@maplepack/api-client';
import { productResponseFixture } from '@maplepack/api-client/testing';
import { type ProductResponse } from '@maplepack/api-contract';
import { cartLinesForPricing, EMPTY_CART_STATE, type CartState } from '@maplepack/cart';
import { FIXTURE_FISH_OIL, FIXTURE_VITAMIN_D } from '@maplepack/catalog/testing';
import { priceOrder, taxRulesInEffect, type PriceBreakdown } from '@maplepack/pricing';
import { recommend } from '@maplepack/recommendation';
import { FRENCH_MESSAGES } from '@maplepack/recommendation/fr';
import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { walkInputSchema, walkSurvey } from '@maplepack/survey-engine';

// Price a cart: the cart's lines go to priceOrder as they are.
const cart: CartState = {
  ...EMPTY_CART_STATE,
  entries: {
    [FIXTURE_VITAMIN_D.id]: { amQty: 2, pmQty: 0, reason: '', order: 0, addedToCart: 0, deleted: false },
    [FIXTURE_FISH_OIL.id]: { amQty: 1, pmQty: 1, reason: '', order: 1, addedToCart: 0, deleted: false },
  },
  cartProducts: [FIXTURE_VITAMIN_D, FIXTURE_FISH_OIL],
};
const taxes = taxRulesInEffect('2026-11-21');
if (!taxes.ok) throw new Error(taxes.message);
const price: PriceBreakdown = priceOrder({
  mode: 'guest',
  lines: cartLinesForPricing(cart),
  oldPackSubtotalCents: 0,
  coupons: [],
  location: { country: 'CA', state: 'ON' },
  shipping: { rateCents: 1000, extraFeeCents: 0, freeShippingMinCents: 5000 },
  campaign: null,
  taxRules: taxes.rules,
});
// @ts-expect-error a field PriceBreakdown does not have: the declarations really type the result
price.grandTotalCents;

// Walk the survey and recommend, with a profile the testing entry ships.
const input = walkInputSchema.parse(SURVEY_PROFILES.youngWoman);
const walked = walkSurvey(SURVEY_V1_5, input);
if (!walked.ok) throw new Error(walked.message);
const recommended = recommend(input);
if (!recommended.ok) throw new Error(recommended.message);
// The French words, from their own entry.
const enFrancais = recommend(input, { messages: FRENCH_MESSAGES });
if (!enFrancais.ok) throw new Error(enFrancais.message);
const frenchReason = enFrancais.recommendation.tiers[1][0]?.reason;

// The API client, answered by a stand-in fetch: its response types are the contract's.
const fetchStub: typeof fetch = async () =>
  new Response(JSON.stringify([productResponseFixture()]), {
    headers: { 'content-type': 'application/json', 'x-wp-total': '1', 'x-wp-totalpages': '1' },
  });
const client = createApiClient({ baseUrl: 'https://shop.example', fetch: fetchStub });
const page = await client.products.list({ category: 46, per_page: 50, page: 1 });
const first: ProductResponse | undefined = page.items[0];
// @ts-expect-error a misspelt field of a product response must not compile (it did when the
// declarations pointed into the repository and every response was an error or `any`)
const misspelt: string = page.items[0]?.nmae;

console.log(
  JSON.stringify({
    totalCents: price.totalCents,
    subtotalCents: price.subtotalCents,
    walkEnd: walked.walk.end,
    recommendedTier: recommended.recommendation.recommendedTier,
    frenchReason,
    productName: first?.name,
    misspelt: misspelt ?? null,
  }),
);
