import { type Choice } from '@maplepack/survey-engine';
import { SPLIT_PACK_CHOICE_REF } from './part-4-final';

/**
 * A choice's disclaimer as the survey shows it: the split pack's fee line is hidden while the split
 * pack costs nothing (`splitPackPriceCents` 0); null means the price is not known yet, and the line
 * shows. Other choices show their disclaimer as written.
 */
export function shownDisclaimer(
  choice: Pick<Choice, 'ref' | 'disclaimer'>,
  splitPackPriceCents: number | null,
): string | undefined {
  if (choice.ref === SPLIT_PACK_CHOICE_REF && splitPackPriceCents === 0) return undefined;
  return choice.disclaimer;
}
