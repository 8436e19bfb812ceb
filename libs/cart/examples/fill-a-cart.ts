import {
  EMPTY_CART_STATE,
  addToCart,
  cartCounterLabel,
  cartLinesForPricing,
  parseStoredCartEntries,
  serializeCartEntries,
  softDelete,
} from '@maplepack/cart';
import { productById } from '@maplepack/catalog-data';

function product(id: number) {
  const found = productById(id);
  if (found === undefined) throw new Error(`no product ${id}`);
  return found;
}
const d3 = product(2201);
const omega3 = product(2401);
// The clock is passed in: `now` is recorded as the entry's addedToCart.
const now = Date.parse('2026-11-21T12:00:00Z');

let cart = EMPTY_CART_STATE;
console.log('icon:', cartCounterLabel(cart));
cart = addToCart(cart, d3, { now });
cart = addToCart(cart, d3, { now }); // adding again adds the standard dose again
cart = addToCart(cart, omega3, { now, reason: 'Supports heart health' });
console.log('icon:', cartCounterLabel(cart));

// A soft-deleted line stays restorable but is neither counted nor priced.
cart = softDelete(cart, omega3.id, 'guest_buildmypack');
console.log('icon:', cartCounterLabel(cart));
console.log(cartLinesForPricing(cart));

// Browser storage: written as versioned JSON, read back without ever throwing.
const stored = serializeCartEntries(cart.entries);
console.log(Object.keys(parseStoredCartEntries(stored)));
console.log(parseStoredCartEntries('{not json'));
