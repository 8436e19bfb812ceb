import { type Product } from '@maplepack/catalog';
import { isPackaging } from '../product-text';
import { facts, factTerm, factValue, muted } from './catalogue.css';

function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** The product's facts: doses, daily pill range, NPN, manufacturer, allergens and diet. */
export function ProductFacts({ product }: { product: Product }) {
  const rows: Array<[string, string, string?]> = isPackaging(product)
    ? []
    : [
        [
          'Standard morning dose',
          `${product.standardDose.am} ${product.standardDose.am === 1 ? 'pill' : 'pills'}`,
        ],
        [
          'Standard evening dose',
          `${product.standardDose.pm} ${product.standardDose.pm === 1 ? 'pill' : 'pills'}`,
        ],
        ['Pills per day', `${product.pills.min} to ${product.pills.max}`],
      ];
  if (product.npn !== undefined) {
    rows.push([
      'NPN',
      `NPN ${product.npn}`,
      'The Natural Product Number is the licence number Health Canada gave this product.',
    ]);
  }
  rows.push(
    ['Manufacturer', product.manufacturer],
    ['Allergens', product.allergens.length === 0 ? 'None listed' : product.allergens.join(', ')],
    ['Vegan', yesNo(product.diet.vegan)],
    ['Vegetarian', yesNo(product.diet.vegetarian)],
  );
  return (
    <dl className={facts}>
      {rows.map(([term, value, note]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={factTerm}>{term}</dt>
          <dd className={factValue}>
            {value}
            {note !== undefined && <span className={muted}> {note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
