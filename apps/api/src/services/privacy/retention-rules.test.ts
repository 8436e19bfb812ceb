import fc from 'fast-check';
import {
  KEPT_ADDRESS_FIELDS,
  RETENTION_RULES,
  anonymizedAddress,
  erasedEmail,
  isErasedEmail,
  keptUntil,
  rulesWith,
} from './retention-rules';

describe('the retention rules', () => {
  it('give every field one action and a reason', () => {
    const fields = RETENTION_RULES.map((rule) => rule.field);
    expect(new Set(fields).size).toBe(fields.length);
    for (const rule of RETENTION_RULES) expect(rule.reason.trim().length).toBeGreaterThan(10);
  });

  it('keep the orders and their tax lines for the tax authorities, six years', () => {
    for (const table of ['orders', 'order_lines', 'order_tax_lines', 'order_adjustments'])
      expect(RETENTION_RULES.find((rule) => rule.field === table)).toMatchObject({
        action: 'keep',
        reason: expect.stringMatching(/six years/),
      });
  });

  it('delete the health answers and anonymize the profile', () => {
    expect(rulesWith('delete').map((rule) => rule.field)).toEqual(
      expect.arrayContaining(['survey_submissions', 'addresses', 'mailing_list.member']),
    );
    expect(rulesWith('anonymize').map((rule) => rule.field)).toEqual(
      expect.arrayContaining(['customers.first_name', 'customers.email']),
    );
  });

  it("keep only the province and the country of an order's address", () => {
    expect([...KEPT_ADDRESS_FIELDS].sort()).toEqual(['country', 'state']);
    expect(
      anonymizedAddress({
        first_name: 'Ann',
        last_name: 'Lee',
        address_1: '150 Elgin Street',
        city: 'Ottawa',
        state: 'ON',
        postcode: 'K2P 1L4',
        country: 'CA',
        email: 'ann@example.ca',
        phone: '613-555-0100',
      }),
    ).toEqual({ state: 'ON', country: 'CA' });
  });

  it('give each erased customer a unique address no mail can reach (RFC 2606 .invalid)', () => {
    expect(erasedEmail(12)).toBe('deleted-12@erased.invalid');
    expect(isErasedEmail(erasedEmail(12))).toBe(true);
    expect(isErasedEmail('ann@example.ca')).toBe(false);
  });

  it('keep an order until 31 December six years after its tax year', () => {
    expect(keptUntil(new Date('2026-11-21T15:00:00Z'))).toBe('2032-12-31');
  });

  describe('properties', () => {
    const block = fc.dictionary(
      fc.oneof(fc.constantFrom('state', 'country', 'city', 'first_name', 'address_1'), fc.string()),
      fc.string(),
    );

    it('an anonymized address holds only kept fields, with their values, and is stable', () => {
      fc.assert(
        fc.property(block, (address) => {
          const kept = anonymizedAddress(address);
          for (const [key, value] of Object.entries(kept)) {
            expect(KEPT_ADDRESS_FIELDS).toContain(key);
            expect(value).toBe(address[key]);
          }
          expect(anonymizedAddress(kept)).toEqual(kept);
        }),
      );
    });

    it('erased addresses never collide', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 2_147_483_647 }),
          fc.integer({ min: 1, max: 2_147_483_647 }),
          (a, b) => {
            expect(erasedEmail(a) === erasedEmail(b)).toBe(a === b);
          },
        ),
      );
    });
  });
});
