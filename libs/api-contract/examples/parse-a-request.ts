import {
  checkoutQuoteRequestSchema,
  errorBodySchema,
  postalCodeSchema,
  provinceOfPostalCode,
} from '@maplepack/api-contract';

// The body of POST /api/v1/checkout/quote, parsed as the API parses it (defaults filled in).
const request = checkoutQuoteRequestSchema.parse({
  lines: [{ product_id: 2201, am_dose: 1, pm_dose: 0 }],
  destination: { postcode: 'k1a0b1', city: ' Ottawa ' },
});
console.log(request);

// The checkout request is strict: an unknown field is an error, as is a dose out of range.
const bad = checkoutQuoteRequestSchema.safeParse({
  lines: [{ product_id: 2201, am_dose: 99, pm_dose: 0, price: 1 }],
  destination: { postcode: 'K1A 0B1', city: 'Ottawa' },
});
if (!bad.success) console.log(bad.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`));

console.log(postalCodeSchema.safeParse('H0H 0H0').data, provinceOfPostalCode('H0H 0H0'));
// Every error the API answers has this shape.
console.log(errorBodySchema.parse({ error: { code: 'coupon.invalid', message: 'Coupon is invalid.' } }));
