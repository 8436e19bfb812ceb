import { formatMoney, priceOrder, taxRulesInEffect, wooCouponSchema } from '@maplepack/pricing';

// The seeded Canadian rules in force that day; priceOrder picks the address's (Ontario: 13% HST).
const taxes = taxRulesInEffect('2026-11-21');
if (!taxes.ok) throw new Error(taxes.message);

const breakdown = priceOrder({
  mode: 'guest',
  // $9.99 a pill-per-day: two in the morning, one in the evening.
  lines: [{ productId: 101, unitPriceCents: 999, amQty: 2, pmQty: 1, categoryIds: [3] }],
  oldPackSubtotalCents: 0,
  coupons: [wooCouponSchema.parse({ code: 'WELCOME10', amount: '10', discount_type: 'percent' })],
  location: { country: 'CA', state: 'ON' },
  shipping: { rateCents: 1000, extraFeeCents: 0, freeShippingMinCents: 5000 },
  campaign: null,
  taxRules: taxes.rules,
});

for (const coupon of breakdown.coupons) console.log(`${coupon.code}: ${coupon.status}`);
console.log(`subtotal ${formatMoney(breakdown.subtotalCents)}`);
console.log(`discount ${formatMoney(breakdown.discountCents)}`);
console.log(`shipping ${formatMoney(breakdown.shippingCents)}`);
for (const line of breakdown.taxLines) console.log(`${line.name} ${formatMoney(line.amountCents)}`);
console.log(`total ${formatMoney(breakdown.totalCents)}`);
