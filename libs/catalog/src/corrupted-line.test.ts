import { checkDoseLine } from './corrupted-line';

const product = { name: 'Magnesium', pills: { min: 1, max: 3 } };

describe('checkDoseLine', () => {
  it.each([
    [1, 0, 1],
    [0, 1, 1],
    [1, 2, 3],
    [0, 3, 3],
  ])('accepts am %i + pm %i = %i pills inside [1, 3]', (amQty, pmQty, dailyPills) => {
    expect(checkDoseLine(product, { amQty, pmQty })).toEqual({ ok: true, dailyPills });
  });

  it.each([
    [2, 2, 4],
    [4, 0, 4],
    [0, 9, 9],
  ])('flags am %i + pm %i = %i pills as above the max', (amQty, pmQty, dailyPills) => {
    expect(checkDoseLine(product, { amQty, pmQty })).toEqual({
      ok: false,
      code: 'line.above-max',
      message: 'Magnesium allows at most 3 pills a day.',
      dailyPills,
      min: 1,
      max: 3,
    });
  });

  it('flags a line below the min', () => {
    expect(checkDoseLine(product, { amQty: 0, pmQty: 0 })).toEqual({
      ok: false,
      code: 'line.below-min',
      message: 'Magnesium needs at least 1 pill a day.',
      dailyPills: 0,
      min: 1,
      max: 3,
    });
  });

  it('uses the plural for a min above one', () => {
    const result = checkDoseLine({ name: 'Fish Oil', pills: { min: 2, max: 4 } }, { amQty: 1, pmQty: 0 });
    expect(result).toMatchObject({
      code: 'line.below-min',
      message: 'Fish Oil needs at least 2 pills a day.',
    });
  });

  it.each([
    [{ pmQty: 1 }, ['am'], 'Magnesium is missing its morning quantity.'],
    [{ amQty: 1, pmQty: null }, ['pm'], 'Magnesium is missing its evening quantity.'],
    [{}, ['am', 'pm'], 'Magnesium is missing its morning and evening quantities.'],
    [{ amQty: -1, pmQty: 1 }, ['am'], 'Magnesium is missing its morning quantity.'],
    [{ amQty: 1.5, pmQty: 1 }, ['am'], 'Magnesium is missing its morning quantity.'],
    [{ amQty: 1, pmQty: Number.NaN }, ['pm'], 'Magnesium is missing its evening quantity.'],
  ])('flags %j as missing %j', (line, missing, message) => {
    expect(checkDoseLine(product, line)).toEqual({
      ok: false,
      code: 'line.quantity-missing',
      message,
      missing,
    });
  });

  it('reports a missing quantity before a range problem', () => {
    expect(checkDoseLine(product, { amQty: 9 })).toMatchObject({
      code: 'line.quantity-missing',
      missing: ['pm'],
    });
  });

  it('lets a product with min = max = 0 (the box) hold nothing', () => {
    expect(checkDoseLine({ name: 'Box', pills: { min: 0, max: 0 } }, { amQty: 0, pmQty: 0 }).ok).toBe(true);
  });
});
