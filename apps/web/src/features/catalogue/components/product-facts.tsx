import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Allergen, type Product } from '@maplepack/catalog';
import { isPackaging } from '../product-text';
import { facts, factTerm, factValue, muted } from './catalogue.css';

/** The product's facts: doses, daily pill range, NPN, manufacturer, allergens and diet. */
export function ProductFacts({ product }: { product: Product }) {
  const { t } = useLingui();
  const yesNo = (value: boolean): string => (value ? t`Yes` : t`No`);
  const allergenNames: Record<Allergen, string> = {
    dairy: t`dairy`,
    fish: t`fish`,
    shellfish: t`shellfish`,
    gelatin: t`gelatin`,
    egg: t`egg`,
    corn: t`corn`,
    soy: t`soy`,
    wheat: t`wheat`,
    gluten: t`gluten`,
    nuts: t`nuts`,
  };
  const { min, max } = product.pills;
  const rows: Array<[string, string, string?]> = isPackaging(product)
    ? []
    : [
        [t`Standard morning dose`, plural(product.standardDose.am, { one: '# pill', other: '# pills' })],
        [t`Standard evening dose`, plural(product.standardDose.pm, { one: '# pill', other: '# pills' })],
        [t`Pills per day`, t`${min} to ${max}`],
      ];
  if (product.npn !== undefined) {
    const npn = product.npn;
    rows.push([
      t`NPN`,
      t`NPN ${npn}`,
      t`The Natural Product Number is the licence number Health Canada gave this product.`,
    ]);
  }
  rows.push(
    [t`Manufacturer`, product.manufacturer],
    [
      t`Allergens`,
      product.allergens.length === 0
        ? t`None listed`
        : product.allergens.map((allergen) => allergenNames[allergen]).join(', '),
    ],
    [t`Vegan`, yesNo(product.diet.vegan)],
    [t`Vegetarian`, yesNo(product.diet.vegetarian)],
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
