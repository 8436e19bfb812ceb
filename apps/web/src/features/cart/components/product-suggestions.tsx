import { useLingui } from '@lingui/react/macro';
import { Button } from '@maplepack/ui';
import { line, lineHeader, lineName, list, muted, section, sectionHeading } from './cart.css';

export interface Suggestion {
  id: number;
  name: string;
  /** Why it is suggested (a tier's reason) or its price. */
  detail: string;
}

export interface ProductSuggestionsProps {
  heading: string;
  items: readonly Suggestion[];
  onAdd: (id: number) => void;
}

/** A titled list of products a person may add: higher-tier products, related products. */
export function ProductSuggestions({ heading, items, onAdd }: ProductSuggestionsProps) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <section className={section} aria-label={heading}>
      <h2 className={sectionHeading}>{heading}</h2>
      <ul className={list}>
        {items.map((item) => {
          const name = item.name;
          return (
            <li key={item.id} className={line}>
              <div className={lineHeader}>
                <h3 className={lineName}>{name}</h3>
                <Button size="sm" onClick={() => onAdd(item.id)} aria-label={t`Add ${name}`}>
                  {t`Add`}
                </Button>
              </div>
              {item.detail !== '' && <p className={muted}>{item.detail}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
