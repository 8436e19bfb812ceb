// The same packages through `require` (their CommonJS build and declarations).
import pricing = require('@maplepack/pricing');
import catalog = require('@maplepack/catalog');
import recommendation = require('@maplepack/recommendation');

const taxes = pricing.taxRulesInEffect('2026-11-21');
if (!taxes.ok) throw new Error(taxes.message);
const price = pricing.priceOrder({
  mode: 'guest',
  lines: [{ productId: 11, unitPriceCents: 150, amQty: 2, pmQty: 0, categoryIds: [46] }],
  oldPackSubtotalCents: 0,
  coupons: [],
  location: { country: 'CA', state: 'ON' },
  shipping: { rateCents: 1000, extraFeeCents: 0, freeShippingMinCents: 5000 },
  campaign: null,
  taxRules: taxes.rules,
  // @ts-expect-error a field PriceOrderInput does not have
  province: 'ON',
});
const recommended = recommendation.recommend({
  today: '2026-11-21',
  loggedIn: false,
  answers: { consent: false },
});
if (!recommended.ok) throw new Error(recommended.message);

console.log(
  JSON.stringify({
    totalCents: price.totalCents,
    splitPackId: catalog.SPLIT_PACK_ID,
    recommendedTier: recommended.recommendation.recommendedTier,
  }),
);
