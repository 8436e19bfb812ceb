import { SHIPPING_RATE_TABLE } from '../../db/seed/shipping-rate-table';
import { lookupRate } from './shipping-rate-lookup';

describe('lookupRate', () => {
  it.each([
    ['K1A 0B1', 'standard', 950, 0],
    ['X0A 0H0', 'northern', 1950, 1000],
    ['Y1A 1A1', 'northern', 1950, 1000],
    ['P0V 1A0', 'remote', 1450, 500],
    ['P0A 1A0', 'standard', 950, 0],
    ['V0T 1A0', 'remote', 1450, 500],
  ])('%s is %s: rate %i, extra fee %i', (code, area, rateCents, extraFeeCents) => {
    expect(lookupRate(SHIPPING_RATE_TABLE, code)).toMatchObject({ area, rateCents, extraFeeCents });
  });

  it('prefers the longest matching prefix whatever the row order', () => {
    const rows = [
      { prefix: 'A0P', area: 'remote' as const, rateCents: 2, extraFeeCents: 2 },
      { prefix: '', area: 'standard' as const, rateCents: 1, extraFeeCents: 0 },
      { prefix: 'A', area: 'standard' as const, rateCents: 3, extraFeeCents: 0 },
    ];
    expect(lookupRate(rows, 'A0P 1C0')?.rateCents).toBe(2);
    expect(lookupRate(rows, 'A1B 2C3')?.rateCents).toBe(3);
    expect(lookupRate(rows, 'K1A 0B1')?.rateCents).toBe(1);
    expect(lookupRate(rows.slice(0, 1), 'K1A 0B1')).toBeUndefined();
  });
});
