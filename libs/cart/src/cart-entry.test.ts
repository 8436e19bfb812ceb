import { activeProductIds, entriesInOrder, nextOrder, type CartEntry } from './cart-entry';

const entry = (order: number, deleted = false): CartEntry => ({
  amQty: 1,
  pmQty: 0,
  reason: '',
  order,
  addedToCart: 0,
  deleted,
});

describe('cart entry helpers', () => {
  const entries = { 30: entry(0), 4: entry(2), 7: entry(1, true), 5: entry(2) };

  it('lists entries by order, then id', () => {
    expect(entriesInOrder(entries).map(([id]) => id)).toEqual([30, 7, 4, 5]);
  });

  it('lists active ids without soft-deleted ones', () => {
    expect(activeProductIds(entries)).toEqual([30, 4, 5]);
  });

  it.each([
    [{}, 0],
    [{ 1: entry(0) }, 1],
    [entries, 3],
  ])('the next order after %j is %i', (given, expected) => {
    expect(nextOrder(given)).toBe(expected);
  });
});
