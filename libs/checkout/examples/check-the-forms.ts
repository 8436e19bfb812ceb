import {
  EMPTY_ADDRESS,
  EMPTY_CONTACT,
  attemptFor,
  luhnValid,
  settleAttempt,
  tokenizeTestCard,
  validateAddress,
  validateContact,
} from '@maplepack/checkout';

// The browser refuses what the server refuses, with the same messages, field by field.
const contact = validateContact(
  { ...EMPTY_CONTACT, firstName: 'Ana', lastName: 'Silva', email: 'ana@example.ca', password: 'short' },
  { needsPassword: true },
);
if (!contact.ok) console.log(contact.errors);

// The postal code must belong to the province: the table the server taxes by.
const names = { firstName: 'Ana', lastName: 'Silva' };
const address = {
  ...EMPTY_ADDRESS,
  address1: '1 Main St',
  city: 'Ottawa',
  province: 'QC',
  postcode: 'K1A 0B1',
};
const wrong = validateAddress(address, names);
if (!wrong.ok) console.log(wrong.errors);
const right = validateAddress({ ...address, province: 'ON' }, names);
if (right.ok) console.log(right.value.state, right.value.postcode);

// Test mode: Stripe's test card numbers become Stripe's test tokens in the browser.
const today = { year: 2026, month: 11 };
const card = { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123', name: 'Ana Silva' };
console.log(luhnValid('4242424242424242'), tokenizeTestCard(card, today));
console.log(tokenizeTestCard({ ...card, number: '4242 4242 4242 4241', expiry: '10/26' }, today));

// One Idempotency-Key per attempt: kept while an answer is unknown, renewed once a changed request follows a decline.
let bytes = 0;
const randomBytes = (size: number) => new Uint8Array(size).fill(++bytes);
const first = attemptFor(null, 'total=4178', randomBytes);
const retried = attemptFor(first, 'total=4178', randomBytes);
const changed = attemptFor(settleAttempt(retried), 'total=3990', randomBytes);
console.log(first.key === retried.key, changed.key !== first.key, changed.key);
