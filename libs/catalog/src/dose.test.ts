import { clampDailyPills, clampDoseQuantity, DOSE_TIMES, standardDailyPills } from './dose';
import { FIXTURE_FISH_OIL, FIXTURE_MAGNESIUM, FIXTURE_VITAMIN_D } from './testing';

describe('standardDailyPills', () => {
  it.each([
    [FIXTURE_VITAMIN_D, 1],
    [FIXTURE_MAGNESIUM, 2],
    [FIXTURE_FISH_OIL, 2],
  ])('adds the morning and evening standard doses of %s', (product, expected) => {
    expect(standardDailyPills(product)).toBe(expected);
  });
});

describe('clampDailyPills', () => {
  const product = { pills: { min: 1, max: 3 } };
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [7, 3],
    [2.9, 2],
    [Number.NaN, 1],
  ])('clamps %d pills a day to %d', (input, expected) => {
    expect(clampDailyPills(product, input)).toBe(expected);
  });

  it('lets min win when the catalogue has min above max', () => {
    expect(clampDailyPills({ pills: { min: 3, max: 1 } }, 2)).toBe(3);
  });
});

describe('clampDoseQuantity', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [2, 2],
    [2.5, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('stores %d as %d', (input, expected) => {
    expect(clampDoseQuantity(input)).toBe(expected);
  });
});

it('fills the pack morning first', () => {
  expect(DOSE_TIMES).toEqual(['am', 'pm']);
});
