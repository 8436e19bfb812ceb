import { type SavedCard } from '@maplepack/checkout';

const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
};

/** 'Visa ending in 4242'. */
export function cardLabel(card: SavedCard): string {
  return `${BRANDS[card.brand.toLowerCase()] ?? card.brand} ending in ${card.last4}`;
}
