import { t } from '@lingui/core/macro';
import { type SavedCard } from '@maplepack/checkout';

// Brand names, the same in every language.
/* eslint-disable lingui/no-unlocalized-strings */
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** 'Visa ending in 4242' (the components showing it call useLingui()). */
export function cardLabel(card: SavedCard): string {
  const brand = BRANDS[card.brand.toLowerCase()] ?? card.brand;
  const last4 = card.last4;
  return t`${brand} ending in ${last4}`;
}
