import { SPLIT_PACK_CHOICE_REF } from './part-4-final';
import { shownDisclaimer } from './shown-disclaimer';

describe('shownDisclaimer', () => {
  const split = { ref: SPLIT_PACK_CHOICE_REF, disclaimer: 'For an additional fee each month.' };

  it('hides the split-pack fee line while the split pack is free', () => {
    expect(shownDisclaimer(split, 0)).toBeUndefined();
  });

  it('shows it at a price or while the price is unknown, and other choices always', () => {
    expect(shownDisclaimer(split, 199)).toBe(split.disclaimer);
    expect(shownDisclaimer(split, null)).toBe(split.disclaimer);
    expect(shownDisclaimer({ ref: 'pack_format_single', disclaimer: 'One pack.' }, 0)).toBe('One pack.');
  });
});
