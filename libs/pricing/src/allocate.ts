import { assertWholeCents } from './money';

/**
 * Splits `amountCents` (≥ 0) across `weights` (each ≥ 0) in proportion, so the shares always add up
 * to the amount exactly. Each share is floored; the cents left over go one each to the largest
 * remainders, earliest first on ties. A positive amount with no weight to carry it is a
 * programming error and throws.
 *
 * No share exceeds its weight when `amountCents` ≤ the sum of the weights, which is how discounts
 * are spread over lines without any line going below 0.
 */
export function allocate(amountCents: number, weights: readonly number[]): number[] {
  assertWholeCents(amountCents);
  if (amountCents < 0) throw new RangeError('allocate: amount must be ≥ 0');
  for (const weight of weights) {
    assertWholeCents(weight);
    if (weight < 0) throw new RangeError('allocate: weights must be ≥ 0');
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) {
    if (amountCents === 0) return weights.map(() => 0);
    throw new RangeError('allocate: nothing to allocate a positive amount to');
  }
  // BigInt keeps amount × weight exact even past 2^53.
  const bigAmount = BigInt(amountCents);
  const bigTotal = BigInt(total);
  const shares = weights.map((weight) => {
    const product = bigAmount * BigInt(weight);
    return { floor: Number(product / bigTotal), remainder: product % bigTotal };
  });
  let left = amountCents - shares.reduce((sum, share) => sum + share.floor, 0);
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((share) => share.floor);
  for (const { index } of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}
