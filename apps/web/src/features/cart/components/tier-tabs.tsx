import { useLingui } from '@lingui/react/macro';
import { tierInfo, type TierNumber } from '@maplepack/cart';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { tierNames } from '../cart-text';
import { narrowOnly, tierButton, tierColor, tiers, wideOnly } from './cart.css';

export interface TierTabsProps {
  /** The tiers that have products, in order. */
  available: readonly TierNumber[];
  selected: TierNumber;
  recommended: TierNumber;
  onSelect: (tier: TierNumber) => void;
}

/**
 * The recommendation tiers as toggle buttons in their tier colours: full names ('Advanced Health')
 * from the sm breakpoint, short names ('Advanced') on phones; the accessible name is always the full
 * name, with '(recommended)' on the recommended tier.
 */
export function TierTabs({ available, selected, recommended, onSelect }: TierTabsProps) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Recommendation tiers`} className={tiers}>
      {available.map((tier) => {
        const info = tierInfo(tier);
        const names = tierNames(tier);
        const full = names.name;
        const name = tier === recommended ? t`${full} (recommended)` : full;
        return (
          <button
            key={tier}
            type="button"
            aria-pressed={tier === selected}
            aria-label={name}
            className={tierButton}
            style={assignInlineVars({ [tierColor]: info.color })}
            onClick={() => {
              if (tier !== selected) onSelect(tier);
            }}
          >
            <span className={wideOnly}>{names.name}</span>
            <span className={narrowOnly}>{names.mobileName}</span>
          </button>
        );
      })}
    </div>
  );
}
