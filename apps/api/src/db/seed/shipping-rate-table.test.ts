import { shippingSettingsOn } from '@maplepack/pricing';
import {
  BASE_RATE_CENTS,
  FREE_SHIPPING_MIN_CENTS,
  SHIPPING_RATE_TABLE,
  SHIPPING_TABLE_STARTS,
} from './shipping-rate-table';

// The seeded table as pricing reads it once dated (seed-shipping.ts, migration 0012): each row's rate is
// the base cost plus its surcharge, so the dated versions price every postal code as the old rows did.
const seeded = {
  methods: [
    {
      id: 1,
      instanceId: 3,
      costCents: BASE_RATE_CENTS,
      minAmountCents: null,
      effectiveFrom: SHIPPING_TABLE_STARTS,
      effectiveTo: null,
    },
    {
      id: 2,
      instanceId: 4,
      costCents: null,
      minAmountCents: FREE_SHIPPING_MIN_CENTS,
      effectiveFrom: SHIPPING_TABLE_STARTS,
      effectiveTo: null,
    },
  ],
  surcharges: SHIPPING_RATE_TABLE.map((row, index) => ({
    id: index + 1,
    prefix: row.prefix,
    extraFeeCents: row.extraFeeCents,
    effectiveFrom: SHIPPING_TABLE_STARTS,
    effectiveTo: null,
  })),
  rateMethodId: 3,
  freeMethodId: 4,
};

describe('the seeded shipping table, dated', () => {
  it.each([
    ['K1A 0B1', '', 950, 0],
    ['X0A 0H0', 'X', 1950, 1000],
    ['Y1A 1A1', 'Y', 1950, 1000],
    ['P0V 1A0', 'P0V', 1450, 500],
    ['P0A 1A0', '', 950, 0],
    ['V0T 1A0', 'V0T', 1450, 500],
  ])('%s: prefix "%s", rate %i, extra fee %i', (code, prefix, rateCents, extraFeeCents) => {
    const found = shippingSettingsOn(seeded, code, '2026-11-21');
    expect(found).toMatchObject({ ok: true, settings: { rateCents, extraFeeCents }, surcharge: { prefix } });
  });

  it('prices every row as its old rate: the base cost plus its surcharge', () => {
    for (const row of SHIPPING_RATE_TABLE) expect(row.rateCents).toBe(BASE_RATE_CENTS + row.extraFeeCents);
  });
});
