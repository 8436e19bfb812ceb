import { z } from 'zod';
import { moneyInput, moneyString } from './money';
import { MAX_PER_PAGE, paginationQuery, totalPages } from './pagination';
import { emailSchema, queryBoolean, queryInteger } from './query-values';

describe('query values', () => {
  it('reads whole numbers from text or numbers, and refuses the rest', () => {
    expect(queryInteger.parse('42')).toBe(42);
    expect(queryInteger.parse(7)).toBe(7);
    for (const bad of ['', '1.5', '-1', 'abc', 2.5]) expect(queryInteger.safeParse(bad).success).toBe(false);
  });

  it('reads flags', () => {
    expect(queryBoolean.parse('true')).toBe(true);
    expect(queryBoolean.parse(false)).toBe(false);
    expect(queryBoolean.safeParse('yes').success).toBe(false);
  });

  it('lower-cases and trims e-mails and uses the spec message', () => {
    expect(emailSchema.parse('  Ann@Example.CA ')).toBe('ann@example.ca');
    expect(emailSchema.safeParse('ann@').error?.issues[0]?.message).toBe('Please enter a valid email.');
  });
});

describe('pagination', () => {
  const schema = z.object(paginationQuery(20));

  it('defaults page 1 and the resource page size', () => {
    expect(schema.parse({})).toEqual({ page: 1, per_page: 20 });
  });

  it(`allows per_page up to ${MAX_PER_PAGE}`, () => {
    expect(schema.parse({ per_page: '100', page: '3' })).toEqual({ page: 3, per_page: 100 });
    expect(schema.safeParse({ per_page: '101' }).success).toBe(false);
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
  });

  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [71, 10, 8],
  ])('%i items at %i a page take %i pages', (total, perPage, pages) => {
    expect(totalPages(total, perPage)).toBe(pages);
  });
});

describe('money', () => {
  it('writes exactly two decimals', () => {
    expect(moneyString.safeParse('4.50').success).toBe(true);
    for (const bad of ['4.5', '4', '-1.00', '4.500', '4,50'])
      expect(moneyString.safeParse(bad).success).toBe(false);
  });

  it('reads lenient amounts into cents', () => {
    expect(moneyInput.parse('12')).toBe(1200);
    expect(moneyInput.parse('0.29')).toBe(29);
    expect(moneyInput.safeParse('1.234').success).toBe(false);
  });
});
