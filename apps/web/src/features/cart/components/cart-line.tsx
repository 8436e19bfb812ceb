import { useLingui } from '@lingui/react/macro';
import { type CartEntry } from '@maplepack/cart';
import { type DoseTime, type Product } from '@maplepack/catalog';
import { lineSubtotalCents } from '@maplepack/pricing';
import { Button } from '@maplepack/ui';
import { DoseStepper } from '../../../components/dose-stepper';
import { ProductPicture } from '../../../components/product-picture';
import { moneyText } from '../../../lib/i18n/money';
import { doses, line, lineDeleted, lineHeader, lineName, muted, warning } from './cart.css';

export interface CartLineProps {
  entry: CartEntry;
  /** Null while the product is loading. */
  product: Product | null;
  /** Shown next to the line: corrupted-dose messages, then safety-check messages. */
  warnings: readonly string[];
  /** The split pack is packaging: no dose buttons. */
  fixedQuantity: boolean;
  onIncrement: (time: DoseTime) => void;
  onDecrement: (time: DoseTime) => void;
  onRemove: () => void;
  onRestore: () => void;
}

/** One cart line: name, reason, monthly price, am/pm steppers, remove (soft) and restore. */
export function CartLine({
  entry,
  product,
  warnings,
  fixedQuantity,
  onIncrement,
  onDecrement,
  onRemove,
  onRestore,
}: CartLineProps) {
  const { t } = useLingui();
  const name = product?.name ?? t`Loading product…`;
  const price =
    product === null
      ? null
      : moneyText(
          lineSubtotalCents({ unitPriceCents: product.priceCents, amQty: entry.amQty, pmQty: entry.pmQty }),
        );
  return (
    <li className={entry.deleted ? `${line} ${lineDeleted}` : line} aria-label={name}>
      <div className={lineHeader}>
        {product !== null && <ProductPicture product={product} sizePx={56} alt="" />}
        <h3 className={lineName}>{name}</h3>
        {price !== null && !entry.deleted && <span>{t`${price} / month`}</span>}
      </div>
      {entry.reason !== '' && <p className={muted}>{entry.reason}</p>}
      {entry.deleted ? (
        <div className={doses}>
          <p className={muted}>{t`Removed from your pack.`}</p>
          <Button variant="secondary" size="sm" onClick={onRestore} aria-label={t`Restore ${name}`}>
            {t`Restore`}
          </Button>
        </div>
      ) : (
        <div className={doses}>
          {!fixedQuantity && (
            <>
              <DoseStepper
                time="am"
                productName={name}
                value={entry.amQty}
                onIncrement={() => onIncrement('am')}
                onDecrement={() => onDecrement('am')}
              />
              <DoseStepper
                time="pm"
                productName={name}
                value={entry.pmQty}
                onIncrement={() => onIncrement('pm')}
                onDecrement={() => onDecrement('pm')}
              />
            </>
          )}
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t`Remove ${name}`}>
            {t`Remove`}
          </Button>
        </div>
      )}
      {warnings.length > 0 && !entry.deleted && (
        <ul className={muted}>
          {warnings.map((text) => (
            <li key={text} className={warning}>
              {text}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
