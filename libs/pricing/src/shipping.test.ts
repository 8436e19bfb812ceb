import { shippingCents, type ShippingQuestion } from './shipping';

const settings = { rateCents: 950, extraFeeCents: 200, freeShippingMinCents: 6000 };
const ask = (overrides: Partial<ShippingQuestion>): number =>
  shippingCents({ subtotalCents: 810, settings, freeShippingCoupon: false, campaign: null, ...overrides });

describe('shippingCents', () => {
  it.each([
    ['the rate at or below the minimum', { subtotalCents: 6000 }, 950],
    ['only the extra fee strictly above the minimum', { subtotalCents: 6001 }, 200],
    ['nothing with a free-shipping coupon', { freeShippingCoupon: true }, 0],
    ['nothing for the trial program', { campaign: 'trialprogram' }, 0],
    ['nothing for the trial program in another case', { campaign: 'TrialProgram' }, 0],
    ['the rate for another campaign', { campaign: 'spring' }, 950],
    [
      'the rate when there is no minimum',
      { subtotalCents: 1_000_000, settings: { ...settings, freeShippingMinCents: null } },
      950,
    ],
  ])('charges %s', (_label, overrides, expected) => {
    expect(ask(overrides)).toBe(expected);
  });
});
